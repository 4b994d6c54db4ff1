import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { LinksProvider } from '#web/components/links.tsx';
import { setNavigator } from '#web/lib/navigation.ts';
import { AppFrame } from './app-frame.tsx';
import { reportPageView } from './page-views.ts';
import { ROUTER_LINKS } from './router-links.ts';

/** Reports a page view on every route change. */
function usePageViews(): void {
  const location = useLocation();
  useEffect(() => {
    reportPageView(location.key, `${location.pathname}${location.search}`);
  }, [location.key, location.pathname, location.search]);
}

/**
 * New pages start at the top; back/forward is left to the browser. (React Router's
 * ScrollRestoration costs about 1 KB gzipped on the landing page's budget.)
 */
function useScrollToTopOnNavigate(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH' && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}

const preloadAppRoutes = () => import('./app-routes.tsx');

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  usePageViews();
  useScrollToTopOnNavigate();
  return (
    <LinksProvider value={ROUTER_LINKS}>
      <AppFrame pathname={pathname} preload={preloadAppRoutes}>
        <Outlet />
      </AppFrame>
    </LinksProvider>
  );
}
