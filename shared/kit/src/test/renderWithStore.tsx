import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, makeStore, type AppStore } from '@qa/shared';

/** A kit piece as a page mounts it: a fresh store (a page load) and a router for its links; rerender keeps both. */
export const renderWithStore = (ui: ReactElement, store: AppStore = makeStore()) => {
  const Providers = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter>{children}</MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Providers }) };
};
