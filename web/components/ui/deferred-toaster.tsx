import { lazy, Suspense } from 'react';
import { useToast, useToasterWanted } from './use-toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the Radix toaster only once a toast is shown or a page asks for it (`preloadToaster`), so
 * the landing page does not ship Radix Toast in its initial JavaScript.
 */
export function DeferredToaster() {
  const wanted = useToasterWanted();
  const hasToasts = useToast().toasts.length > 0;
  if (!wanted && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
