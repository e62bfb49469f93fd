import { Suspense, use, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import type { ExposedPage } from '@qa/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { PageLoading } from '../layout/PageLoading';
import { remotePageLoading, remotePageShown } from './firstRemotePage';
import { loadRemotePage } from './remotes';
import { remotePageCommitted, revealPage } from './snapshot/pageShown';

interface RemotePageProps<P extends object> {
  remote: string;
  /** The exposed module without './', e.g. 'ChallengePage'. */
  exposed: string;
  pageProps: P;
  /** The earliest contract the remote must have been built with (see checkRemoteContract). */
  needed?: string;
  /** Set where it is a part of a page the shell renders (the Game's rounds): the page is then not the remote's. */
  part?: boolean;
}

/**
 * One load per remote page and attempt, kept outside React so re-renders reuse it (`use` needs a stable
 * promise); a retry is a new attempt, which loads the remote afresh.
 */
const loads = new Map<string, Promise<ExposedPage<object>>>();
const loadOnce = (remote: string, exposed: string, attempt: number, needed?: string) => {
  const id = `${remote}/${exposed}#${attempt}${needed ?? ''}`;
  let load = loads.get(id);
  if (!load) {
    load = loadRemotePage<object>(remote, exposed, attempt > 0, needed);
    loads.set(id, load);
    remotePageLoading(load);
  }
  return load;
};

interface RemoteContentProps extends RemotePageProps<object> {
  attempt: number;
}

const RemoteContent = ({ remote, exposed, attempt, pageProps, needed, part }: RemoteContentProps) => {
  const Page: ComponentType<object> = use(loadOnce(remote, exposed, attempt, needed)).default;
  // In the commit, before any effect looks at the page (the tour asks whether its targets are visible).
  useLayoutEffect(() => (part ? revealPage() : remotePageCommitted()), [part]);
  // After the commit: what waits for the page (the identity client) starts once it is on screen.
  useEffect(remotePageShown, []);
  return <Page {...pageProps} />;
};

/** Renders a page a remote exposes, with a localized fallback and a retry when it fails. */
export const RemotePage = <P extends object>({
  remote,
  exposed,
  pageProps,
  needed,
  part,
}: RemotePageProps<P>) => {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary
      key={`${remote}/${exposed}#${attempt}`}
      fallback={(error) => <RemoteFallback error={error} onRetry={() => setAttempt((count) => count + 1)} />}
    >
      <Suspense fallback={<PageLoading />}>
        <RemoteContent
          remote={remote}
          exposed={exposed}
          attempt={attempt}
          pageProps={pageProps}
          needed={needed}
          part={part}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
};
