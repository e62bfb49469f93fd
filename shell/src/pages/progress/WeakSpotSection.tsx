import { CATALOGUE_NAMESPACE, challengeRoute, Link, selectLanguage, useAppSelector } from '@qa/shared';
import { TECHNIQUES } from '@qa/shared/progress';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import type { WeakSpot } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';

const Spots = styled.ul`
  margin: 0;
  padding-inline-start: ${theme.space.lg};

  li + li {
    margin-top: ${theme.space.sm};
  }
`;

/** The techniques found least often where tried, each with the challenge that trains it best (issue 13 §1). */
export const WeakSpotSection = ({ weakSpots }: { weakSpots: readonly WeakSpot[] }) => {
  const { t } = useTranslation([PROGRESS_PAGE_NAMESPACE, CATALOGUE_NAMESPACE]);
  const language = useAppSelector(selectLanguage);
  return (
    <ReportSection id="progress-weak-spots" title={t('weakSpots.title')} intro={t('weakSpots.intro')}>
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
                {t('weakSpots.train', {
                  challenge: t(`${CATALOGUE_NAMESPACE}:challenges.${spot.train.key}`),
                })}
              </Link>
            </li>
          ))}
        </Spots>
      )}
    </ReportSection>
  );
};
