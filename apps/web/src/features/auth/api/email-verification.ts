import { request } from '../../../lib/api-client.ts';

/** POST /emailverification {email, authcode}: spends the single-use token of the mailed verification link. */
export const verifyEmail = (body: { email: string; authcode: string; type?: string }) =>
  request('POST /emailverification', { body });
