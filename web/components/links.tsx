import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type MouseEvent,
  useContext,
} from 'react';
import { navigate } from '#web/lib/navigation.ts';

/*
 * The links of the components the landing page shows (site header and footer, logo, the page):
 * React Router's `Link` and `NavLink` where the router runs (the root layout provides them), plain
 * anchors that navigate through `web/lib/navigation.ts` where it does not yet (the landing page
 * starts without the router, decision 048). The same markup either way.
 */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string | undefined);
  /** Active only on `to` itself, not on the paths below it. */
  end?: boolean;
}

export interface LinkComponents {
  Link: ComponentType<LinkProps>;
  NavLink: ComponentType<NavLinkProps>;
}

/** A press the browser should handle itself: another tab or window, a download, a modifier key. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.currentTarget.hasAttribute('download') ||
    (target !== null && target !== '_self')
  );
}

function AnchorLink({ to, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** React Router's rule: the path itself, or (without `end`) a path below it. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (pathname === to) return true;
  return !end && to !== '/' && pathname.startsWith(`${to}/`);
}

function AnchorNavLink({ className, end, ...rest }: NavLinkProps) {
  const isActive =
    typeof window !== 'undefined' && isActivePath(window.location.pathname, rest.to, end);
  return (
    <AnchorLink
      aria-current={isActive ? 'page' : undefined}
      {...rest}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

const LinksContext = createContext<LinkComponents>({ Link: AnchorLink, NavLink: AnchorNavLink });

/** Where the router runs, its links (`web/app/router-links.ts`). */
export const LinksProvider = LinksContext.Provider;

export function Link(props: LinkProps) {
  const { Link: Component } = useContext(LinksContext);
  return <Component {...props} />;
}

export function NavLink(props: NavLinkProps) {
  const { NavLink: Component } = useContext(LinksContext);
  return <Component {...props} />;
}
