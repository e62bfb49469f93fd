import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { DeferredRouter, makeStore, memoryLocation, type AppStore } from '@qa/shared';

/** A kit piece as a page mounts it: a fresh store (a page load) and a router for its links; rerender keeps both. */
export const renderWithStore = (ui: ReactElement, store: AppStore = makeStore()) => {
  const location = memoryLocation();
  const Providers = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <DeferredRouter hook={location.hook}>{children}</DeferredRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Providers }) };
};
