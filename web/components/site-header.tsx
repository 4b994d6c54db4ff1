import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink } from './links.tsx';
import { logout, useSession } from '#web/lib/session.ts';
import { LogOutIcon, MenuIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { buttonVariants } from './ui/button-variants.ts';

type Tone = 'light' | 'dark';

const MOBILE_MENU_ID = 'site-menu';

function memberLinks(isAdmin: boolean) {
  return [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/affiliate', label: 'Affiliate' },
    ...(isAdmin ? [{ to: '/admin', label: 'Admin' }] : []),
    { to: '/account-settings', label: 'Account' },
  ];
}

/**
 * Logout as a real form: a press before the page's scripts run (the server paints this header)
 * posts it, and the server ends the session and sends the browser home; once the app runs, it
 * logs out itself.
 */
function LogoutForm({ children }: { children: ReactNode }) {
  return (
    <form
      method="post"
      action="/api/auth/logout"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void logout();
      }}
    >
      {children}
    </form>
  );
}

/** Closes the mobile menu (a native popover) when one of its items is used. */
function closeMenu(event: MouseEvent<HTMLElement>) {
  const popover = event.currentTarget.closest<HTMLElement>('[popover]');
  if (popover && typeof popover.hidePopover === 'function') popover.hidePopover();
}

/**
 * Site header (spec part 1 section 2). Signed in: Dashboard, Affiliate, Admin (admins only),
 * Account and Logout; below 768 px they move into a menu built on the native Popover API (Escape
 * and outside clicks close it, no script needed). Signed out: Sign In and Get Started.
 */
export function SiteHeader({ tone = 'light' }: { tone?: Tone }) {
  const { user } = useSession();
  const dark = tone === 'dark';
  const ghost = buttonVariants({ variant: dark ? 'ghost-dark' : 'ghost', size: 'sm' });
  const navClass = ({ isActive }: { isActive: boolean }) =>
    clsx(ghost, isActive && (dark ? 'bg-white/10 text-white' : 'bg-muted'));

  return (
    <header
      className={clsx(
        'sticky top-0 z-40 border-b backdrop-blur-md',
        dark
          ? 'border-white/10 bg-ink/85 text-white [--color-ring:var(--color-accent)]'
          : 'border-border bg-card/90',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 min-[400px]:px-4 sm:px-6">
        <Logo tone={tone} />
        {user ? (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
              {memberLinks(user.isAdmin).map((item) => (
                <NavLink key={item.to} to={item.to} className={navClass}>
                  {item.label}
                </NavLink>
              ))}
              <LogoutForm>
                <button type="submit" className={ghost}>
                  <LogOutIcon className="size-4" />
                  Logout
                </button>
              </LogoutForm>
            </nav>
            <button
              type="button"
              popoverTarget={MOBILE_MENU_ID}
              aria-label="Menu"
              className={clsx(
                buttonVariants({ variant: dark ? 'ghost-dark' : 'ghost', size: 'icon' }),
                'md:hidden',
              )}
            >
              <MenuIcon />
            </button>
            <nav
              id={MOBILE_MENU_ID}
              popover="auto"
              aria-label="Main"
              className="inset-x-3 top-18 bottom-auto m-0 w-auto rounded-2xl border border-border bg-card p-2 text-foreground shadow-xl backdrop:bg-ink/30 md:hidden"
            >
              <ul className="flex flex-col">
                {memberLinks(user.isAdmin).map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      onClick={closeMenu}
                      className={({ isActive }) =>
                        clsx(
                          buttonVariants({ variant: 'ghost', size: 'lg' }),
                          'w-full justify-start',
                          isActive && 'bg-muted',
                        )
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
                <li className="mt-1 border-t border-border pt-1">
                  <LogoutForm>
                    <button
                      type="submit"
                      className={clsx(
                        buttonVariants({ variant: 'ghost', size: 'lg' }),
                        'w-full justify-start',
                      )}
                      onClick={closeMenu}
                    >
                      <LogOutIcon className="size-5" />
                      Logout
                    </button>
                  </LogoutForm>
                </li>
              </ul>
            </nav>
          </>
        ) : (
          <nav aria-label="Account" className="flex items-center gap-0.5 sm:gap-2">
            <Link to="/login" className={ghost}>
              Sign In
            </Link>
            <Link
              to="/onboarding"
              className={buttonVariants({ variant: dark ? 'accent' : 'default', size: 'sm' })}
            >
              Get Started
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
}
