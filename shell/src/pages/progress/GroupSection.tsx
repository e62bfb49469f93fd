import { CATALOGUE_NAMESPACE, useTranslation } from '@qa/shared';
import { theme } from '../../theme/theme';
import { BarChart } from './charts/BarChart';
import { FigureTable } from './FigureTable';
import type { GroupFigure } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { percentOf, ReportSection } from './ReportSection';

/** Per group, the share of its cases and of its bugs found. */
export const GroupSection = ({ groups }: { groups: readonly GroupFigure[] }) => {
  const { t } = useTranslation([PROGRESS_PAGE_NAMESPACE, CATALOGUE_NAMESPACE]);
  const name = (group: GroupFigure) => t(`${CATALOGUE_NAMESPACE}:groups.${group.type}`);
  const ofTotal = (found: number, total: number) =>
    total > 0
      ? `${t('ofTotal', { found, total })} (${t('percent', { value: percentOf(found, total) })})`
      : '–';
  return (
    <ReportSection id="progress-groups" title={t('groups.title')} intro={t('groups.intro')}>
      <BarChart
        labels={groups.map(name)}
        max={100}
        series={[
          {
            label: `${t('groups.cases')}, %`,
            values: groups.map((group) => percentOf(group.casesFound, group.cases)),
            color: theme.colors.primary,
          },
          {
            label: `${t('groups.bugs')}, %`,
            values: groups.map((group) => percentOf(group.bugsFound, group.bugs)),
            color: theme.colors.badge,
          },
        ]}
      />
      <FigureTable
        caption={t('groups.title')}
        summary={t('table')}
        columns={[t('groups.group'), t('groups.cases'), t('groups.bugs')]}
        rows={groups.map((group) => [
          name(group),
          ofTotal(group.casesFound, group.cases),
          ofTotal(group.bugsFound, group.bugs),
        ])}
      />
    </ReportSection>
  );
};
