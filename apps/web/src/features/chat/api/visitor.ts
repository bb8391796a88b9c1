import type { VisitorStart } from '@trust/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /chat/visitors: the visitor's name, 4-digit id and the token that opens their chat. */
export const startVisitorChat = async (body: { name: string; email: string }) =>
  (await api.post<VisitorStart>('/chat/visitors', body, { showError: true })).data;

/** POST /chat/visitors/end: ends the chat; the transcript goes to the visitor's email. */
export const endVisitorChat = async (token: string) =>
  (
    await fetch('/api/chat/visitors/end', { method: 'POST', headers: { 'x-visitor-token': token } })
  ).json() as Promise<{
    message: string;
  }>;
