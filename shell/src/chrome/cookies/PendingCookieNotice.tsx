import { lazy, Suspense, useState } from 'react';
import { readCookiesAccepted } from './cookieConsent';

// Loaded only while the visitor has not accepted (index.html's early notice is on screen and works meanwhile):
// a returning visitor's pages load without the dialog.
const CookieNotice = lazy(() =>
  import('./CookieNotice').then((module) => ({ default: module.CookieNotice })),
);

/** The cookie notice, for a page view that began without the visitor's acceptance; it closes itself once given. */
export const PendingCookieNotice = () => {
  const [pending] = useState(() => !readCookiesAccepted());
  return pending ? (
    <Suspense fallback={null}>
      <CookieNotice />
    </Suspense>
  ) : null;
};
