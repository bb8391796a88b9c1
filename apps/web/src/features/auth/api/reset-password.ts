import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /reset {userid, password}: `userid` carries the single-use token from the mailed link. */
export const resetPassword = (body: { userid: string; password: string }) =>
  api.post<null>('/reset', body, { showError: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
