import { deliverDuePush, vapidKeys } from '../modules/push/index.ts';
import type { JobDefinition } from './job.ts';

/**
 * The push notifications: every minute, sends what is due in the push outbox (new pushes and
 * retries) on its own queue, so a slow push service never holds up the emails or the debits.
 */
export const pushOutboxJob: JobDefinition = {
  name: 'push-outbox',
  cron: '* * * * *',
  wokenByWrites: true,
  run: async (deps, now) => {
    const c = deps.config;
    // Without the app's config there is no push contact to sign with; nothing can have been subscribed either.
    if (!c?.VAPID_SUBJECT) return {};
    const vapid = await vapidKeys(deps.db, { ...c, VAPID_SUBJECT: c.VAPID_SUBJECT }, deps.log);
    return { ...(await deliverDuePush({ ...deps, vapid }, now)) };
  },
};
