import { sendDueMessages } from '../modules/messages/index.ts';
import type { JobDefinition } from './job.ts';

/**
 * Messages to members: every minute, sends the messages whose time has come, and finishes any whose
 * sending stopped half-way (modules/messages/send.ts: batches a crash never repeats). Their emails and
 * pushes go out with the outboxes' own jobs, which run after this one.
 */
export const messagesJob: JobDefinition = {
  name: 'messages',
  cron: '* * * * *',
  wokenByWrites: true,
  run: (deps, now) => sendDueMessages(deps.db, now),
};
