import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /chat/visitors/online: who of customer care is online, and what to tell the visitor if nobody is. */
export const visitorOnlineQuery = (token: string) =>
  queryOptions({
    queryKey: ['visitor-online', token],
    queryFn: () => request('GET /chat/visitors/online', { visitorToken: token }),
    refetchOnWindowFocus: false,
  });
