import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /resendemailverification {email}: mails a new verification link (pop-up with the server's answer). */
export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) =>
      api.post<null>('/resendemailverification', { email }, { showError: true, showSuccess: true }),
  });
