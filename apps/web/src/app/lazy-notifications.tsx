import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore } from '~mantine-notifications-store';

// With its own Mantine scope: the app has no provider at its root (ui/mantine-scope.tsx).
const Notifications = lazy(() =>
  Promise.all([import('../ui/mantine-scope.tsx'), import('@mantine/notifications')]).then(([scope, m]) => ({
    default: (props: NotificationsProps) => (
      <scope.MantineScope>
        <m.Notifications {...props} />
      </scope.MantineScope>
    ),
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
