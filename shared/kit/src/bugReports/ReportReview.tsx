import { useTranslation } from '@qa/shared';
import type { ReportReviewData } from '../testerTools/toolSources';
import { Mark, Muted } from '../testerTools/toolStyles';
import { BUG_REPORT_NAMESPACE } from './bugReportTexts';
import { TRACKER_NAMESPACE } from './trackerTexts';
import type { ReportWords } from './reportExport';

interface ReportReviewProps {
  result: ReportReviewData;
  /** The source keeps a reproduced report with the learner's progress, and the review says so. */
  kept: boolean;
  /** Names a step's values by the form's fields, as the report's own steps are. */
  stepText: (values: readonly string[]) => string;
  words: Pick<ReportWords, 'steps' | 'expected' | 'actual' | 'severity' | 'priority'>;
}

/**
 * What the review of a report says: the planted bug its steps reproduce (or why none), each criterion with its
 * reason, the score, and what the answer has of the rest: a duplicate of an earlier report, whether it is of the
 * most severe bug, the model report of that bug.
 */
export const ReportReview = ({ result, kept, stepText, words }: ReportReviewProps) => {
  const { t } = useTranslation([BUG_REPORT_NAMESPACE, TRACKER_NAMESPACE]);
  const { reproduces, model, duplicateOf, mostSevere } = result;
  return (
    <>
      <h3>{t('reviewHeading')}</h3>
      {reproduces.bug !== null && <p>{t('reproduces', { bug: reproduces.bug })}</p>}
      <p>{reproduces.why}</p>
      {typeof duplicateOf === 'string' && <p>{t('duplicate', { title: duplicateOf })}</p>}
      {result.criteria.length > 0 && (
        <ul>
          {result.criteria.map(({ name, passed, reason }) => (
            <li key={name}>
              <Mark $ok={passed}>
                {passed ? '✓' : '✗'} {t(`criteria.${name}`)}: {t(passed ? 'passed' : 'failed')}.
              </Mark>{' '}
              {reason}
            </li>
          ))}
        </ul>
      )}
      {reproduces.bug !== null && <p>{t('score', { score: result.score })}</p>}
      {reproduces.bug !== null && mostSevere !== undefined && (
        <p>{t(mostSevere ? 'mostSevere' : 'notMostSevere')}</p>
      )}
      {reproduces.bug !== null && kept && <Muted>{t('kept')}</Muted>}
      {model && (
        <details>
          <summary>{t('modelHeading')}</summary>
          <p>{t('modelIntro')}</p>
          <p>
            <strong>{model.title}</strong>
          </p>
          <p>{words.steps}:</p>
          <ol>
            {model.steps.map((step, index) => (
              <li key={index}>
                {stepText([step.values.first ?? '', step.values.second ?? '', step.values.third ?? ''])}
              </li>
            ))}
          </ol>
          <p>
            {words.expected}: {model.expected}
          </p>
          <p>
            {words.actual}: {model.actual}
          </p>
          <p>
            {words.severity}: {t(`${TRACKER_NAMESPACE}:severities.${model.severity}`)} · {words.priority}:{' '}
            {t(`${TRACKER_NAMESPACE}:priorities.${model.priority}`)}
          </p>
        </details>
      )}
    </>
  );
};
