/**
 * Routes of the spec's route table whose real page is not built yet. They share one lazy
 * placeholder module, which holds their titles and access rules (kept out of the entry chunk).
 * Replace a path here with its own lazy page module in `router.tsx` when the page lands.
 */
export const PLACEHOLDER_PATHS = [
  'nutrition',
  'notes',
  'affiliate',
  'blog',
  'blog/:slug',
  'admin',
  'admin/blog',
  'admin/blog/new',
  'admin/blog/edit/:id',
  'admin/affiliate',
  'admin/sheets',
  'privacy-policy',
  'terms-of-service',
  'refund-policy',
  'health-disclaimer',
  'cancellation-policy',
  'payment-policy',
  'flex-credits-policy',
  'affiliate-policy',
] as const;

export type PlaceholderPath = (typeof PLACEHOLDER_PATHS)[number];
