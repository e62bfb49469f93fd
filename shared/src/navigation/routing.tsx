import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  Redirect,
  Route as WouterRoute,
  Router,
  Switch,
  useParams as useRouteParams,
  useRoute,
  useRouter,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';

type Go = (to: string, options?: { replace?: boolean }) => void;
type Params = Readonly<Record<string, string | undefined>>;

/** Where a router takes its location from: the browser's history, or a list in memory (tests). */
interface LocationSource {
  hook: () => [string, Go];
  searchHook: () => string;
}

interface CurrentLocation {
  pathname: string;
  /** '' or '?…', as window.location.search. */
  search: string;
  go: Go;
}

const Current = createContext<CurrentLocation>({ pathname: '/', search: '', go: () => undefined });
const useCurrentPath = (): [string, Go] => {
  const { pathname, go } = useContext(Current);
  return [pathname, go];
};
const useCurrentSearch = () => useContext(Current).search;

/**
 * The routes see the location as a deferred value, as react-router 7 renders a navigation in a transition: a
 * page that suspends while it loads (a lazy page, a remote) leaves the page before it on screen instead of the
 * Suspense fallback.
 */
const LocationRouter = ({ source, children }: { source: LocationSource; children: ReactNode }) => {
  const [pathname, go] = source.hook();
  const query = source.searchHook();
  const search = query && !query.startsWith('?') ? `?${query}` : query;
  const current = useDeferredValue(useMemo(() => ({ pathname, search, go }), [pathname, search, go]));
  return (
    <Current.Provider value={current}>
      <Router hook={useCurrentPath} searchHook={useCurrentSearch}>
        {children}
      </Router>
    </Current.Provider>
  );
};

const BROWSER: LocationSource = { hook: useBrowserLocation, searchHook: useBrowserSearch };

/** The page's router: the address bar. */
export const BrowserRouter = ({ children }: { children: ReactNode }) => (
  <LocationRouter source={BROWSER}>{children}</LocationRouter>
);

/** A router in memory (tests), at the last of `initialEntries` ('/path?search'). */
export const MemoryRouter = ({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children: ReactNode;
}) => {
  const [source] = useState(() => memoryLocation({ path: initialEntries[initialEntries.length - 1] ?? '/' }));
  return <LocationRouter source={source}>{children}</LocationRouter>;
};

/**
 * The first child route that matches, in order (react-router ranked them by specificity: put a specific path
 * before a pattern that also matches it). Matching ignores case and a trailing slash; path="*" matches any path.
 */
export const Routes = ({ children }: { children: ReactNode }) => <Switch>{routesOf(children)}</Switch>;

const routesOf = (children: ReactNode): ReactNode[] =>
  Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment
      ? routesOf(child.props.children)
      : [child],
  );

export interface RouteProps {
  path: string;
  element: ReactNode;
}

// `Routes` hands each route its match in a prop of its own, which goes on to wouter's Route with the path.
export const Route = ({ element, ...route }: RouteProps) => <WouterRoute {...route}>{element}</WouterRoute>;

/** Goes to `to` once rendered. */
export const Navigate = ({ to, replace }: { to: string; replace?: boolean }) => (
  <Redirect to={to} replace={replace} />
);

export interface Location {
  pathname: string;
  search: string;
}

export const useLocation = (): Location => {
  const router = useRouter();
  const [pathname] = router.hook(router);
  const search = router.searchHook(router);
  return useMemo(() => ({ pathname, search }), [pathname, search]);
};

/** Navigation is synchronous; the promise keeps react-router's awaitable signature. */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => Promise<void>;

export const useNavigate = (): NavigateFunction => {
  const router = useRouter();
  const [, go] = router.hook(router);
  return useCallback(
    (to, options) => {
      go(to, options);
      return Promise.resolve();
    },
    [go],
  );
};

/** The parameters of the route being rendered. */
export const useParams = (): Params => useRouteParams();

/** Whether the current path matches `pattern` (as a Route's path), with its parameters. */
export const useMatch = (pattern: string): { params: Params; pathname: string } | null => {
  const [matches, params] = useRoute(pattern);
  const { pathname } = useLocation();
  return matches ? { params, pathname } : null;
};
