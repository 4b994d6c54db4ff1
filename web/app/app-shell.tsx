import { type ReactNode, useEffect } from 'react';
import { preloadToaster } from '#web/components/ui/use-toast.ts';
import { PendingWorkoutSync } from '#web/features/workouts/components/pending-workout-sync.tsx';
import { AppProviders } from './providers.tsx';
import { registerServiceWorker } from './service-worker.ts';

/** Around every page but `/`: the providers, the pending-workout sync and the service worker. */
export function AppShell({ children }: { children: ReactNode }) {
  useEffect(() => preloadToaster(), []);
  // The offline shell is for the app pages; `/` alone does not download it.
  useEffect(() => registerServiceWorker(), []);
  return (
    <AppProviders>
      <PendingWorkoutSync />
      {children}
    </AppProviders>
  );
}
