import { useParams, useTranslation } from '@qa/shared';
import { PageTitle } from '../common/PageTitle';
import { usePageTitle } from '../common/usePageTitle';
import { useSharedScorecardQuery } from './interviewApi';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';
import { ScorecardFrame } from './ScorecardFrame';

/** /app/interview/shared/{token}: a scorecard someone shared, read without an account while its link is valid. */
export const SharedScorecardPage = () => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  usePageTitle(t('sharedTitle'));
  const { token = '' } = useParams<{ token: string }>();
  const query = useSharedScorecardQuery(token);
  return (
    <>
      <PageTitle>{t('sharedTitle')}</PageTitle>
      <ScorecardFrame
        query={query}
        namespace={INTERVIEW_PAGE_NAMESPACE}
        loadingKey="sharedLoading"
        failedKey="sharedFailed"
      />
    </>
  );
};
