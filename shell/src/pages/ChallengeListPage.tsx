import { CATALOGUE_NAMESPACE, CHALLENGES, isChallengeType, SERIES, Link } from '@qa/shared';
import { useTranslation } from 'react-i18next';
import { useBroughtModes } from '../federation/added/useBroughtModes';
import { addedRemoteNames } from '../federation/remotes';
import { PAGES_NAMESPACE } from '../i18n/pageTexts';
import { PageLoading } from '../layout/PageLoading';
import { useFoundCounts } from '../progress/useFoundCounts';
import { BroughtSeries, broughtSeries } from './list/BroughtSeries';
import { SeriesSection, type ListedSeries } from './list/SeriesSection';
import { NotFoundPage } from './NotFoundPage';
import { PageTitle } from './PageTitle';
import { usePageTitle } from './usePageTitle';

/** The seven built-in series with their challenges. */
const BUILT_IN: readonly ListedSeries[] = SERIES.map((series) => ({
  ...series,
  challenges: CHALLENGES.filter((challenge) => challenge.type === series.challengeType),
}));

interface SeriesListProps {
  /** Shows this group only. */
  challengeType?: string;
  series: readonly ListedSeries[];
}

const SeriesList = ({ challengeType, series }: SeriesListProps) => {
  const { t } = useTranslation([PAGES_NAMESPACE, CATALOGUE_NAMESPACE]);
  usePageTitle(challengeType ? t(`${CATALOGUE_NAMESPACE}:groups.${challengeType}`) : t('list.title'));
  const shown = challengeType ? series.filter((one) => one.challengeType === challengeType) : series;
  const counts = useFoundCounts();
  return (
    <>
      <PageTitle>{t('list.title')}</PageTitle>
      {shown.map((one) => (
        <SeriesSection key={one.challengeType} series={one} counts={counts} />
      ))}
      {/* The groups that registered remotes bring come after the built-in ones (docs/adding-a-remote.md). */}
      {!challengeType && addedRemoteNames().length > 0 && <BroughtSeries counts={counts} />}
      {challengeType && <Link to="/app/list">{t('list.showAll')}</Link>}
    </>
  );
};

/** /app/list/{group} for a group this shell was not built with: one that a registered remote may bring. */
const BroughtModeList = ({ challengeType }: { challengeType: string }) => {
  const modes = useBroughtModes();
  if (!modes) return <PageLoading />;
  const series = broughtSeries(modes);
  return series.some((one) => one.challengeType === challengeType) ? (
    <SeriesList challengeType={challengeType} series={series} />
  ) : (
    <NotFoundPage />
  );
};

export interface ChallengeListPageProps {
  /**
   * A route parameter, so any string: one of the seven types filters, as does the group of a mode a registered
   * remote brings; anything else is not found.
   */
  challengeType?: string;
}

/** /app/list and /app/list/{challengeType} (SPEC §2): the series with their challenges. */
export const ChallengeListPage = ({ challengeType }: ChallengeListPageProps) => {
  if (challengeType === undefined || isChallengeType(challengeType)) {
    return <SeriesList challengeType={challengeType} series={BUILT_IN} />;
  }
  return addedRemoteNames().length > 0 ? <BroughtModeList challengeType={challengeType} /> : <NotFoundPage />;
};
