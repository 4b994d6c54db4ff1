import type { RouteObject } from 'react-router';
import { PLACEHOLDER_PATHS } from './routes.ts';

const placeholderPage = async () => ({
  Component: (await import('#web/features/misc/pages/placeholder-page.tsx')).PlaceholderPage,
});

/**
 * Every route but `/`, inside the `AppShell` layout (query client, tooltips). The router adds
 * these on the first navigation away from `/` (see `router.tsx`), which keeps this table and its
 * preload lists out of the landing page's initial JavaScript. One lazy module per page.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'app',
    lazy: async () => ({ Component: (await import('./app-shell.tsx')).AppShell }),
    children: [
      {
        path: 'onboarding',
        lazy: async () => ({
          Component: (await import('#web/features/auth/pages/onboarding-page.tsx')).OnboardingPage,
        }),
      },
      {
        path: 'login',
        lazy: async () => ({
          Component: (await import('#web/features/auth/pages/login-page.tsx')).LoginPage,
        }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('#web/features/auth/pages/forgot-password-page.tsx'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('#web/features/auth/pages/reset-password-page.tsx'))
            .ResetPasswordPage,
        }),
      },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('#web/features/dashboard/pages/dashboard-page.tsx'))
            .DashboardPage,
        }),
      },
      {
        path: 'workout',
        lazy: async () => ({
          Component: (await import('#web/features/workouts/pages/workout-page.tsx')).WorkoutPage,
        }),
      },
      {
        path: 'measurements',
        lazy: async () => ({
          Component: (await import('#web/features/measurements/pages/measurements-page.tsx'))
            .MeasurementsPage,
        }),
      },
      {
        path: 'progress',
        lazy: async () => ({
          Component: (await import('#web/features/progress/pages/progress-page.tsx')).ProgressPage,
        }),
      },
      {
        path: 'flex',
        lazy: async () => ({
          Component: (await import('#web/features/coach/pages/flex-page.tsx')).FlexPage,
        }),
      },
      {
        path: 'upgrade',
        lazy: async () => ({
          Component: (await import('#web/features/subscriptions/pages/upgrade-page.tsx'))
            .UpgradePage,
        }),
      },
      {
        path: 'buy-credits',
        lazy: async () => ({
          Component: (await import('#web/features/credits/pages/buy-credits-page.tsx'))
            .BuyCreditsPage,
        }),
      },
      {
        path: 'account-settings',
        lazy: async () => ({
          Component: (await import('#web/features/account/pages/account-settings-page.tsx'))
            .AccountSettingsPage,
        }),
      },
      ...PLACEHOLDER_PATHS.map((path) => ({ id: path, path, lazy: placeholderPage })),
      {
        path: ':code',
        lazy: async () => ({
          Component: (await import('#web/features/referrals/pages/referral-redirect-page.tsx'))
            .ReferralRedirectPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('#web/features/misc/pages/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];
