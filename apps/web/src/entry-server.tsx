import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { Providers } from './app/providers.tsx';
import { consoleTitle } from './config/console-sections.ts';
import { titleFor } from './lib/page-title.ts';
import { pageQueryKey } from './prerender/page-query-keys.ts';
import type { PageQuery } from './prerender/prerendered-pages.ts';

export { PRERENDERED_PAGES } from './prerender/prerendered-pages.ts';

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  title: string;
  /** The query cache the page was drawn from: the browser starts from it, so hydration matches. */
  state: DehydratedState;
}

/**
 * Draws one public page as the browser's first render would, for a signed-out visitor, with the
 * content the server read from the database. Waits for every lazy screen, so the HTML is whole.
 */
export async function renderPage(
  path: string,
  content: Partial<Record<PageQuery, unknown>>,
  now: number,
): Promise<RenderedPage> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  for (const [query, data] of Object.entries(content)) {
    client.setQueryData(pageQueryKey[query as PageQuery], data, { updatedAt: now });
  }
  const { prelude } = await prerender(
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // Every screen inline, never a large one sent apart and swapped in by an inline script: without
    // JavaScript (and under the CSP, which allows no inline script) that swap would never happen.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, title: titleFor(path, consoleTitle), state: dehydrate(client) };
}
