/** Emails the outbox gave up on (mail/queue.ts), listed for support with a Retry. */
export { adminDeadMailRoutes } from './routes.ts';
