import { CATALOGUE_NAMESPACE, CHALLENGES, challengeRoute, tokens } from '@qa/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SCRIPTED_NAMESPACE } from '../i18n/scriptedTexts';

const List = styled.ul`
  margin: 0;
  padding-left: ${tokens.space.lg};
  display: grid;
  gap: ${tokens.space.sm};
`;

/** Every scripted challenge of the catalogue, linked. */
export const ScriptedChallengeList = () => {
  const { t } = useTranslation([SCRIPTED_NAMESPACE, CATALOGUE_NAMESPACE]);
  const headingId = useId();
  const scripted = CHALLENGES.filter((challenge) => challenge.type === 'scripted');
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notFound.listHeading')}</h2>
      <List>
        {scripted.map((challenge) => (
          <li key={challenge.key}>
            <Link to={challengeRoute(challenge)}>
              {t(`${CATALOGUE_NAMESPACE}:challenges.${challenge.key}`)}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
};
