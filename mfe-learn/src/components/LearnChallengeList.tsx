import { CATALOGUE_NAMESPACE, CHALLENGES, challengeRoute, tokens } from '@qa/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { findLearnChallenge } from '../challenges';
import { LEARN_NAMESPACE } from '../i18n/learnTexts';

export interface LearnChallengeListProps {
  /** The challenge on screen, marked as the current page. */
  current: string;
}

const List = styled.ul`
  margin: 0;
  padding-left: ${tokens.space.lg};
  display: grid;
  gap: ${tokens.space.sm};
`;

const Badge = styled.span`
  margin-left: ${tokens.space.sm};
  color: ${tokens.colors.muted};
  font-size: 0.875rem;
`;

/** Every learn challenge of the catalogue, linked, with the ones not built yet marked. */
export const LearnChallengeList = ({ current }: LearnChallengeListProps) => {
  const { t } = useTranslation([LEARN_NAMESPACE, CATALOGUE_NAMESPACE]);
  const headingId = useId();
  const learn = CHALLENGES.filter((challenge) => challenge.type === 'learn');
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId}>{t('comingSoon.listHeading')}</h2>
      <List>
        {learn.map((challenge) => (
          <li key={challenge.key}>
            <Link
              to={challengeRoute(challenge)}
              aria-current={challenge.key === current ? 'page' : undefined}
            >
              {t(`${CATALOGUE_NAMESPACE}:challenges.${challenge.key}`)}
            </Link>
            {!findLearnChallenge(challenge.key) && <Badge>({t('comingSoon.badge')})</Badge>}
          </li>
        ))}
      </List>
    </nav>
  );
};
