import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** POST /changepassword {old_password, new_password}; the server signs out the member's other sessions. */
export const changePassword = (body: { old_password: string; new_password: string }) =>
  request('POST /changepassword', { body, showError: true });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
