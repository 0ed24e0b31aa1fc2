// Must run before any zod schema is created (see the file).
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

/**
 * Hands the main thread back to the browser: start-up runs as three tasks (evaluating the code,
 * building the router, the first render) instead of one long one, so a slow phone can paint and
 * answer a tap in between (Lighthouse's total blocking time counts each task's time past 50 ms).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
