/**
 * The router, wouter, under its own names. The shell's router is the one object every link and redirect needs (its
 * React context), so the shell, the kit and the remotes reach wouter only through this contract, a singleton
 * (ESLint refuses a direct import elsewhere: a copy in a remote's bundle would have no router context). wouter
 * matches a path ignoring case and a trailing slash, and a Switch renders the first route that matches, so a
 * specific path goes before a pattern that also matches it. The project adds two things: the deferred location
 * and NavLink.
 */
import {
  createContext,
  useContext,
  useDeferredValue,
  useMemo,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link, Router, useRoute, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { useBrowserLocation, useSearch as useBrowserSearch } from 'wouter/use-browser-location';

export { Link, Redirect, Route, Switch, useLocation, useParams, useRoute, useSearch } from 'wouter';
export { memoryLocation } from 'wouter/memory-location';

type Navigate = ReturnType<BaseLocationHook>[1];

const Deferred = createContext({ path: '/', search: '', navigate: ((): void => undefined) as Navigate });
const useDeferredPath = (): [string, Navigate] => {
  const { path, navigate } = useContext(Deferred);
  return [path, navigate];
};
const useDeferredSearch = () => useContext(Deferred).search;

/**
 * The app's router: the address bar, or `hook` (a test's memoryLocation().hook). Its routes see the location as a
 * deferred value, as react-router rendered a navigation in a transition: a page that suspends while it loads (a
 * lazy page, a remote) leaves the page before it on screen instead of the Suspense fallback.
 */
export const DeferredRouter = ({
  hook = useBrowserLocation,
  searchHook = hook.searchHook ?? useBrowserSearch,
  children,
}: {
  hook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
  children: ReactNode;
}) => {
  const [location, navigate] = hook();
  // Both deferred in one render, so the routes never see one location's path with another's search.
  const path = useDeferredValue(location);
  const search = useDeferredValue(searchHook());
  const value = useMemo(() => ({ path, search, navigate }), [path, search, navigate]);
  return (
    <Deferred.Provider value={value}>
      <Router hook={useDeferredPath} searchHook={useDeferredSearch}>
        {children}
      </Router>
    </Deferred.Provider>
  );
};

/**
 * A Link marked aria-current="page" while the current path is `to` or below it (only `to` with `end`), matched as
 * routes are, as wouter's own active flag (an exact match, case-sensitive) cannot say.
 */
export const NavLink = ({
  end = false,
  ...link
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; end?: boolean }) => {
  const [active] = useRoute(end ? link.to : `${link.to.replace(/\/$/, '')}/*?`);
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
};
