import { z } from 'zod';

/** The texts of the push subscription calls. */
export const PUSH_MESSAGES = {
  endpoint: 'Enter the subscription’s endpoint, an https address',
  keys: 'Enter the subscription’s keys (p256dh and auth)',
  subscribed: 'Push notifications are on for this browser',
  unsubscribed: 'Push notifications are off for this browser',
  notSubscribed: 'This browser is not subscribed',
} as const;

const base64url = (message: string) =>
  z
    .string({ message })
    .min(1, message)
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+=*$/, message);

/**
 * POST /subscribe: the browser's PushSubscription as its toJSON() gives it (part 1 section 7).
 * expirationTime is accepted and ignored: a browser that renews its subscription subscribes again.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ message: PUSH_MESSAGES.endpoint })
    .max(1000, PUSH_MESSAGES.endpoint)
    .refine((v) => URL.canParse(v) && new URL(v).protocol === 'https:', PUSH_MESSAGES.endpoint),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url(PUSH_MESSAGES.keys), auth: base64url(PUSH_MESSAGES.keys) },
    { message: PUSH_MESSAGES.keys },
  ),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** POST /unsubscribe: the browser whose subscription to forget. */
export const pushUnsubscribeSchema = pushSubscriptionSchema.pick({ endpoint: true });

/** GET /pushkey: the server's public VAPID key, for pushManager.subscribe's applicationServerKey. */
export const pushKeySchema = z.object({ public_key: z.string() });

/**
 * A push as the server sends it (modules/push/outbox.ts) and the service worker reads it (web sw/sw.ts):
 * title and body shown as the notification, url opened when it is clicked.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
