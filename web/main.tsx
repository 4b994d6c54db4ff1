import './styles.css';
import { type ReactNode, startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterFirstPaint, handOffBootShell } from './app/boot-shell.ts';
import { linkInlinedStylesheet } from './app/inlined-stylesheet.ts';
import { LandingApp } from './app/landing-app.tsx';
import { trackLoading } from './app/lazy-page.ts';
import { RouteError } from './app/route-error.tsx';
import { setNavigator } from './lib/navigation.ts';
import { initSession } from './lib/session.ts';

// Before any lazy import: the loader of lazy pages then finds the stylesheet already in the page.
linkInlinedStylesheet(document);
void initSession();

const container = document.getElementById('root');
if (!container) throw new Error('FlexCoach: #root element is missing from index.html');

let root: Root | undefined;

/**
 * Renders `element` as a transition: React renders in slices that leave the main thread free
 * between them, where a plain render is one long task in which a tap waits (decision 046).
 */
function show(element: ReactNode) {
  startTransition(() => {
    root ??= createRoot(container!);
    root.render(<StrictMode>{element}</StrictMode>);
  });
}

/**
 * The router with the route table, and the module and first reads of the page at `location` (a
 * path with its query string).
 */
async function loadApp(location?: string) {
  const [{ App }] = await Promise.all([
    import('./app/router.tsx'),
    import('./app/app-routes.tsx').then((m) => (location ? m.preloadPage(location) : undefined)),
  ]);
  return App;
}

const preloadApp = () => loadApp();

/**
 * On `/` the app starts without the router (decision 048): a link loads it with the next page,
 * then goes there, the landing page staying on screen (with the progress bar) meanwhile.
 */
function startOnLanding() {
  let leaving = false;
  setNavigator((to) => {
    const url = new URL(to, window.location.href);
    if (leaving || url.href === window.location.href) return;
    leaving = true;
    trackLoading(loadApp(url.pathname + url.search)).then(
      (App) => {
        window.history.pushState(null, '', url.href);
        show(<App />);
      },
      () => window.location.assign(url.href),
    );
  });
  show(<LandingApp preload={preloadApp} />);
}

function start(app?: Promise<Awaited<ReturnType<typeof loadApp>>>) {
  if (window.location.pathname === '/') startOnLanding();
  else {
    (app ?? loadApp(window.location.pathname + window.location.search)).then(
      (App) => show(<App />),
      (error: unknown) => {
        console.error(error);
        show(<RouteError />);
      },
    );
  }
}

// A page the server painted the top of (decision 029) shows it first and the app takes over after
// the browser has painted it. Its modules (preloaded by its HTML) are imported at once, so they
// are in by the time the paint is done.
if (handOffBootShell(container)) {
  const app = loadApp(window.location.pathname + window.location.search);
  app.catch(() => {}); // handled by start(), after the paint
  afterFirstPaint(() => start(app));
} else start();
