import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryRow, CreateExpertBody, Expert, ExpertConversation } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

export const conversationsKey = ['chat-conversations'] as const;
export const expertsKey = ['chat-experts'] as const;
export const conversationKey = (id: number) => ['chat-conversation', id] as const;

/** GET /chat/conversations: the console's conversations of the expert's kind (every kind for an admin). */
export const useConversations = () =>
  useQuery({
    queryKey: conversationsKey,
    queryFn: async () => (await api.get<ExpertConversation[]>('/chat/conversations')).data,
  });

/** GET /chat/conversations/:id: a conversation's messages (opening it reads them). */
export const useConversation = (id: number | null) =>
  useQuery({
    queryKey: conversationKey(id ?? 0),
    queryFn: async () => (await api.get<ChatHistoryRow[]>(`/chat/conversations/${id}`)).data,
    enabled: id !== null,
    staleTime: 0,
  });

/** GET /chat/experts: every expert with presence (online, away, offline). */
export const useExperts = () =>
  useQuery({ queryKey: expertsKey, queryFn: async () => (await api.get<Expert[]>('/chat/experts')).data });

/** POST /chat/conversations/:id/handover: another expert of the kind takes the conversation. */
export function useHandOver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expertId }: { id: number; expertId: number }) =>
      api.post(
        `/chat/conversations/${id}/handover`,
        { expert_id: expertId },
        { showError: true, showSuccess: true },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/** POST /chat/conversations/:id/end: closes a conversation (a visitor's transcript is mailed). */
export function useEndConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/chat/conversations/${id}/end`, {}, { showError: true, showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsKey }),
  });
}

/** POST /admin/experts: an admin creates an expert account of one kind. */
export function useCreateExpert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateExpertBody) =>
      api.post<{ id: number }>('/admin/experts', body, { showSuccess: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: expertsKey }),
  });
}
