import { CATALOGUE_NAMESPACE, tokens, usePageTitle } from '@qa/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LEARN_NAMESPACE } from '../i18n/learnTexts';
import { LearnChallengeList } from './LearnChallengeList';

export interface ComingSoonProps {
  challengeKey: string;
  /** False for a key the catalogue has no learn challenge for. */
  known: boolean;
}

const Notice = styled.section`
  max-width: 72ch;
  display: grid;
  gap: ${tokens.space.md};

  h1,
  p {
    margin: 0;
  }
`;

/** A learn challenge that a later release builds (or an unknown key), with the way to the others. */
export const ComingSoon = ({ challengeKey, known }: ComingSoonProps) => {
  const { t } = useTranslation([LEARN_NAMESPACE, CATALOGUE_NAMESPACE]);
  const title = known
    ? t('comingSoon.title', { name: t(`${CATALOGUE_NAMESPACE}:challenges.${challengeKey}`) })
    : t('notFound.title');
  usePageTitle(title);
  return (
    <Notice>
      <h1>{title}</h1>
      <p>{known ? t('comingSoon.text') : t('notFound.text')}</p>
      <LearnChallengeList current={challengeKey} />
    </Notice>
  );
};
