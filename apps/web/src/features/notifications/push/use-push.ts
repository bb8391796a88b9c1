import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { notificationListQuery } from '../../../api/notification-list.ts';
import { currentUserQuery } from '../../../api/user.ts';
import { registerServiceWorker } from '../../../lib/service-worker.ts';
import { session } from '../../../lib/session.ts';
import { pushSupported, subscribeThisBrowser } from './subscribe.ts';

/** unsupported: no push here; ask: the member has not answered; on: subscribed; blocked: refused in the browser. */
export type PushState = 'unsupported' | 'ask' | 'on' | 'blocked' | 'failed';

/** Sent once per sign-in: the session's token it was sent for. */
const SENT_KEY = 'trust.push.sentFor';

const permission = (): PushState =>
  !pushSupported()
    ? 'unsupported'
    : Notification.permission === 'granted'
      ? 'on'
      : Notification.permission === 'denied'
        ? 'blocked'
        : 'ask';

/**
 * Push notifications for the signed-in member. Once after each sign-in, when the browser already
 * allows notifications, registers the service worker and sends its subscription; asking for the
 * permission waits for the member's tap (`turnOn`), never on load. A message from the service
 * worker (a push arrived) refreshes the header's unread count. An operator's view-as session never
 * subscribes: the pushes are the member's.
 */
export function usePush({ auto = false }: { auto?: boolean } = {}) {
  const [state, setState] = useState<PushState>(permission);
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const viewAs = session.get<string>('loginType') === 'admin_login';

  const subscribe = useCallback(async () => {
    const registration = await registerServiceWorker();
    if (!registration) throw new Error('Notifications are not available in this browser.');
    await navigator.serviceWorker.ready;
    await subscribeThisBrowser(registration);
    sessionStorage.setItem(SENT_KEY, session.token() ?? '');
  }, []);

  // Every app start checks the worker (a missing one is unregistered with a reload); the
  // subscription is sent once per sign-in.
  useEffect(() => {
    if (!auto || viewAs || state !== 'on') return;
    const sent = sessionStorage.getItem(SENT_KEY) === (session.token() ?? '');
    (sent ? registerServiceWorker() : subscribe()).catch((err) =>
      console.warn('Push subscription failed', err),
    );
  }, [auto, viewAs, state, subscribe]);

  useEffect(() => {
    if (!pushSupported()) return;
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === 'notification') {
        void client.invalidateQueries({ queryKey: currentUserQuery().queryKey });
        void client.invalidateQueries({ queryKey: notificationListQuery().queryKey });
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [client]);

  /** From the member's tap: asks the browser, then subscribes. */
  const turnOn = useCallback(async () => {
    setError(null);
    const answer = await Notification.requestPermission();
    if (answer !== 'granted') {
      setState(answer === 'denied' ? 'blocked' : 'ask');
      return;
    }
    try {
      await subscribe();
      setState('on');
    } catch (err) {
      setState('failed');
      setError(err instanceof Error ? err.message : 'Notifications could not be turned on. Try again.');
    }
  }, [subscribe]);

  return { state, error, turnOn, viewAs };
}
