import { challengeRoute, Link, selectLanguage, useAppSelector, useTranslation } from '@qa/shared';
import { TECHNIQUES } from '@qa/shared/progress';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { WEAK_BELOW_PERCENT, WEAK_MIN_ITEMS, type WeakSpot } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';
import { useChallengeName } from '../common/useChallengeName';

const Spots = styled.ul`
  margin: 0;
  padding-inline-start: ${theme.space.lg};

  li + li {
    margin-top: ${theme.space.sm};
  }
`;

/**
 * The techniques the learner is clearly weak at, lowest share first, each with the challenge that trains it best
 *. The rule is said on the page, so "weak" is never a guess.
 */
export const WeakSpotSection = ({ weakSpots }: { weakSpots: readonly WeakSpot[] }) => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const challengeName = useChallengeName();
  const language = useAppSelector(selectLanguage);
  return (
    <ReportSection id="progress-weak-spots" title={t('weakSpots.title')} intro={t('weakSpots.intro')}>
      <p>{t('weakSpots.rule', { min: WEAK_MIN_ITEMS, share: WEAK_BELOW_PERCENT })}</p>
      {weakSpots.length === 0 ? (
        <p>{t('weakSpots.none')}</p>
      ) : (
        <Spots>
          {weakSpots.map((spot) => (
            <li key={spot.technique} data-testid="weak-spot">
              {t('weakSpots.line', {
                technique: TECHNIQUES[spot.technique][language],
                found: spot.found,
                total: spot.total,
                challenges: spot.challenges,
              })}{' '}
              <Link to={challengeRoute(spot.train)}>
                {t('weakSpots.train', { challenge: challengeName(spot.train) })}
              </Link>
            </li>
          ))}
        </Spots>
      )}
    </ReportSection>
  );
};
