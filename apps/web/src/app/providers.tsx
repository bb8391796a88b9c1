import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { LazyNotifications } from './lazy-notifications.tsx';

/**
 * The app's providers; the server render passes a query cache of its own for each page it draws.
 * Mantine's provider is not here: each part drawn with Mantine brings its own (ui/mantine-scope.tsx),
 * so the landing page downloads none of Mantine.
 */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <>
      {/* Toasts close by themselves after 10 seconds (part 1 section 2). */}
      <LazyNotifications autoClose={10_000} position="top-right" />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </>
  );
}
