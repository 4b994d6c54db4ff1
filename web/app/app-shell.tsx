import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { preloadToaster } from '#web/components/ui/use-toast.ts';
import { AppProviders } from './providers.tsx';

/** Pathless layout route around every page but `/`: loaded in parallel with the page module. */
export function AppShell() {
  useEffect(() => preloadToaster(), []);
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
