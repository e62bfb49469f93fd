import { useTranslation } from '@qa/shared';
import { TRACKER_NAMESPACE } from '@qa/kit/tracker-texts';
import { FigureRows } from '../../layout/Card';
import { useChallengeName } from '../common/useChallengeName';
import type { BugReportFigure } from './bugReportFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';

export interface BugReportSectionProps {
  bugReports: readonly BugReportFigure[];
}

/**
 * Per challenge with a kept bug report, the best report of each planted bug: its title, severity and score; before
 * any report, where to find the exercise. A table of text, read as it is: no chart draws titles.
 */
export const BugReportSection = ({ bugReports }: BugReportSectionProps) => {
  const { t } = useTranslation([PROGRESS_PAGE_NAMESPACE, TRACKER_NAMESPACE]);
  const challengeName = useChallengeName();
  return (
    <ReportSection id="progress-bug-reports" title={t('bugReports.title')} intro={t('bugReports.intro')}>
      {bugReports.length === 0 ? (
        <p>{t('bugReports.invite')}</p>
      ) : (
        <FigureRows>
          <caption>{t('bugReports.title')}</caption>
          <thead>
            <tr>
              {(['challenge', 'bug', 'reportTitle', 'severity', 'score'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`bugReports.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bugReports.flatMap(({ challenge, reports }) =>
              reports.map((report) => (
                <tr key={`${challenge.group}-${challenge.key}-${report.bug}`}>
                  <th scope="row">{challengeName(challenge)}</th>
                  <td>{report.bug}</td>
                  <td>{report.title}</td>
                  <td>{t(`${TRACKER_NAMESPACE}:severities.${report.severity}`)}</td>
                  <td>{t('ofTotal', { found: report.score, total: 100 })}</td>
                </tr>
              )),
            )}
          </tbody>
        </FigureRows>
      )}
    </ReportSection>
  );
};
