import { BrowserRouter, Route, Routes } from 'react-router';
import { LandingPage } from './landing-app.tsx';
import { lazyPage } from './lazy-page.ts';
import { RootLayout } from './root-layout.tsx';

/*
 * The spec's route table, in two parts so the landing page ships little JavaScript:
 * - here, the root layout and `/` (its page is a lazy module);
 * - `app-routes.tsx`, every other route (one lazy module per page).
 * This module (and React Router with it) loads the first time the app shows a page other than `/`
 * (on start-up too): the landing page starts without it (`landing-app.tsx`, decision 048).
 * Declarative routing (`<BrowserRouter>`): about 17 kB gzipped less than the data router
 * (decision 023).
 */

const AppRoutes = lazyPage(() => import('./app-routes.tsx').then((m) => m.AppRoutes));

function AppRouter() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="*" element={<AppRoutes />} />
      </Route>
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRouter />
    </BrowserRouter>
  );
}
