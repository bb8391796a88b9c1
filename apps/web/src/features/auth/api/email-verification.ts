import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /emailverification {email, authcode}: spends the single-use token of the mailed verification link. */
export const verifyEmail = (body: { email: string; authcode: string; type?: string }) =>
  api.post<null>('/emailverification', body);

export const useEmailVerification = () => useMutation({ mutationFn: verifyEmail });
