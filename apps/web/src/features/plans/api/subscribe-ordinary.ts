import { api } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/session.ts';

/** POST /userordinaryplansubscribe: the free BASIC plan; answers the user with a pin. */
export const subscribeOrdinary = (planid: number) =>
  api.post<SessionUser>(
    '/userordinaryplansubscribe',
    { planid: String(planid), page_response: 0 },
    { showError: true },
  );
