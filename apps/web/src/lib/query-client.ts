import { QueryClient } from '@tanstack/react-query';

/** One query cache for the app; logout and an invalid session clear it so no member data outlives them. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});
