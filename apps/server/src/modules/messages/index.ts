/**
 * Messages to members: an operator's message written once to every member or a segment (plan,
 * status, arrears, state), sent by the job runner in batches that a crash never repeats, by in-app
 * notification and, by each member's choices, email and push; an unsubscribe link in each email.
 * The console's section (modules/admin/messages) calls what is exported here.
 */

export { messageRoutes } from './routes.ts';
export { cancelMessage, createMessage } from './schedule.ts';
export { previewSegment } from './segment.ts';
export { sendDueMessages } from './send.ts';
export { messageUnsubscribeLinks } from './unsubscribe.ts';
export { listMessages, planOptions } from './views.ts';
