import { api } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/session.ts';

export interface CardPayload {
  card_name: string;
  card_number: string;
  card_exp: string;
  card_cvv: string;
  card_pin: string;
}

export type CardAnswer =
  | { status: 'successful'; reference: string; user: SessionUser }
  | {
      flwRef: string;
      chargeResponseMessage: string;
      reference: string;
      otp_attempts_left: number;
      can_resend: boolean;
    }
  | { authurl: string; reference: string };

/** POST /submituserpaymentcard (card_process 1): charge the card for the chosen plan. */
export const submitCard = (planid: number, card: Partial<CardPayload>) =>
  api.post<CardAnswer>(
    '/submituserpaymentcard',
    { ...card, card_process: 1, payment_type: 1, payment_data: planid, fromWeb: 1 },
    { showError: true },
  );

/** POST /submituserpaymentcard, OTP variant (card_process 2, payment_type 2). */
export const submitOtp = (flwRef: string, otp: string) =>
  api.post<{ status: string; reference: string; user: SessionUser }>('/submituserpaymentcard', {
    card_process: 2,
    payment_type: 2,
    flwRef,
    otp,
    fromWeb: 1,
  });

/** What a refused OTP answers: tries left for this charge (0: enter the card again) and whether to offer a resend. */
export interface OtpRefusal {
  otp_attempts_left: number;
  can_resend: boolean;
}

/** POST /resendcardotp: the provider sends the code again. */
export const resendOtp = (flwRef: string) =>
  api.post<{ otp_attempts_left: number }>('/resendcardotp', { flwRef });

export interface PaymentResponse {
  pr_response: { status: boolean; state: string; reference: string; message: string; amount: number };
}

/** GET /getuserpaymentresponse: did the payment with this reference go through? */
export const verifyPayment = (reference: string) =>
  api.get<PaymentResponse>(`/getuserpaymentresponse?reference=${encodeURIComponent(reference)}`);

/** POST /usersubscribedplan (payment_type 1): buy the plan the payment paid for; answers the user with a pin. */
export const buyPlan = (reference: string) =>
  api.post<SessionUser>('/usersubscribedplan', { payment_type: 1, payment_data: reference, fromWeb: 1 });

/** POST /addreferedtrustpartner with the referrer of the register link (relationship FRIEND). */
export const addReferrer = (key: string) =>
  api.post('/addreferedtrustpartner', { u_relationship: 'FRIEND', u_tfp_code: `TFP${key}` });

/** The register-process update: the onboarding steps are done. */
export const completeRegistration = () => api.post('/updateinviteuserstatus', { type: 'both' });
