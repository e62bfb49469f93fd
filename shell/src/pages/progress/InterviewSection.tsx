import { Link, useTranslation } from '@qa/shared';
import { FigureRows } from '../../layout/Card';
import { useDateFormat } from '../classroom/useDateFormat';
import { serverMessage } from '../common/serverMessage';
import { useFinishedSessionsQuery } from '../interview/interviewApi';
import { ownScorecardPath } from '../interview/scorecardPaths';
import { ShareScorecard } from '../interview/ScorecardView';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';

/**
 * The signed-in learner's finished interview sessions, newest first: the form, when, the total, a link to open
 * each scorecard again and one to share it, so a scorecard left behind can be found and shown again.
 */
export const InterviewSection = () => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const dateOf = useDateFormat();
  const { data, error, isLoading } = useFinishedSessionsQuery();
  return (
    <ReportSection id="progress-interviews" title={t('interviews.title')} intro={t('interviews.intro')}>
      {isLoading && <p role="status">{t('loading')}</p>}
      {error !== undefined && (
        <p role="alert">{t('loadFailed', { reason: serverMessage(error) ?? t('unreachable') })}</p>
      )}
      {data?.length === 0 && (
        <p>
          {t('interviews.invite')} <Link to="/app/interview">{t('interviews.start')}</Link>
        </p>
      )}
      {data && data.length > 0 && (
        <FigureRows>
          <caption>{t('interviews.title')}</caption>
          <thead>
            <tr>
              {(['form', 'date', 'total', 'share'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(`interviews.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((session) => (
              <tr key={session.sessionId}>
                <th scope="row">
                  {session.family}
                  {session.assigned && ` (${t('interviews.assigned')})`}
                </th>
                <td>{dateOf(session.startedAt)}</td>
                <td>{t('ofTotal', { found: session.total, total: 100 })}</td>
                <td>
                  <Link
                    to={ownScorecardPath(session.sessionId)}
                    aria-label={t('interviews.openLabel', {
                      form: session.family,
                      date: dateOf(session.startedAt),
                    })}
                  >
                    {t('interviews.open')}
                  </Link>
                  <ShareScorecard sessionId={session.sessionId} />
                </td>
              </tr>
            ))}
          </tbody>
        </FigureRows>
      )}
    </ReportSection>
  );
};
