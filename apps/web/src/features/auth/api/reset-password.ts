import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** POST /reset {userid, password}: `userid` carries the single-use token from the mailed link. */
export const resetPassword = (body: { userid: string; password: string }) =>
  request('POST /reset', { body, showError: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
