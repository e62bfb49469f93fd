import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from './routing';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the app. */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain left click on a link that opens in this tab; anything else (a new tab, a download) is the browser's. */
const opensHere = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * <a href={to}> that navigates in the app. As react-router's: the link's own onClick runs first and may prevent
 * the navigation, and a link to where the page already is replaces the history entry instead of adding one.
 */
export const Link = ({ to, replace, onClick, ...anchor }: LinkProps) => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !opensHere(event, anchor.target)) return;
    event.preventDefault();
    void navigate(to, { replace: replace ?? to === pathname + search });
  };
  return <a {...anchor} href={to} onClick={click} />;
};

/**
 * A Link marked aria-current="page" and class "active" while the current path is `to` or below it (only `to`
 * with `end`), ignoring case, as react-router's NavLink.
 */
export const NavLink = ({ end = false, className, ...link }: LinkProps & { end?: boolean }) => {
  const current = useLocation().pathname.toLowerCase();
  const to = link.to.toLowerCase();
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const active = current === to || (!end && current.startsWith(to) && current.charAt(slash) === '/');
  return (
    <Link
      {...link}
      aria-current={active ? 'page' : undefined}
      className={[className, active && 'active'].filter(Boolean).join(' ')}
    />
  );
};
