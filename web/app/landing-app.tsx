import { useEffect } from 'react';
import { AppFrame } from './app-frame.tsx';
import { lazyPage } from './lazy-page.ts';
import { reportPageView } from './page-views.ts';

/** The landing page's module, loaded on its first render (with or without the router). */
export const LandingPage = lazyPage(() =>
  import('#web/features/landing/pages/landing-page.tsx').then((m) => m.LandingPage),
);

/**
 * The landing page as the app starts on `/`: without React Router, whose code the first load
 * leaves out (decision 048). Its links navigate through `web/lib/navigation.ts`, which `main.tsx`
 * points at loading the app (router, route table, the next page) and then rendering it.
 */
export function LandingApp({ preload }: { preload: () => unknown }) {
  useEffect(() => reportPageView('landing', '/'), []);
  return (
    <AppFrame pathname="/" preload={preload}>
      <LandingPage />
    </AppFrame>
  );
}
