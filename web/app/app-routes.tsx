import type { RouteObject } from 'react-router';

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
        path: 'exercises',
        lazy: async () => ({
          Component: (await import('#web/features/exercises/pages/exercise-library-page.tsx'))
            .ExerciseLibraryPage,
        }),
      },
      {
        path: 'exercises/:id',
        lazy: async () => ({
          Component: (await import('#web/features/exercises/pages/exercise-page.tsx')).ExercisePage,
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
      {
        path: 'nutrition',
        lazy: async () => ({
          Component: (await import('#web/features/nutrition/pages/nutrition-page.tsx'))
            .NutritionPage,
        }),
      },
      {
        path: 'notes',
        lazy: async () => ({
          Component: (await import('#web/features/notes/pages/notes-page.tsx')).NotesPage,
        }),
      },
      {
        path: 'admin/sheets',
        lazy: async () => ({
          Component: (await import('#web/features/admin/pages/admin-sheets-page.tsx'))
            .AdminSheetsPage,
        }),
      },
      {
        path: 'affiliate',
        lazy: async () => ({
          Component: (await import('#web/features/affiliate/pages/affiliate-page.tsx'))
            .AffiliatePage,
        }),
      },
      {
        path: 'admin/affiliate',
        lazy: async () => ({
          Component: (await import('#web/features/affiliate/pages/admin-affiliate-page.tsx'))
            .AdminAffiliatePage,
        }),
      },
      {
        path: 'blog',
        lazy: async () => ({
          Component: (await import('#web/features/blog/pages/blog-page.tsx')).BlogPage,
        }),
      },
      {
        path: 'blog/:slug',
        lazy: async () => ({
          Component: (await import('#web/features/blog/pages/blog-post-page.tsx')).BlogPostPage,
        }),
      },
      {
        path: 'admin',
        lazy: async () => ({
          Component: (await import('#web/features/admin/pages/admin-page.tsx')).AdminPage,
        }),
      },
      {
        path: 'admin/blog',
        lazy: async () => ({
          Component: (await import('#web/features/blog/pages/admin-blog-page.tsx')).AdminBlogPage,
        }),
      },
      {
        path: 'admin/blog/new',
        lazy: async () => ({
          Component: (await import('#web/features/blog/pages/blog-editor-page.tsx')).BlogEditorPage,
        }),
      },
      {
        path: 'admin/blog/edit/:id',
        lazy: async () => ({
          Component: (await import('#web/features/blog/pages/blog-editor-page.tsx')).BlogEditorPage,
        }),
      },
      {
        path: 'privacy-policy',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/privacy-policy-page.tsx'))
            .PrivacyPolicyPage,
        }),
      },
      {
        path: 'terms-of-service',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/terms-of-service-page.tsx'))
            .TermsOfServicePage,
        }),
      },
      {
        path: 'refund-policy',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/refund-policy-page.tsx'))
            .RefundPolicyPage,
        }),
      },
      {
        path: 'health-disclaimer',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/health-disclaimer-page.tsx'))
            .HealthDisclaimerPage,
        }),
      },
      {
        path: 'cancellation-policy',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/cancellation-policy-page.tsx'))
            .CancellationPolicyPage,
        }),
      },
      {
        path: 'payment-policy',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/payment-policy-page.tsx'))
            .PaymentPolicyPage,
        }),
      },
      {
        path: 'flex-credits-policy',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/flex-credits-policy-page.tsx'))
            .FlexCreditsPolicyPage,
        }),
      },
      {
        path: 'affiliate-policy',
        lazy: async () => ({
          Component: (await import('#web/features/policies/pages/affiliate-policy-page.tsx'))
            .AffiliatePolicyPage,
        }),
      },
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
