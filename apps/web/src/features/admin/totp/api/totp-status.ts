import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../../lib/api-client.ts';
import { consoleKey } from '../../shared/api/console-key.ts';

/** GET /admin/totp: whether the signed-in operator uses two-step sign-in, and whether it is required. */
export const totpStatusQuery = () =>
  queryOptions({
    queryKey: [...consoleKey, 'totp'],
    queryFn: async () => (await request('GET /admin/totp')).data,
  });

export const useTotpStatus = () => useQuery(totpStatusQuery());
