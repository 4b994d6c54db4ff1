import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BOOT_SHELL_NAME_SLOT } from '#common/constants.ts';
import { DashboardBootShell } from '#web/features/dashboard/pages/dashboard-page.tsx';
import { BlogBootShell } from '#web/features/blog/pages/blog-page.tsx';
import { clearSession, setSessionUser } from '#web/lib/session.ts';

/*
 * Run by the web build, in Node (vite.config.ts, bootShells): renders the tops of the member pages
 * the server paints before any script runs (decision 029), with the app's own components, so the
 * markup is the one the app renders next and cannot drift from it. The member's first name is a
 * slot the server fills; the header differs for admins (their Admin link) and, on a public page,
 * for a visitor who is not signed in (Sign In and Get Started).
 */

/**
 * Route pattern (as in route-preloads.json) → the markup for a member and for an admin, and for a
 * visitor with no session on a public page.
 */
export type BootShells = Record<string, { member: string; admin: string; guest?: string }>;

type Viewer = 'guest' | 'member' | 'admin';

const SHELLS: Record<string, { path: string; element: ReactElement; guest: boolean }> = {
  dashboard: {
    path: '/dashboard',
    element: <DashboardBootShell firstName={BOOT_SHELL_NAME_SLOT} />,
    guest: false,
  },
  blog: { path: '/blog', element: <BlogBootShell />, guest: true },
};

function render(path: string, element: ReactElement, viewer: Viewer): string {
  // The site header reads the session: nobody, or a stand-in member whose name is the slot.
  if (viewer === 'guest') clearSession();
  else
    setSessionUser({
      id: 'boot-shell',
      email: 'boot-shell@example.invalid',
      firstName: BOOT_SHELL_NAME_SLOT,
      isAdmin: viewer === 'admin',
      goals: [],
    });
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

export function renderBootShells(): BootShells {
  const shells: BootShells = {};
  for (const [route, { path, element, guest }] of Object.entries(SHELLS)) {
    shells[route] = {
      member: render(path, element, 'member'),
      admin: render(path, element, 'admin'),
      ...(guest ? { guest: render(path, element, 'guest') } : {}),
    };
  }
  clearSession();
  return shells;
}
