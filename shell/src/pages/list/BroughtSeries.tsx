import { SERIES } from '@qa/shared';
import type { BroughtMode } from '../../federation/added/addedModes';
import { useBroughtModes } from '../../federation/added/useBroughtModes';
import type { FoundCounts } from '../../progress/useFoundCounts';
import { SeriesSection, type ListedSeries } from './SeriesSection';

/** The groups that registered remotes bring, numbered after the built-in series. */
export const broughtSeries = (brought: readonly BroughtMode[]): ListedSeries[] =>
  brought.map(({ mode }, index) => ({
    challengeType: mode.type,
    number: SERIES.length + 1 + index,
    isNew: false,
    challenges: mode.challenges,
  }));

/** Under the built-in series of the whole list, once the remotes have said what they bring. */
export const BroughtSeries = ({ counts }: { counts: FoundCounts }) =>
  broughtSeries(useBroughtModes() ?? []).map((series) => (
    <SeriesSection key={series.challengeType} series={series} counts={counts} />
  ));
