import { useParams, useTranslation } from '@qa/shared';
import { FailureNotice } from '../../layout/FailureNotice';
import { PageTitle } from '../common/PageTitle';
import { serverMessage } from '../common/serverMessage';
import { usePageTitle } from '../common/usePageTitle';
import { useSharedScorecardQuery } from './interviewApi';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';
import { ScorecardView } from './ScorecardView';

/** /app/interview/shared/{token}: a scorecard someone shared, read without an account while its link is valid. */
export const SharedScorecardPage = () => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  usePageTitle(t('sharedTitle'));
  const { token = '' } = useParams<{ token: string }>();
  const { data, error, isLoading, refetch } = useSharedScorecardQuery(token);
  return (
    <>
      <PageTitle>{t('sharedTitle')}</PageTitle>
      {isLoading && <p role="status">{t('sharedLoading')}</p>}
      {error !== undefined && (
        <FailureNotice
          text={t('sharedFailed', { reason: serverMessage(error) ?? t('unreachable') })}
          retry={t('retry')}
          onRetry={() => void refetch()}
        />
      )}
      {data && <ScorecardView scorecard={data} />}
    </>
  );
};
