import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@qa/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { loadRemotePage } from './remotes';

interface RemotePageProps<P extends object> {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'ChallengePage'. */
  exposed: string;
  pageProps: P;
}

const Loading = () => {
  const { t } = useTranslation('chrome');
  return <p aria-busy="true">{t('loading')}</p>;
};

/** Renders a page a remote exposes, with a localized fallback and a retry when it fails. */
export const RemotePage = <P extends object>({ remote, exposed, pageProps }: RemotePageProps<P>) => {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage<P>(remote, exposed, attempt > 0)),
    [remote, exposed, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${remote}/${exposed}#${attempt}`}
      fallback={<RemoteFallback onRetry={() => setAttempt((count) => count + 1)} />}
    >
      <Suspense fallback={<Loading />}>
        <Page {...pageProps} />
      </Suspense>
    </RemoteErrorBoundary>
  );
};
