import { Route, Routes } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { lazyPage } from './lazy-page.ts';

/**
 * Every route but `/`, inside the `AppShell` (query client, tooltips). The root router loads this
 * module on the first visit to any other page (see `router.tsx`), which keeps this table and the
 * app's providers out of the landing page's initial JavaScript. One lazy module per page.
 */
export const appRoutes = [
  {
    path: 'onboarding',
    page: lazyPage(() =>
      import('#web/features/auth/pages/onboarding-page.tsx').then((m) => m.OnboardingPage),
    ),
  },
  {
    path: 'login',
    page: lazyPage(() =>
      import('#web/features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
    ),
  },
  {
    path: 'forgot-password',
    page: lazyPage(() =>
      import('#web/features/auth/pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    path: 'reset-password',
    page: lazyPage(() =>
      import('#web/features/auth/pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    path: 'dashboard',
    page: lazyPage(() =>
      import('#web/features/dashboard/pages/dashboard-page.tsx').then((m) => m.DashboardPage),
    ),
  },
  {
    path: 'workout',
    page: lazyPage(() =>
      import('#web/features/workouts/pages/workout-page.tsx').then((m) => m.WorkoutPage),
    ),
  },
  {
    path: 'exercises',
    page: lazyPage(() =>
      import('#web/features/exercises/pages/exercise-library-page.tsx').then(
        (m) => m.ExerciseLibraryPage,
      ),
    ),
  },
  {
    path: 'exercises/:id',
    page: lazyPage(() =>
      import('#web/features/exercises/pages/exercise-page.tsx').then((m) => m.ExercisePage),
    ),
  },
  {
    path: 'measurements',
    page: lazyPage(() =>
      import('#web/features/measurements/pages/measurements-page.tsx').then(
        (m) => m.MeasurementsPage,
      ),
    ),
  },
  {
    path: 'progress',
    page: lazyPage(() =>
      import('#web/features/progress/pages/progress-page.tsx').then((m) => m.ProgressPage),
    ),
  },
  {
    path: 'flex',
    page: lazyPage(() => import('#web/features/coach/pages/flex-page.tsx').then((m) => m.FlexPage)),
  },
  {
    path: 'upgrade',
    page: lazyPage(() =>
      import('#web/features/subscriptions/pages/upgrade-page.tsx').then((m) => m.UpgradePage),
    ),
  },
  {
    path: 'buy-credits',
    page: lazyPage(() =>
      import('#web/features/credits/pages/buy-credits-page.tsx').then((m) => m.BuyCreditsPage),
    ),
  },
  {
    path: 'account-settings',
    page: lazyPage(() =>
      import('#web/features/account/pages/account-settings-page.tsx').then(
        (m) => m.AccountSettingsPage,
      ),
    ),
  },
  {
    path: 'nutrition',
    page: lazyPage(() =>
      import('#web/features/nutrition/pages/nutrition-page.tsx').then((m) => m.NutritionPage),
    ),
  },
  {
    path: 'notes',
    page: lazyPage(() =>
      import('#web/features/notes/pages/notes-page.tsx').then((m) => m.NotesPage),
    ),
  },
  {
    path: 'admin/sheets',
    page: lazyPage(() =>
      import('#web/features/admin/pages/admin-sheets-page.tsx').then((m) => m.AdminSheetsPage),
    ),
  },
  {
    path: 'affiliate',
    page: lazyPage(() =>
      import('#web/features/affiliate/pages/affiliate-page.tsx').then((m) => m.AffiliatePage),
    ),
  },
  {
    path: 'admin/affiliate',
    page: lazyPage(() =>
      import('#web/features/affiliate/pages/admin-affiliate-page.tsx').then(
        (m) => m.AdminAffiliatePage,
      ),
    ),
  },
  {
    path: 'blog',
    page: lazyPage(() => import('#web/features/blog/pages/blog-page.tsx').then((m) => m.BlogPage)),
  },
  {
    path: 'blog/:slug',
    page: lazyPage(() =>
      import('#web/features/blog/pages/blog-post-page.tsx').then((m) => m.BlogPostPage),
    ),
  },
  {
    path: 'admin',
    page: lazyPage(() =>
      import('#web/features/admin/pages/admin-page.tsx').then((m) => m.AdminPage),
    ),
  },
  {
    path: 'admin/blog',
    page: lazyPage(() =>
      import('#web/features/blog/pages/admin-blog-page.tsx').then((m) => m.AdminBlogPage),
    ),
  },
  {
    path: 'admin/blog/new',
    page: lazyPage(() =>
      import('#web/features/blog/pages/blog-editor-page.tsx').then((m) => m.BlogEditorPage),
    ),
  },
  {
    path: 'admin/blog/edit/:id',
    page: lazyPage(() =>
      import('#web/features/blog/pages/blog-editor-page.tsx').then((m) => m.BlogEditorPage),
    ),
  },
  {
    path: 'privacy-policy',
    page: lazyPage(() =>
      import('#web/features/policies/pages/privacy-policy-page.tsx').then(
        (m) => m.PrivacyPolicyPage,
      ),
    ),
  },
  {
    path: 'terms-of-service',
    page: lazyPage(() =>
      import('#web/features/policies/pages/terms-of-service-page.tsx').then(
        (m) => m.TermsOfServicePage,
      ),
    ),
  },
  {
    path: 'refund-policy',
    page: lazyPage(() =>
      import('#web/features/policies/pages/refund-policy-page.tsx').then((m) => m.RefundPolicyPage),
    ),
  },
  {
    path: 'health-disclaimer',
    page: lazyPage(() =>
      import('#web/features/policies/pages/health-disclaimer-page.tsx').then(
        (m) => m.HealthDisclaimerPage,
      ),
    ),
  },
  {
    path: 'cancellation-policy',
    page: lazyPage(() =>
      import('#web/features/policies/pages/cancellation-policy-page.tsx').then(
        (m) => m.CancellationPolicyPage,
      ),
    ),
  },
  {
    path: 'payment-policy',
    page: lazyPage(() =>
      import('#web/features/policies/pages/payment-policy-page.tsx').then(
        (m) => m.PaymentPolicyPage,
      ),
    ),
  },
  {
    path: 'flex-credits-policy',
    page: lazyPage(() =>
      import('#web/features/policies/pages/flex-credits-policy-page.tsx').then(
        (m) => m.FlexCreditsPolicyPage,
      ),
    ),
  },
  {
    path: 'affiliate-policy',
    page: lazyPage(() =>
      import('#web/features/policies/pages/affiliate-policy-page.tsx').then(
        (m) => m.AffiliatePolicyPage,
      ),
    ),
  },
  {
    path: ':code',
    page: lazyPage(() =>
      import('#web/features/referrals/pages/referral-redirect-page.tsx').then(
        (m) => m.ReferralRedirectPage,
      ),
    ),
  },
  {
    path: '*',
    page: lazyPage(() =>
      import('#web/features/misc/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
    ),
  },
];

export function AppRoutes() {
  return (
    <AppShell>
      <Routes>
        {appRoutes.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </AppShell>
  );
}
