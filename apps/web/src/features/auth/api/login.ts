import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/**
 * POST /login: with a password, or with the single-use `authcode` of a mailed link (type admin) or
 * an operator's view-as link (type admin_login). The page shows failures itself (the call is not
 * flagged for the pop-up): an email still unverified after 24 hours answers 403 with data.resend,
 * which needs a Resend button as well.
 */
export interface LoginPayload {
  email: string;
  password?: string;
  /** An operator's 6-digit code, asked when they use two-step sign-in (answer data.totp_required). */
  totp?: string;
  type?: string;
  authcode?: string;
  remember?: boolean;
  device_type?: string;
}
export const login = (body: LoginPayload, signal?: AbortSignal) => request('POST /login', { body, signal });

/** How long a login waits for the server before saying so (a phone on a dead connection hangs). */
const LOGIN_TIMEOUT_MS = 20_000;

export const useLogin = () =>
  useMutation({ mutationFn: (body: LoginPayload) => login(body, AbortSignal.timeout(LOGIN_TIMEOUT_MS)) });
