import { api } from '../../../lib/api-client.ts';

/** POST /inviteusers {trustnetwork}: mails each person my referral link. */
export const invitePeople = (rows: { email: string; index: number }[]) =>
  api.post<{ email: string; index: number; status: number }[]>('/inviteusers', { trustnetwork: rows });
