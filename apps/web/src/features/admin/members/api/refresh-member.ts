import type { QueryClient } from '@tanstack/react-query';
import { memberQuery } from './member.ts';
import { membersKey } from './members.ts';

/** After an action on a member: their page and the member lists read again. */
export const refreshMember = (client: QueryClient, id: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: memberQuery(id).queryKey }),
    client.invalidateQueries({ queryKey: membersKey }),
  ]);
