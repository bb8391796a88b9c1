import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** POST /staff-invitation {token, password}: a new staff member sets their first password. */
export const acceptInvitation = (body: { token: string; password: string }) =>
  request('POST /staff-invitation', { body, showError: true });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
