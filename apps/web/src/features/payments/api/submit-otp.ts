import { api } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/session.ts';

/** What a refused OTP answers: tries left for this charge (0: enter the card again) and whether to offer a resend. */
export interface OtpRefusal {
  otp_attempts_left: number;
  can_resend: boolean;
}

/** POST /submituserpaymentcard, OTP variant (card_process 2, payment_type 2). */
export const submitOtp = (flwRef: string, otp: string) =>
  api.post<{ status: string; reference: string; user: SessionUser }>('/submituserpaymentcard', {
    card_process: 2,
    payment_type: 2,
    flwRef,
    otp,
    fromWeb: 1,
  });
