import { useId } from 'react';
import { Link, challengeRoute, CATALOGUE_NAMESPACE, useTranslation, type ChallengeEntry } from '@qa/shared';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { usePageTitle } from '../page/usePageTitle';
import { PARTS_NAMESPACE } from '../parts/partTexts';

const Notice = styled.section`
  max-width: 72ch;
  display: grid;
  gap: ${tokens.space.md};

  h1,
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${tokens.space.lg};
  display: grid;
  gap: ${tokens.space.sm};
`;

export interface ModeNotFoundProps {
  /** The remote's challenge types, named in the heading. */
  types: readonly string[];
  /** Their challenges, which the page links to (modeCatalogue). */
  catalogue: readonly ChallengeEntry<string>[];
}

/** A key a mode remote has no challenge for, with links to the ones it has. */
export const ModeNotFound = ({ types, catalogue }: ModeNotFoundProps) => {
  const { t } = useTranslation([PARTS_NAMESPACE, CATALOGUE_NAMESPACE]);
  const headingId = useId();
  const title = t('notFoundTitle');
  const groups = types.map((type) => t(`${CATALOGUE_NAMESPACE}:groups.${type}`)).join(', ');
  usePageTitle(title);
  return (
    <Notice>
      <h1>{title}</h1>
      <p>{t('notFoundText')}</p>
      <nav aria-labelledby={headingId}>
        <h2 id={headingId}>{t('notFoundList', { groups })}</h2>
        <List>
          {catalogue.map((challenge) => (
            <li key={challenge.key}>
              <Link to={challengeRoute(challenge)}>
                {t(`${CATALOGUE_NAMESPACE}:challenges.${challenge.key}`)}
              </Link>
            </li>
          ))}
        </List>
      </nav>
    </Notice>
  );
};
