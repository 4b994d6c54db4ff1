import './styles.css';
import { StrictMode } from 'react';
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

// A page the server painted the top of (decision 029) shows it first; the app takes over after.
if (handOffBootShell(container)) afterFirstPaint(render);
else render();
