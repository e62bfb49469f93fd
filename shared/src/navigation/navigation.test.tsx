import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactNode } from 'react';
import {
  DeferredRouter,
  Link,
  memoryLocation,
  NavLink,
  Route,
  Switch,
  useLocation,
  useSearch,
} from './navigation';

const Where = () => {
  const [path] = useLocation();
  const search = useSearch();
  return <output data-testid="where">{search ? `${path}?${search}` : path}</output>;
};
const where = () => screen.getByTestId('where').textContent;

const at = (path: string, ui: ReactNode) =>
  render(
    <DeferredRouter hook={memoryLocation({ path }).hook}>
      {ui}
      <Where />
    </DeferredRouter>,
  );

describe('DeferredRouter', () => {
  it('keeps the page before a navigation on screen while the next one loads, not the loading fallback', async () => {
    let loaded = (_: { default: () => ReactNode }) => undefined as void;
    const LazyPage = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (loaded = resolve)));
    at(
      '/first',
      <>
        <Link to="/lazy">go</Link>
        <Suspense fallback="loading">
          <Switch>
            <Route path="/first">first page</Route>
            <Route path="/lazy">
              <LazyPage />
            </Route>
          </Switch>
        </Suspense>
      </>,
    );
    await userEvent.setup().click(screen.getByRole('link'));
    expect(screen.getByText('first page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => loaded({ default: () => 'lazy page' }));
    expect(await screen.findByText('lazy page')).toBeInTheDocument();
    expect(where()).toBe('/lazy');
  });

  it("takes a memory location's search with its path", () => {
    at('/app/list?group=scripted', null);
    expect(where()).toBe('/app/list?group=scripted');
  });

  it('follows the address bar by default', async () => {
    window.history.replaceState(null, '', '/start');
    render(
      <DeferredRouter>
        <Link to="/next?x=1">next</Link>
        <Where />
      </DeferredRouter>,
    );
    expect(where()).toBe('/start');
    await userEvent.setup().click(screen.getByRole('link', { name: 'next' }));
    expect(window.location.pathname + window.location.search).toBe('/next?x=1');
    expect(where()).toBe('/next?x=1');
  });
});

describe('NavLink', () => {
  const menu = (
    <>
      <NavLink to="/app/" end>
        Home
      </NavLink>
      <NavLink to="/app/list" end>
        List
      </NavLink>
      <NavLink to="/app/list/scripted">Scripted</NavLink>
    </>
  );
  const current = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it.each([
    ['/app/', ['Home']],
    ['/app', ['Home']],
    ['/app/list', ['List']],
    ['/app/list/scripted', ['Scripted']],
    ['/app/list/Scripted/', ['Scripted']],
    ['/app/list/scripted/more', ['Scripted']],
    ['/app/list/scriptedX', []],
  ])('at %s marks %j as the current page', (path, marked) => {
    at(path, menu);
    expect(current()).toEqual(marked);
  });
});
