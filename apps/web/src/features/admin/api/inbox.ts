import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInboxPage, AdminInboxThread, InboxKind, InboxStatus } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

export interface InboxFilter {
  kind: InboxKind | '';
  status: InboxStatus | '';
  page: number;
}

/** GET /admin/inbox?kind=&status=&page=: newest first. */
export const useInbox = (f: InboxFilter) =>
  useQuery({
    queryKey: ['admin', 'inbox', f],
    queryFn: async () => {
      const params = new URLSearchParams({ page: String(f.page) });
      if (f.kind) params.set('kind', f.kind);
      if (f.status) params.set('status', f.status);
      return (await api.get<AdminInboxPage>(`/admin/inbox?${params}`)).data;
    },
    placeholderData: keepPreviousData,
  });

const threadKey = (kind: InboxKind, id: number) => ['admin', 'inbox-thread', kind, id] as const;

export const useInboxThread = (item: { kind: InboxKind; id: number } | null) =>
  useQuery({
    queryKey: item ? threadKey(item.kind, item.id) : ['admin', 'inbox-thread', 'none'],
    queryFn: async () => (await api.get<AdminInboxThread>(`/admin/inbox/${item?.kind}/${item?.id}`)).data,
    enabled: item != null,
  });

/** The answer is the thread as it is now; the list reads again for the new status. */
function useThreadCall(kind: InboxKind, id: number, action: 'status' | 'reply') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post<AdminInboxThread>(`/admin/inbox/${kind}/${id}/${action}`, body),
    onSuccess: (res) => {
      client.setQueryData(threadKey(kind, id), res.data);
      return client.invalidateQueries({ queryKey: ['admin', 'inbox'] });
    },
  });
}

export const useInboxStatus = (kind: InboxKind, id: number) => useThreadCall(kind, id, 'status');
export const useInboxReply = (kind: InboxKind, id: number) => useThreadCall(kind, id, 'reply');
