import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache for the app; logout and an invalid session clear it so no member data outlives them.
 * Without signal a query waits (the figures on screen stay, lib/last-figures.ts), but an action is
 * tried at once and says it needs the internet (api-client.ts OFFLINE_MESSAGE) rather than spinning
 * until the phone is back online.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { networkMode: 'always' },
  },
});
