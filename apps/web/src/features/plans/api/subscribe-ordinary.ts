import type { SubscribedUser } from '@trust/shared/contracts/payments';
import { api } from '../../../lib/api-client.ts';

/** POST /userordinaryplansubscribe: the free BASIC plan; answers the user with a pin. */
export const subscribeOrdinary = (planid: number) =>
  api.post<SubscribedUser>(
    '/userordinaryplansubscribe',
    { planid: String(planid), page_response: 0 },
    { showError: true },
  );
