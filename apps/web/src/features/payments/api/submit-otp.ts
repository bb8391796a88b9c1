import { request } from '../../../lib/api-client.ts';

/** What a refused OTP answers (400): tries left for this charge (0: enter the card again) and whether to offer a resend. */
export type { OtpRefusal } from '@trust/shared/contracts/payments';

/** POST /submituserpaymentcard, OTP variant (card_process 2, payment_type 2). */
export const submitOtp = (flwRef: string, otp: string) =>
  request('POST /submituserpaymentcard', {
    body: {
      card_process: 2,
      payment_type: 2,
      flwRef,
      otp,
      fromWeb: 1,
    },
  });
