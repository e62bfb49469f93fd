import {
  CATALOGUE_NAMESPACE,
  challengeRoute,
  storeName,
  useTranslation,
  type ChallengeEntry,
  Link,
} from '@qa/shared';
import { useCompletedChallenges, VisuallyHidden } from '@qa/kit';
import styled from 'styled-components';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { Card } from '../../layout/Card';
import { ChallengeTiles } from '../../layout/ChallengeTiles';
import { NewBadge } from '../../layout/NewBadge';
import type { FoundCounts } from '../../progress/useFoundCounts';
import { theme } from '../../theme/theme';

const SeriesTitle = styled.h2`
  margin: 0 0 ${theme.space.md};
  font-size: 1.25rem;
`;

const FOUND_LINE = '1.25rem';

const ChallengeLink = styled(Link)`
  position: relative;
  display: block;
  height: 100%;
  /* Room for the found line and bar from the first paint: they arrive with the totals and must not move the list. */
  padding: ${theme.space.sm} ${theme.space.md} calc(${theme.space.sm} + 10px + ${FOUND_LINE});
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.activeLink};
  }
`;

/** A thin bar under the name: how much of the challenge is found. */
const FoundBar = styled.progress`
  position: absolute;
  inset-inline: ${theme.space.md};
  bottom: ${theme.space.sm};
  display: block;
  width: calc(100% - 2 * ${theme.space.md});
  height: 6px;
  border: 0;
  border-radius: 3px;
  background: ${theme.colors.subtle};
  accent-color: ${theme.colors.success};
  appearance: none;

  &::-webkit-progress-bar {
    border-radius: 3px;
    background: ${theme.colors.subtle};
  }

  &::-webkit-progress-value {
    border-radius: 3px;
    background: ${theme.colors.success};
  }

  &::-moz-progress-bar {
    border-radius: 3px;
    background: ${theme.colors.success};
  }
`;

/** "3 of 7 found", above the bar: a sighted learner reads the count too, not only the bar's length. */
const FoundText = styled.span`
  position: absolute;
  inset-inline: ${theme.space.md};
  bottom: calc(${theme.space.sm} + 8px);
  color: ${theme.colors.muted};
  font-size: 0.8125rem;
  font-weight: 400;
  line-height: ${FOUND_LINE};
`;

const CompletedMark = styled.span`
  margin-inline-start: ${theme.space.sm};
  color: ${theme.colors.success};
`;

/** A series as the list shows it: a built-in one (SERIES) or the group of a group a remote brings. */
export interface ListedSeries {
  group: string;
  number: number;
  isNew: boolean;
  challenges: readonly ChallengeEntry<string>[];
}

interface SeriesSectionProps {
  series: ListedSeries;
  counts: FoundCounts;
}

/** One series: its numbered heading and a link to each challenge, with its completion and found bar. */
export const SeriesSection = ({ series, counts }: SeriesSectionProps) => {
  const { t } = useTranslation([CATALOGUE_NAMESPACE, PAGES_NAMESPACE]);
  const completed = useCompletedChallenges();
  const headingId = `series-${series.number}`;
  const group = t(`groups.${series.group}`);
  return (
    <Card aria-labelledby={headingId}>
      <SeriesTitle id={headingId}>
        {t('series.title', { number: series.number, group })}
        {series.isNew && <NewBadge />}
      </SeriesTitle>
      <ChallengeTiles>
        {series.challenges.map((challenge) => {
          const count = counts[storeName(challenge)];
          return (
            <li key={challenge.key}>
              <ChallengeLink to={challengeRoute(challenge)}>
                {t(`challenges.${challenge.key}`)}
                {completed.includes(storeName(challenge)) && (
                  <CompletedMark data-testid="completed-mark">
                    <span aria-hidden="true">✓</span>
                    <VisuallyHidden>{t(`${PAGES_NAMESPACE}:list.completed`)}</VisuallyHidden>
                  </CompletedMark>
                )}
                {count && count.total > 0 && (
                  <>
                    <FoundBar
                      value={count.found}
                      max={count.total}
                      aria-hidden="true"
                      data-testid="found-bar"
                    />
                    <FoundText>{t(`${PAGES_NAMESPACE}:list.found`, count)}</FoundText>
                  </>
                )}
              </ChallengeLink>
            </li>
          );
        })}
      </ChallengeTiles>
    </Card>
  );
};
