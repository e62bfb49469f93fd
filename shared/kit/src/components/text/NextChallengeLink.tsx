import {
  Link,
  challengeRoute,
  nextChallenge,
  CATALOGUE_NAMESPACE,
  useTranslation,
  type ChallengeEntry,
} from '@qa/shared';
import styled from 'styled-components';
import { LIST_ROUTE } from '../../links/kitRoutes';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { tokens } from '../../theme/tokens';

export interface NextChallengeLinkProps {
  challenge: ChallengeEntry<string>;
  className?: string;
}

const StyledLink = styled(Link)`
  color: ${tokens.colors.primary};
  font-weight: 600;

  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

/** SPEC §2: the next challenge of the same type, named; the list of challenges after the last one. */
export const NextChallengeLink = ({ challenge, className }: NextChallengeLinkProps) => {
  const { t } = useTranslation([KIT_NAMESPACE, CATALOGUE_NAMESPACE]);
  const next = nextChallenge(challenge);
  return next ? (
    <StyledLink className={className} to={challengeRoute(next)}>
      {t('nextChallenge', { name: t(`${CATALOGUE_NAMESPACE}:challenges.${next.key}`) })}
      <span aria-hidden="true"> →</span>
    </StyledLink>
  ) : (
    <StyledLink className={className} to={LIST_ROUTE}>
      {t('allChallenges')}
    </StyledLink>
  );
};
