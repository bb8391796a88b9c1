import { deliverDueMail } from '../mail/queue.ts';
import { mailSignInLinks } from '../modules/auth/index.ts';
import { messageUnsubscribeLinks } from '../modules/messages/index.ts';
import type { JobDefinition } from './job.ts';

/**
 * The notification emails: every minute, sends what is due in the outbox (new emails and retries).
 * The retries and the dead letters are the outbox's own (mail/queue.ts), so a failing mail server
 * never fails the job and never blocks the other jobs.
 */
export const mailOutboxJob: JobDefinition = {
  name: 'mail-outbox',
  cron: '* * * * *',
  wokenByWrites: true,
  run: async (deps, now) => {
    const publicUrl = deps.config?.publicUrl ?? 'http://localhost:3000';
    return {
      ...(await deliverDueMail(
        {
          ...deps,
          publicUrl,
          signInLink: mailSignInLinks(deps.db, publicUrl),
          unsubscribeLink: messageUnsubscribeLinks(deps.db, publicUrl, () => now),
        },
        now,
      )),
    };
  },
};
