import { selectLanguage, useAppSelector, useTranslation } from '@qa/shared';
import { TECHNIQUES } from '@qa/shared/progress';
import { theme } from '../../theme/theme';
import { BarChart } from './charts/BarChart';
import { FigureTable } from './FigureTable';
import type { TechniqueFigure } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { percentOf, ReportSection } from './ReportSection';

/** Per technique, the share found in the challenges the learner opened. */
export const TechniqueSection = ({ techniques }: { techniques: readonly TechniqueFigure[] }) => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const name = (figure: TechniqueFigure) => TECHNIQUES[figure.technique][language];
  return (
    <ReportSection id="progress-techniques" title={t('techniques.title')} intro={t('techniques.intro')}>
      <BarChart
        labels={techniques.map(name)}
        max={100}
        horizontal
        series={[
          {
            label: `${t('techniques.share')}, %`,
            values: techniques.map((figure) => percentOf(figure.found, figure.total)),
            color: theme.colors.primary,
          },
        ]}
      />
      <FigureTable
        caption={t('techniques.title')}
        summary={t('table')}
        columns={[t('techniques.technique'), t('techniques.found'), t('techniques.share')]}
        rows={techniques.map((figure) => [
          name(figure),
          t('ofTotal', { found: figure.found, total: figure.total }),
          t('percent', { value: percentOf(figure.found, figure.total) }),
        ])}
      />
    </ReportSection>
  );
};
