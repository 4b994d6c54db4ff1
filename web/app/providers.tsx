import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { MemberExtrasContext } from '#web/components/member-extras.tsx';
import { queryClient } from '#web/lib/query-client.ts';

/** The floating Flex bubble of the member pages: its own chunk, fetched after the page renders. */
const FlexBubble = lazy(() =>
  import('#web/features/coach/components/flex-bubble.tsx').then((m) => ({ default: m.FlexBubble })),
);

const memberExtras = (
  <Suspense fallback={null}>
    <FlexBubble />
  </Suspense>
);

/**
 * Providers for the app pages: the query client (spec defaults) and the member extras every member
 * page shows (the Flex bubble, from the coach feature). Tooltips bring their own provider with the
 * spec's delays (`components/ui/tooltip.tsx`), so Radix's tooltip loads with a page that shows one.
 * The toaster is mounted by the root layout through `DeferredToaster`. These providers wrap every
 * route except the landing page (see `app-shell.tsx`), which keeps `/` within its JS budget.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemberExtrasContext.Provider value={memberExtras}>{children}</MemberExtrasContext.Provider>
    </QueryClientProvider>
  );
}
