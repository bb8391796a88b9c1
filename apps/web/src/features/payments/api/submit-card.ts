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
