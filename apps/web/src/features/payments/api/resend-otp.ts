import { request } from '../../../lib/api-client.ts';

/** POST /resendcardotp: the provider sends the code again. */
export const resendOtp = (flwRef: string) => request('POST /resendcardotp', { body: { flwRef } });
