import { CATALOGUE_NAMESPACE, CHALLENGES, isChallengeGroup, SERIES, Link, useTranslation } from '@qa/shared';
import { useBroughtGroups } from '../../federation/brought/useBroughtGroups';
import { broughtRemoteNames } from '../../federation/remotes';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { PageLoading } from '../../layout/PageLoading';
import { useFoundCounts } from '../../progress/useFoundCounts';
import { BroughtSeries, broughtSeries } from './BroughtSeries';
import { SeriesSection, type ListedSeries } from './SeriesSection';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { PageTitle } from '../common/PageTitle';
import { usePageTitle } from '../common/usePageTitle';

/** The seven built-in series with their challenges. */
const BUILT_IN: readonly ListedSeries[] = SERIES.map((series) => ({
  ...series,
  challenges: CHALLENGES.filter((challenge) => challenge.group === series.group),
}));

interface SeriesListProps {
  /** Shows this group only. */
  group?: string;
  series: readonly ListedSeries[];
}

const SeriesList = ({ group, series }: SeriesListProps) => {
  const { t } = useTranslation([PAGES_NAMESPACE, CATALOGUE_NAMESPACE]);
  usePageTitle(group ? t(`${CATALOGUE_NAMESPACE}:groups.${group}`) : t('list.title'));
  const shown = group ? series.filter((one) => one.group === group) : series;
  const counts = useFoundCounts();
  return (
    <>
      <PageTitle>{t('list.title')}</PageTitle>
      {shown.map((one) => (
        <SeriesSection key={one.group} series={one} counts={counts} />
      ))}
      {/* The groups that registered remotes bring come after the built-in ones (docs/adding-a-remote.md). */}
      {!group && broughtRemoteNames().length > 0 && <BroughtSeries counts={counts} />}
      {group && <Link to="/app/list">{t('list.showAll')}</Link>}
    </>
  );
};

/** /app/list/{group} for a group this shell was not built with: one that a registered remote may bring. */
const BroughtGroupList = ({ group }: { group: string }) => {
  const modes = useBroughtGroups();
  if (!modes) return <PageLoading />;
  const series = broughtSeries(modes);
  return series.some((one) => one.group === group) ? (
    <SeriesList group={group} series={series} />
  ) : (
    <NotFoundPage />
  );
};

export interface ChallengeListPageProps {
  /**
   * A route parameter, so any string: one of the seven types filters, as does the group of a mode a registered
   * remote brings; anything else is not found.
   */
  group?: string;
}

/** /app/list and /app/list/{group} (SPEC §2): the series with their challenges. */
export const ChallengeListPage = ({ group }: ChallengeListPageProps) => {
  if (group === undefined || isChallengeGroup(group)) {
    return <SeriesList group={group} series={BUILT_IN} />;
  }
  return broughtRemoteNames().length > 0 ? <BroughtGroupList group={group} /> : <NotFoundPage />;
};
