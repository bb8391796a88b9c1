import { request } from '../../../lib/api-client.ts';

/** POST /inviteusers {trustnetwork}: mails each person my referral link. */
export const invitePeople = (rows: { email: string; index: number }[]) =>
  request('POST /inviteusers', { body: { trustnetwork: rows } });
