import { tokens, usePageTitle } from '@qa/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SCRIPTED_NAMESPACE } from '../i18n/scriptedTexts';
import { ScriptedChallengeList } from './ScriptedChallengeList';

const Notice = styled.section`
  max-width: 72ch;
  display: grid;
  gap: ${tokens.space.md};

  h1,
  p {
    margin: 0;
  }
`;

/** A key the catalogue has no scripted challenge for, with the way to the ones it has. */
export const NotFound = () => {
  const { t } = useTranslation(SCRIPTED_NAMESPACE);
  const title = t('notFound.title');
  usePageTitle(title);
  return (
    <Notice>
      <h1>{title}</h1>
      <p>{t('notFound.text')}</p>
      <ScriptedChallengeList />
    </Notice>
  );
};
