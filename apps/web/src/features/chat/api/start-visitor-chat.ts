import { request } from '../../../lib/api-client.ts';

/** POST /chat/visitors: the visitor's name, 4-digit id and the token that opens their chat. */
export const startVisitorChat = async (body: { name: string; email: string }) =>
  (await request('POST /chat/visitors', { body, showError: true })).data;
