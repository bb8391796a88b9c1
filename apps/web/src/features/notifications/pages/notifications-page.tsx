import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { NotificationView } from '@trust/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { TableSkeleton } from '../../../ui/page-skeleton.tsx';
import { useNotifications, useReadNotification } from '../api/notifications.ts';
import { EmailChoices } from '../components/email-choices.tsx';
import { LOAN_TRUST_REQUEST, NotificationDetail } from '../components/notification-detail.tsx';
import { NotificationItem } from '../components/notification-item.tsx';
import { PushChoices } from '../components/push-choices.tsx';

/** Router state the page may open with (part 2 section 2.15): a loan request to answer. */
interface OpenState {
  loanid?: number;
  uid?: number;
}

/**
 * /notifications (part 2 sections 2.15 and 4.13): the member's notifications, newest first, fetched
 * afresh on open; opening one shows it in full and marks it read, which updates the header's badge.
 * Below, push notifications on this device and the choice of which kinds also come by email.
 */
export default function NotificationsPage() {
  const list = useNotifications();
  const read = useReadNotification();
  const [open, setOpen] = useState<NotificationView | null>(null);
  const state = (useLocation().state ?? {}) as OpenState;
  const all = list.data?.pages.flatMap((p) => p.notifications) ?? [];
  const unread = list.data?.pages[0]?.notification_count ?? 0;

  // Opened with a loan request's state (from a link elsewhere): show that request to answer.
  const fromState = state.loanid
    ? all.find((n) => n.key === LOAN_TRUST_REQUEST && n.loanid === state.loanid)
    : undefined;
  useEffect(() => {
    if (fromState) setOpen(fromState);
  }, [fromState]);

  const openOne = (n: NotificationView) => {
    setOpen(n);
    if (n.notification_status === '0') read.mutate(n.notification_id);
  };

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} fz="h3">
          Notifications
        </Title>
        {list.data && (
          <Text size="sm" c="dark.5" data-testid="unread-count">
            {unread === 0 ? 'All read' : `${unread} unread`}
          </Text>
        )}
      </Stack>
      <Card withBorder radius="md" p={0}>
        {list.isError && !list.data ? (
          <ErrorState
            message={(list.error as Error).message}
            onRetry={list.refetch}
            retrying={list.isFetching}
          />
        ) : !list.data ? (
          <TableSkeleton label="Loading your notifications" rows={4} columns={1} />
        ) : all.length === 0 ? (
          <EmptyState title="No notifications yet" icon={IconBell}>
            News about your payments, your trust network and your loans will show here.
          </EmptyState>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {all.map((n) => (
              <li key={n.notification_id}>
                <NotificationItem n={n} onOpen={() => openOne(n)} />
              </li>
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Button
            variant="subtle"
            m="sm"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Show older notifications
          </Button>
        )}
      </Card>
      <PushChoices />
      <EmailChoices />
      <NotificationDetail n={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
