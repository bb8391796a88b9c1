// The base styles and the theme's variables only; Mantine and its component styles come with the
// screens drawn with it (ui/mantine-scope.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './ui/fonts/fonts.css';
import './ui/theme-variables.css';
import './app/global.css';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { startMemberHome } from './app/member-home-start.ts';
import { Providers } from './app/providers.tsx';
import { keepLastFigures } from './lib/last-figures.ts';
import { queryClient } from './lib/query-client.ts';
import { startServiceWorker } from './lib/service-worker.ts';
import { adoptPrerenderedState } from './prerender/prerendered-state.ts';

/**
 * The design parts gallery (/design-parts, ui/gallery) is built only for the browser tests
 * (scripts/e2e.mjs builds with --mode e2e) and in development: a production build reads this
 * condition as false and leaves the gallery out of the bundle altogether.
 */
const PartsGallery =
  (import.meta.env.DEV || import.meta.env.MODE === 'e2e') && window.location.pathname === '/design-parts'
    ? lazy(() => import('./ui/gallery/parts-gallery-page.tsx'))
    : null;

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <Providers>
        {PartsGallery ? (
          <Suspense>
            <PartsGallery />
          </Suspense>
        ) : (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        )}
      </Providers>
    </StrictMode>
  );
  // A public page the server drew (server/http/prerendered-pages.ts) is hydrated, not drawn again.
  const prerendered = adoptPrerenderedState(queryClient);
  // The signed-in member's last figures, for a start without signal (lib/last-figures.ts): the
  // dashboard's, which no public page reads, so a hydrated page matches its HTML all the same.
  keepLastFigures(queryClient);
  // Before the first render, which would reach the dashboard's code only through the route table.
  startMemberHome();
  if (prerendered) hydrateRoot(root, app);
  // A transition: React draws the first screen in slices of a few milliseconds and lets the browser
  // in between, instead of one long task (the dashboard's Total Blocking Time, docs/benchmarks.md).
  else startTransition(() => createRoot(root).render(app));
  startServiceWorker();
}
