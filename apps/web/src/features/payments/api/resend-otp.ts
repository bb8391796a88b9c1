import type { OtpResent } from '@trust/shared/contracts/payments';
import { api } from '../../../lib/api-client.ts';

/** POST /resendcardotp: the provider sends the code again. */
export const resendOtp = (flwRef: string) => api.post<OtpResent>('/resendcardotp', { flwRef });
