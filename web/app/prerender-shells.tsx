import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LinksProvider } from '#web/components/links.tsx';
import { ROUTER_LINKS } from './router-links.ts';
import { type BootShells, NAME_SLOT } from '#common/page-shell.ts';
import { ROUTES } from '#common/routes.ts';
import { DashboardBootShell } from '#web/features/dashboard/pages/dashboard-page.tsx';
import { BlogBootShell } from '#web/features/blog/pages/blog-page.tsx';
import { ExerciseLibraryBootShell } from '#web/features/exercises/pages/exercise-library-page.tsx';
import { WorkoutBootShell } from '#web/features/workouts/pages/workout-page.tsx';
import { clearSession, setSessionUser } from '#web/lib/session.ts';

/*
 * Run by the web build, in Node (vite.config.ts, bootShells): renders the tops of the member pages
 * the server paints before any script runs (decision 029), with the app's own components, so the
 * markup is the one the app renders next and cannot drift from it. The member's first name is a
 * slot the server fills; the header differs for admins (their Admin link) and, on a public page,
 * for a visitor who is not signed in (Sign In and Get Started).
 */

export type { BootShells };

type Viewer = 'visitor' | 'member' | 'admin';

/** The top of each route the table marks as painted (`common/routes.ts`). */
const TOPS: Record<string, ReactElement> = {
  '/dashboard': <DashboardBootShell firstName={NAME_SLOT} />,
  '/blog': <BlogBootShell />,
  '/exercises': <ExerciseLibraryBootShell />,
  '/workout': <WorkoutBootShell />,
};

function render(path: string, element: ReactElement, viewer: Viewer): string {
  // The site header reads the session: nobody, or a stand-in member whose name is the slot.
  if (viewer === 'visitor') clearSession();
  else
    setSessionUser({
      id: 'boot-shell',
      email: 'boot-shell@example.invalid',
      firstName: NAME_SLOT,
      isAdmin: viewer === 'admin',
      goals: [],
    });
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <LinksProvider value={ROUTER_LINKS}>{element}</LinksProvider>
    </MemoryRouter>,
  );
}

export function renderBootShells(): BootShells {
  const shells: BootShells = {};
  for (const route of ROUTES) {
    if (!route.painted) continue;
    const element = TOPS[route.path];
    if (!element) throw new Error(`No painted top is written for ${route.path}`);
    shells[route.path] = {
      member: render(route.path, element, 'member'),
      admin: render(route.path, element, 'admin'),
      ...(route.painted === 'member-and-visitor'
        ? { visitor: render(route.path, element, 'visitor') }
        : {}),
    };
  }
  clearSession();
  return shells;
}
