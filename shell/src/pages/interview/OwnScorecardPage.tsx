import { Link, selectLanguage, useAppSelector, useParams, useTranslation } from '@qa/shared';
import { PageTitle } from '../common/PageTitle';
import { usePageTitle } from '../common/usePageTitle';
import { useOwnScorecardQuery } from './interviewApi';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';
import { ScorecardFrame } from './ScorecardFrame';

/**
 * /app/interview/sessions/:sessionId: a session's scorecard reopened by its learner from the progress page, in the
 * page's language, with a link to share it. A session that is not theirs is not found; one the clock ended is
 * scored on this first asking.
 */
export const OwnScorecardPage = () => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  usePageTitle(t('ownTitle'));
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const language = useAppSelector(selectLanguage);
  const query = useOwnScorecardQuery({ sessionId, language });
  return (
    <>
      <Link to="/app/progress">{t('backToProgress')}</Link>
      <PageTitle>{t('ownTitle')}</PageTitle>
      <ScorecardFrame
        query={query}
        namespace={INTERVIEW_PAGE_NAMESPACE}
        loadingKey="sharedLoading"
        failedKey="sharedFailed"
        sessionId={sessionId}
      />
    </>
  );
};
