import { request } from '../../../lib/api-client.ts';

/** POST /usersubscribedplan (payment_type 1): buy the plan the payment paid for; answers the user with a pin. */
export const buyPlan = (reference: string) =>
  request('POST /usersubscribedplan', { body: { payment_type: 1, payment_data: reference, fromWeb: 1 } });
