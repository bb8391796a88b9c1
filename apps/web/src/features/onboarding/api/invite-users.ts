import { request } from '../../../lib/api-client.ts';

/** POST /inviteusers: the page shows per-row errors itself (status 1 = already registered). */
export const inviteUsers = (rows: { email: string; index: number }[]) =>
  request('POST /inviteusers', { body: { trustnetwork: rows } });
