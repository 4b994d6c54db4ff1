import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRouter } from './app/router.tsx';
import { initSession } from './lib/session.ts';

void initSession();

const container = document.getElementById('root');
if (!container) throw new Error('FlexCoach: #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRouter />
    </BrowserRouter>
  </StrictMode>,
);
