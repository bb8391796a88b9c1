import { request } from '../../../lib/api-client.ts';

/** POST /userordinaryplansubscribe: the free BASIC plan; answers the user with a pin. */
export const subscribeOrdinary = (planid: number) =>
  request('POST /userordinaryplansubscribe', {
    body: { planid: String(planid), page_response: 0 },
    showError: true,
  });
