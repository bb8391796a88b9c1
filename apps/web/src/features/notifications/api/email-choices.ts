import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /notificationpreferences: for each kind, whether it also comes by email and by push. */
export const emailChoicesQuery = () =>
  queryOptions({
    queryKey: ['notificationpreferences'],
    queryFn: async () => (await request('GET /notificationpreferences')).data.preferences,
  });

export const useEmailChoices = () => useQuery(emailChoicesQuery());

/** POST /notificationpreferences: one kind by email or by push, on or off; the answer is the whole list as stored. */
export function useSetEmailChoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: { kind: string; email?: boolean; push?: boolean }) => {
      const res = await request('POST /notificationpreferences', { body: choice });
      return { preferences: res.data.preferences, message: res.message };
    },
    onSuccess: ({ preferences }) => client.setQueryData(emailChoicesQuery().queryKey, preferences),
  });
}
