import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore } from '~mantine-notifications-store';

const Notifications = lazy(() =>
  Promise.all([import('../ui/mantine-styles.ts'), import('@mantine/notifications')]).then(([, m]) => ({
    default: m.Notifications,
  })),
);

/**
 * Mantine's toast container, downloaded only when the first toast is shown: most visits (and the
 * landing page) never show one, so it stays out of the first load. A toast shown before the
 * container arrives waits in the store and appears as soon as it mounts.
 */
export function LazyNotifications(props: NotificationsProps) {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (wanted) return;
    return notificationsStore.subscribe((state) => {
      if (state.notifications.length > 0 || state.queue.length > 0) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
