import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /notificationpreferences: for each kind, whether it also comes by email and by push. */
export const emailChoicesQuery = () =>
  queryOptions({
    queryKey: ['notificationpreferences'],
    queryFn: async () => (await request('GET /notificationpreferences')).data.preferences,
  });

export const useEmailChoices = () => useQuery(emailChoicesQuery());
