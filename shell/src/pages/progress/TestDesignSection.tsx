import { selectLanguage, useAppSelector, useTranslation } from '@qa/shared';
import { TECHNIQUES } from '@qa/shared/progress';
import { theme } from '../../theme/theme';
import { BarChart } from './charts/BarChart';
import { FigureTable } from './FigureTable';
import type { DesignFigure, DesignWeakSpot } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';
import { useChallengeName } from '../common/useChallengeName';

export interface TestDesignSectionProps {
  designs: readonly DesignFigure[];
  weakSpot?: DesignWeakSpot;
}

/**
 * Per challenge with a best test-design run, the bug variants its table caught, and the technique those tables
 * miss most often; before any run, where to find the exercise.
 */
export const TestDesignSection = ({ designs, weakSpot }: TestDesignSectionProps) => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const challengeName = useChallengeName();
  const name = (figure: DesignFigure) => challengeName(figure.challenge);
  return (
    <ReportSection id="progress-test-design" title={t('testDesign.title')} intro={t('testDesign.intro')}>
      {designs.length === 0 ? (
        <p>{t('testDesign.invite')}</p>
      ) : (
        <>
          <p data-testid="design-weak-spot">
            {weakSpot
              ? t('testDesign.weakSpot', {
                  technique: TECHNIQUES[weakSpot.technique][language],
                  missed: weakSpot.missed,
                  challenges: weakSpot.challenges,
                })
              : t('testDesign.noneMissed')}
          </p>
          <BarChart
            labels={designs.map(name)}
            horizontal
            series={[
              {
                label: t('testDesign.caught'),
                values: designs.map((figure) => figure.caught),
                color: theme.colors.primary,
              },
              {
                label: t('testDesign.total'),
                values: designs.map((figure) => figure.total),
                color: theme.colors.muted,
              },
            ]}
          />
          <FigureTable
            caption={t('testDesign.title')}
            summary={t('table')}
            columns={[t('testDesign.challenge'), t('testDesign.caught'), t('testDesign.score')]}
            rows={designs.map((figure) => [
              name(figure),
              t('ofTotal', { found: figure.caught, total: figure.total }),
              t('ofTotal', { found: figure.score, total: 100 }),
            ])}
          />
        </>
      )}
    </ReportSection>
  );
};
