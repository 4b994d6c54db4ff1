import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterFirstPaint, handOffBootShell } from './app/boot-shell.ts';
import { AppRouter } from './app/router.tsx';
import { initSession } from './lib/session.ts';

void initSession();

const container = document.getElementById('root');
if (!container) throw new Error('FlexCoach: #root element is missing from index.html');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppRouter />
      </BrowserRouter>
    </StrictMode>,
  );

// The first render is a transition: React renders in slices that leave the main thread free
// between them, where a plain first render is one long task in which a tap waits (decision 046).
// A page the server painted the top of (decision 029) shows it first and the app takes over after
// the browser has painted it.
if (handOffBootShell(container)) afterFirstPaint(() => startTransition(render));
else startTransition(render);
