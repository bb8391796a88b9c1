import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';
import { emailChoicesQuery } from './email-choices.ts';

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
