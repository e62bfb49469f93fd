import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { clearUser, DeferredRouter, i18n, loadTexts, store, I18nextProvider } from '@qa/shared';
import { App } from './App';
import { afterPageLoad } from './auth/afterPageLoad';
import { knowSignedOutWithoutSession } from './auth/sessionMarker';
import { followAccount } from './progress/followAccount';
import { whenFirstRemotePageSettled } from './federation/firstRemotePage';
import { fetchRegistry } from './federation/remoteRegistry';
import { applyRegistry } from './federation/remotes';
import './i18n/registerChromeTexts';

const main = async () => {
  knowSignedOutWithoutSession(store);
  // The page's language, unless English, comes in chunks of its own, asked for when the texts were registered.
  const [registry] = await Promise.all([fetchRegistry(), loadTexts()]);
  applyRegistry(registry);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition React renders the first page in slices and keeps the main thread free between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <DeferredRouter>
              <App />
            </DeferredRouter>
          </I18nextProvider>
        </Provider>
      </StrictMode>,
    ),
  );
  // The page works without identity (challenges are anonymous): it is prepared once the page is usable, and a
  // failure here is only logged.
  await afterPageLoad(whenFirstRemotePageSettled);
  followAccount();
  import('./federation/snapshot/pageSnapshot').then(
    ({ keepSnapshots }) => keepSnapshots(),
    () => undefined, // without it, the next visit simply loads as a first one
  );
  // Its own chunk, without the Firebase client: that loads only where a session may exist or something asks for
  // it (decision 0073).
  import('./auth/ensureIdentity')
    .then(({ prepareIdentity }) => prepareIdentity())
    .catch((error: unknown) => {
      console.error('Identity client failed', error);
      // Nobody can be signed in: the pages that wait for the first report show their signed-out version.
      store.dispatch(clearUser());
    });
};

void main();
