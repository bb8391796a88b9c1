import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-client.ts';

/** GET /forgotpassword?email=: mails a reset link; the answer is the same whether or not the account exists. */
export const forgotPassword = (email: string) =>
  request('GET /forgotpassword', { search: `email=${encodeURIComponent(email)}`, showError: true });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
