import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminContentItem, AdminMeetingAttendee, AdminPlan, ContentKind } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

const contentKey = (kind: ContentKind) => ['admin', 'content', kind] as const;

/** GET /admin/content/:kind: every item of one kind, in the order the public site shows them. */
export const useContentItems = (kind: ContentKind) =>
  useQuery({
    queryKey: contentKey(kind),
    queryFn: async () => (await api.get<AdminContentItem[]>(`/admin/content/${kind}`)).data,
  });

/** POST (no id) or PUT (an id) the item; the form shows a refusal beside its fields. */
export function useSaveContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id
        ? api.put<AdminContentItem>(`/admin/content/${kind}/${id}`, body)
        : api.post<AdminContentItem>(`/admin/content/${kind}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKey(kind) }),
  });
}

export function useDeleteContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/content/${kind}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKey(kind) }),
  });
}

/** GET /admin/meetings/:id/attendees, read when the operator opens the list. */
export const useMeetingAttendees = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'meetings', id, 'attendees'],
    queryFn: async () => (await api.get<AdminMeetingAttendee[]>(`/admin/meetings/${id}/attendees`)).data,
    enabled: id != null,
  });

export const useAdminPlans = () =>
  useQuery({
    queryKey: ['admin', 'plans'],
    queryFn: async () => (await api.get<AdminPlan[]>('/admin/plans')).data,
  });

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) =>
      api.put<AdminPlan>(`/admin/plans/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'plans'] }),
  });
}
