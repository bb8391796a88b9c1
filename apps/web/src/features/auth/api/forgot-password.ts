import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /forgotpassword?email=: mails a reset link; the answer is the same whether or not the account exists. */
export const forgotPassword = (email: string) =>
  api.get<null>(`/forgotpassword?email=${encodeURIComponent(email)}`, { showError: true });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
