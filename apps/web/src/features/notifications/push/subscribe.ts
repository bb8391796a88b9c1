import { request } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

/** Whether this browser can receive push notifications at all. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** base64url (the server's public key) to the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Subscribes this browser (if it is not yet) and sends the subscription to POST /subscribe: 200
 * (stored) or 304 (already known) is success (part 1 section 7). Needs the permission granted.
 * Throws with a sentence to show when the browser or the server refuses.
 */
export async function subscribeThisBrowser(registration: ServiceWorkerRegistration): Promise<void> {
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const key = (await request('GET /pushkey')).data.public_key;
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key),
    });
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = session.token();
  if (token) headers.accesstoken = token;
  // Not through api.post: a 304 has no envelope to read.
  const res = await fetch('/api/subscribe', {
    method: 'POST',
    headers,
    body: JSON.stringify(subscription.toJSON()),
  });
  if (res.status === 200 || res.status === 304) return;
  const message = await res
    .json()
    .then((e: { message?: string }) => e.message)
    .catch(() => undefined);
  throw new Error(message ?? 'Notifications could not be turned on. Try again.');
}
