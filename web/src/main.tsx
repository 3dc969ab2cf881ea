import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { forgetPositionOfFreshLoad } from './app/scroll-positions.ts';
import { initI18n, loadLanguage, readStoredLanguage } from './lib/i18n.ts';
import { registerServiceWorkerWhenSettled } from './lib/service-worker.ts';
import './index.css';

initI18n();
forgetPositionOfFreshLoad();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// An English visitor's texts are fetched first; without them the app would flash Vietnamese.
// If they cannot be fetched the app starts anyway, in Vietnamese (the fallback language).
// The first drawing is a transition: React draws the shell in slices that never block a tap
// (index.html's loading screen stays until it is done) instead of in one long task.
void loadLanguage(readStoredLanguage())
  .catch(() => {})
  .finally(() =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );

// Production builds only: the dev server and the tests build no worker.
if (import.meta.env.PROD) registerServiceWorkerWhenSettled();
