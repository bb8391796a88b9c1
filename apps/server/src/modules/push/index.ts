/** What the push module offers the rest of the server. */
export { deliverDuePush } from './outbox.ts';
export { pushRoutes } from './routes.ts';
export { vapidKeys } from './vapid.ts';
