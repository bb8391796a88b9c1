import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from '../ui/theme.ts';
import { LazyNotifications } from './lazy-notifications.tsx';

/** The app's providers; the server render passes a query cache of its own for each page it draws. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {/* Toasts close by themselves after 10 seconds (part 1 section 2). */}
      <LazyNotifications autoClose={10_000} position="top-right" />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
