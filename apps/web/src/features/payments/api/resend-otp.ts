import { api } from '../../../lib/api-client.ts';

/** POST /resendcardotp: the provider sends the code again. */
export const resendOtp = (flwRef: string) =>
  api.post<{ otp_attempts_left: number }>('/resendcardotp', { flwRef });
