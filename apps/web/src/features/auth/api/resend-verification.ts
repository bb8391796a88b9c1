import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /resendemailverification {email}: mails a new verification link. */
export const resendVerification = (email: string) =>
  api.post<null>('/resendemailverification', { email }, { showError: true, showSuccess: true });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
