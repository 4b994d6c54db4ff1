import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { BOOT_SHELL_NAME_SLOT } from '#common/constants.ts';
import { DashboardBootShell } from '#web/features/dashboard/pages/dashboard-page.tsx';
import { setSessionUser } from '#web/lib/session.ts';

/*
 * Run by the web build, in Node (vite.config.ts, bootShells): renders the tops of the member pages
 * the server paints before any script runs (decision 029), with the app's own components, so the
 * markup is the one the app renders next and cannot drift from it. The member's first name is a
 * slot the server fills; the header differs for admins (their Admin link), hence two versions.
 */

/** Route pattern (as in route-preloads.json) → the markup for a member and for an admin. */
export type BootShells = Record<string, { member: string; admin: string }>;

const SHELLS: Record<string, { path: string; element: ReactElement }> = {
  dashboard: {
    path: '/dashboard',
    element: <DashboardBootShell firstName={BOOT_SHELL_NAME_SLOT} />,
  },
};

function render(path: string, element: ReactElement, isAdmin: boolean): string {
  // The site header reads the session: a stand-in member, whose name is the slot.
  setSessionUser({
    id: 'boot-shell',
    email: 'boot-shell@example.invalid',
    firstName: BOOT_SHELL_NAME_SLOT,
    isAdmin,
    goals: [],
  });
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

export function renderBootShells(): BootShells {
  const shells: BootShells = {};
  for (const [route, { path, element }] of Object.entries(SHELLS)) {
    shells[route] = { member: render(path, element, false), admin: render(path, element, true) };
  }
  return shells;
}
