import { useMutation } from '@tanstack/react-query';
import { request } from '../lib/api-client.ts';

/** POST /resendemailverification {email}: mails a new verification link. */
export const resendVerification = (email: string, popups = true) =>
  request('POST /resendemailverification', { body: { email }, showError: popups, showSuccess: popups });

/** `popups: false` where the screen says the outcome itself, next to the button (the dashboard's banner). */
export const useResendVerification = ({ popups = true }: { popups?: boolean } = {}) =>
  useMutation({ mutationFn: (email: string) => resendVerification(email, popups) });
