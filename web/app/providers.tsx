import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TooltipProvider } from '#web/components/ui/tooltip.tsx';
import { queryClient } from '#web/lib/query-client.ts';

/**
 * Providers for the app pages: the query client (spec defaults) and Radix tooltips (700/300 ms).
 * The toaster is mounted by the root layout through `DeferredToaster`. These providers wrap every
 * route except the landing page (see `app-shell.tsx`), which keeps `/` within its JS budget.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
    </QueryClientProvider>
  );
}
