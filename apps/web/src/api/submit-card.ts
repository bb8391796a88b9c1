import { request } from '../lib/api-client.ts';

export interface CardPayload {
  card_name: string;
  card_number: string;
  card_exp: string;
  card_cvv: string;
  card_pin: string;
}

/**
 * POST /submituserpaymentcard (card_process 1): charge the card for the chosen plan. The answer says
 * whether it went through, waits for an OTP, or continues on the bank's page.
 */
export const submitCard = (planid: number, card: Partial<CardPayload>) =>
  request('POST /submituserpaymentcard', {
    body: { ...card, card_process: 1, payment_type: 1, payment_data: planid, fromWeb: 1 },
    showError: true,
  });
