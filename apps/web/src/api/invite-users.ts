import { request } from '../lib/api-client.ts';

/**
 * POST /inviteusers {trustnetwork}: mails each person my referral link. A refusal's data marks each
 * row by its index (status 1 = already registered), for the form to show beside that row.
 */
export const inviteUsers = (rows: { email: string; index: number }[]) =>
  request('POST /inviteusers', { body: { trustnetwork: rows } });
