import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPageLoad } from '../../auth/afterPageLoad';
import { whenFirstRemotePageSettled } from '../../federation/firstRemotePage';

const ToastArea = lazy(() => import('./ToastArea').then(({ ToastArea }) => ({ default: ToastArea })));

/**
 * The notifications of SPEC §9. Their library (react-toastify) is loaded once the page is usable and the browser
 * idle, so a page's first load does not carry it; notify() keeps what is sent meanwhile and it shows then.
 */
export const Notifications = () => {
  const [pageReady, setPageReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPageLoad(whenFirstRemotePageSettled).then(() => {
      if (mounted) setPageReady(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return pageReady ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
};
