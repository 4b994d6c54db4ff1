import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { preloadToaster } from '#web/components/ui/use-toast.ts';
import { PendingWorkoutSync } from '#web/features/workouts/components/pending-workout-sync.tsx';
import { AppProviders } from './providers.tsx';
import { registerServiceWorker } from './service-worker.ts';

/** Pathless layout route around every page but `/`: loaded in parallel with the page module. */
export function AppShell() {
  useEffect(() => preloadToaster(), []);
  // The offline shell is for the app pages; `/` alone does not download it.
  useEffect(() => registerServiceWorker(), []);
  return (
    <AppProviders>
      <PendingWorkoutSync />
      <Outlet />
    </AppProviders>
  );
}
