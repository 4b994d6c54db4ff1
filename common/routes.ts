/*
 * The app's route table, as plain data: which page each path shows, who may see it, how it is
 * framed, and whether the server paints its top. The web router builds its routes from it
 * (`web/app/app-routes.tsx`), the web build reads it for each page's preloads and painted tops
 * (`vite.config.ts`), and the server matches a request's path against it (`server/http`). Nothing
 * parses source files for routes any more.
 */

import { WORKOUT_OPEN_COOKIE } from './page-shell.ts';

/**
 * - `public`: anyone;
 * - `member`: signed-in members (signed-out visitors go to `/`);
 * - `admin-redirect`: admins; anyone else goes to `/` (the admin dashboard, spec part 2 section 6);
 * - `admin-deny`: admins; a member sees Access Denied (other admin pages), and with
 *   `refreshAccess` a button that reloads their access.
 */
export type RouteAccess = 'public' | 'member' | 'admin-redirect' | 'admin-deny';

export interface AppRoute {
  /** The URL pattern, as the router reads it: `/exercises/:id`; `*` catches the rest. */
  path: string;
  /** The page module, from `web/`. */
  page: string;
  /** The page component that module exports. */
  component: string;
  access: RouteAccess;
  /**
   * Signed-in pages only: `page` draws the site header around the page (the member layout);
   * `own` leaves the whole screen to the page (the workout screen, the chat).
   */
  frame?: 'page' | 'own';
  /** Signed-in pages only: the layout shows "Back to Dashboard" above the page. */
  back?: boolean;
  /** Admin Access Denied offers "Refresh Admin Access" (spec part 2 sections 2 and 6). */
  refreshAccess?: boolean;
  /**
   * The server paints the top of this page before any script runs (decision 029): for a
   * signed-in `member`, or also for a `visitor` (a public page's own version).
   */
  painted?: 'member' | 'member-and-visitor';
  /**
   * A painted page whose first screen can depend on what only the browser holds (a workout in
   * progress on `/workout`): while it holds that, the browser keeps this cookie with the member's
   * id, and the server sends that member the plain page, which the app draws from what it holds.
   */
  unpaintedWhile?: string;
}

const member = (path: string, page: string, component: string, extra: Partial<AppRoute> = {}) =>
  ({ path, page, component, access: 'member', frame: 'page', back: true, ...extra }) as const;
const open = (path: string, page: string, component: string, extra: Partial<AppRoute> = {}) =>
  ({ path, page, component, access: 'public', ...extra }) as const;
const policy = (slug: string, component: string) =>
  open(`/${slug}`, `features/policies/pages/${slug}-page.tsx`, component);

/** The landing page: outside the app's route module, so `/` ships little JavaScript. */
export const LANDING_ROUTE: AppRoute = open(
  '/',
  'features/landing/pages/landing-page.tsx',
  'LandingPage',
);

/** Every other route, in the order the router lists them. */
export const APP_ROUTES: readonly AppRoute[] = [
  open('/onboarding', 'features/auth/pages/onboarding-page.tsx', 'OnboardingPage'),
  open('/login', 'features/auth/pages/login-page.tsx', 'LoginPage'),
  open('/forgot-password', 'features/auth/pages/forgot-password-page.tsx', 'ForgotPasswordPage'),
  open('/reset-password', 'features/auth/pages/reset-password-page.tsx', 'ResetPasswordPage'),
  member('/dashboard', 'features/dashboard/pages/dashboard-page.tsx', 'DashboardPage', {
    back: false,
    painted: 'member',
  }),
  member('/workout', 'features/workouts/pages/workout-page.tsx', 'WorkoutPage', {
    frame: 'own',
    back: false,
    painted: 'member',
    unpaintedWhile: WORKOUT_OPEN_COOKIE,
  }),
  open('/exercises', 'features/exercises/pages/exercise-library-page.tsx', 'ExerciseLibraryPage', {
    painted: 'member-and-visitor',
  }),
  open('/exercises/:id', 'features/exercises/pages/exercise-page.tsx', 'ExercisePage'),
  member('/measurements', 'features/measurements/pages/measurements-page.tsx', 'MeasurementsPage'),
  member('/progress', 'features/progress/pages/progress-page.tsx', 'ProgressPage'),
  member('/history', 'features/workouts/pages/history-page.tsx', 'HistoryPage'),
  member('/routines', 'features/workouts/pages/routines-page.tsx', 'RoutinesPage'),
  member('/flex', 'features/coach/pages/flex-page.tsx', 'FlexPage', { frame: 'own', back: false }),
  member('/upgrade', 'features/subscriptions/pages/upgrade-page.tsx', 'UpgradePage'),
  member('/buy-credits', 'features/credits/pages/buy-credits-page.tsx', 'BuyCreditsPage'),
  member(
    '/account-settings',
    'features/account/pages/account-settings-page.tsx',
    'AccountSettingsPage',
  ),
  member('/nutrition', 'features/nutrition/pages/nutrition-page.tsx', 'NutritionPage'),
  member('/notes', 'features/notes/pages/notes-page.tsx', 'NotesPage'),
  member('/admin/sheets', 'features/admin/pages/admin-sheets-page.tsx', 'AdminSheetsPage', {
    access: 'admin-deny',
  }),
  member('/admin/members', 'features/admin/pages/admin-members-page.tsx', 'AdminMembersPage', {
    access: 'admin-deny',
  }),
  member('/affiliate', 'features/affiliate/pages/affiliate-page.tsx', 'AffiliatePage'),
  member(
    '/admin/affiliate',
    'features/affiliate/pages/admin-affiliate-page.tsx',
    'AdminAffiliatePage',
    { access: 'admin-deny', refreshAccess: true, back: false },
  ),
  open('/blog', 'features/blog/pages/blog-page.tsx', 'BlogPage', {
    painted: 'member-and-visitor',
  }),
  open('/blog/:slug', 'features/blog/pages/blog-post-page.tsx', 'BlogPostPage'),
  member('/admin', 'features/admin/pages/admin-page.tsx', 'AdminPage', {
    access: 'admin-redirect',
  }),
  member('/admin/blog', 'features/blog/pages/admin-blog-page.tsx', 'AdminBlogPage', {
    access: 'admin-deny',
    refreshAccess: true,
  }),
  member('/admin/blog/new', 'features/blog/pages/blog-editor-page.tsx', 'BlogEditorPage', {
    access: 'admin-deny',
    back: false,
  }),
  member('/admin/blog/edit/:id', 'features/blog/pages/blog-editor-page.tsx', 'BlogEditorPage', {
    access: 'admin-deny',
    back: false,
  }),
  policy('privacy-policy', 'PrivacyPolicyPage'),
  policy('terms-of-service', 'TermsOfServicePage'),
  policy('refund-policy', 'RefundPolicyPage'),
  policy('health-disclaimer', 'HealthDisclaimerPage'),
  policy('cancellation-policy', 'CancellationPolicyPage'),
  policy('payment-policy', 'PaymentPolicyPage'),
  policy('flex-credits-policy', 'FlexCreditsPolicyPage'),
  policy('affiliate-policy', 'AffiliatePolicyPage'),
  open('/:code', 'features/referrals/pages/referral-redirect-page.tsx', 'ReferralRedirectPage'),
  open('*', 'features/misc/pages/not-found-page.tsx', 'NotFoundPage'),
];

export const ROUTES: readonly AppRoute[] = [LANDING_ROUTE, ...APP_ROUTES];

export const isSignedInRoute = (route: AppRoute) => route.access !== 'public';

/**
 * The route a path shows, as the router picks it: the most static segments win over `:params`,
 * `*` catches the rest. Null only when the table has no `*`.
 */
export function matchRoute(
  pathname: string,
  routes: readonly AppRoute[] = ROUTES,
): AppRoute | null {
  const segments = pathname.split('/').filter(Boolean);
  let best: { route: AppRoute; score: number } | null = null;
  let rest: AppRoute | null = null;
  for (const route of routes) {
    if (route.path === '*') {
      rest = route;
      continue;
    }
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    let score = 0;
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) return true;
      score += 1;
      return part === segments[i];
    });
    if (matches && (!best || score > best.score)) best = { route, score };
  }
  return best?.route ?? rest;
}
