import { deliverDuePush, vapidKeys } from '../modules/push/index.ts';
import type { JobDefinition } from './job.ts';

/**
 * The push notifications: every minute, sends what is due in the push outbox (new pushes and
 * retries) on its own queue, so a slow push service never holds up the emails or the debits.
 */
export const pushOutboxJob: JobDefinition = {
  name: 'push-outbox',
  cron: '* * * * *',
  run: async (deps, now) => {
    const c = deps.config;
    // Without the app's config there are no keys to sign with; nothing can have been subscribed either.
    if (!c?.dataDir || !c.VAPID_SUBJECT) return {};
    const vapid = vapidKeys({ ...c, dataDir: c.dataDir, VAPID_SUBJECT: c.VAPID_SUBJECT });
    return { ...(await deliverDuePush({ ...deps, vapid }, now)) };
  },
};
