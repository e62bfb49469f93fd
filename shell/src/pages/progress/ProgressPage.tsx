import { selectIsSignedIn, useAppSelector, useTranslation } from '@qa/shared';
import { FailureNotice } from '../../layout/FailureNotice';
import { PageTitle } from '../common/PageTitle';
import { usePageTitle } from '../common/usePageTitle';
import { InterviewSection } from './InterviewSection';
import { ProgressFileSection } from './ProgressFileSection';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ProgressReport } from './ProgressReport';
import { useProgressData } from './useProgressData';

/** /app/progress: where the learner stands and what to practise next, signed in or not. */
export const ProgressPage = () => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  usePageTitle(t('title'));
  const signedIn = useAppSelector(selectIsSignedIn);
  const { state, retry } = useProgressData();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p>{t('intro')}</p>
      <p>{signedIn ? t('keptWithAccount') : t('keptLocally')}</p>
      {state.status === 'loading' && <p role="status">{t('loading')}</p>}
      {state.status === 'failed' && (
        <FailureNotice
          text={t('loadFailed', { reason: state.reason ?? t('unreachable') })}
          retry={t('retry')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && <ProgressReport data={state.data} />}
      {signedIn && <InterviewSection />}
      <ProgressFileSection />
    </>
  );
};
