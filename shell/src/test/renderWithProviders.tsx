import {
  DeferredRouter,
  i18n,
  makeStore,
  memoryLocation,
  type AppStore,
  type RootState,
  I18nextProvider,
} from '@qa/shared';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import '../i18n/registerChromeTexts';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The path the memory router starts at. */
  route?: string;
  preloadedState?: Partial<RootState>;
  /** A store of the test's own; by default a fresh real store per render. */
  store?: AppStore;
}

/** As after the identity client's first report; tests of the moment before it preload their own account. */
const SIGNED_OUT = { user: '', isEmailVerified: false, authChecked: true };

/** Renders with what bootstrap gives the app: the real store, the shared i18n and a router. */
export const renderWithProviders = (
  ui: ReactElement,
  {
    route = '/app/',
    preloadedState,
    store = makeStore({ account: SIGNED_OUT, ...preloadedState }),
    ...options
  }: ProvidersOptions = {},
) => {
  // i18n is one instance for the whole test file: start each render in the store's language.
  void i18n.changeLanguage(store.getState().language.local);
  // Made once per render: a rerender keeps where the test has navigated to.
  const location = memoryLocation({ path: route });
  const Providers = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <DeferredRouter hook={location.hook}>{children}</DeferredRouter>
      </I18nextProvider>
    </Provider>
  );
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
};
