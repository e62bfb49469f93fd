import { SERIES } from '@qa/shared';
import type { RemoteBroughtGroup } from '../../federation/brought/broughtGroups';
import { useBroughtGroups } from '../../federation/brought/useBroughtGroups';
import type { FoundCounts } from '../../progress/useFoundCounts';
import { SeriesSection, type ListedSeries } from './SeriesSection';

/** The groups that registered remotes bring, numbered after the built-in series. */
export const broughtSeries = (brought: readonly RemoteBroughtGroup[]): ListedSeries[] =>
  brought.map(({ brought }, index) => ({
    group: brought.group,
    number: SERIES.length + 1 + index,
    isNew: false,
    challenges: brought.challenges,
  }));

/** Under the built-in series of the whole list, once the remotes have said what they bring. */
export const BroughtSeries = ({ counts }: { counts: FoundCounts }) =>
  broughtSeries(useBroughtGroups() ?? []).map((series) => (
    <SeriesSection key={series.group} series={series} counts={counts} />
  ));
