import { languageTag, selectLanguage, useAppSelector, useTranslation } from '@qa/shared';
import { theme } from '../../theme/theme';
import { BarChart } from './charts/BarChart';
import { FigureTable } from './FigureTable';
import type { EfficiencyFigure } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';
import { useChallengeName } from '../common/useChallengeName';

/** Submissions per find against par, per challenge tried. */
export const EfficiencySection = ({ efficiency }: { efficiency: readonly EfficiencyFigure[] }) => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const oneDecimal = new Intl.NumberFormat(languageTag(language), { maximumFractionDigits: 1 });
  const challengeName = useChallengeName();
  const name = (figure: EfficiencyFigure) => challengeName(figure.challenge);
  return (
    <ReportSection id="progress-efficiency" title={t('efficiency.title')} intro={t('efficiency.intro')}>
      <BarChart
        labels={efficiency.map(name)}
        horizontal
        series={[
          {
            label: t('efficiency.submissions'),
            values: efficiency.map((figure) => figure.submissions),
            color: theme.colors.primary,
          },
          {
            label: t('efficiency.par'),
            values: efficiency.map((figure) => figure.par),
            color: theme.colors.muted,
          },
        ]}
      />
      <FigureTable
        caption={t('efficiency.title')}
        summary={t('table')}
        columns={[
          t('efficiency.challenge'),
          t('efficiency.submissions'),
          t('efficiency.found'),
          t('efficiency.par'),
          t('efficiency.perFind'),
          t('efficiency.verdict'),
        ]}
        rows={efficiency.map((figure) => [
          name(figure),
          figure.submissions,
          t('ofTotal', { found: figure.found, total: figure.par }),
          figure.par,
          figure.perFind === undefined ? '–' : oneDecimal.format(figure.perFind),
          t(`efficiency.verdicts.${figure.verdict}`),
        ])}
      />
    </ReportSection>
  );
};
