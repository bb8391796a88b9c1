import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { NotificationView } from '@trust/shared';
import { DateText } from '../../../ui/date-text.tsx';
import { messagePreview } from '../preview.ts';
import s from './notifications.module.css';

/**
 * One row of the list (part 2 section 2.15): the date, the subject and the message's 40-character
 * preview. An unread one (notification_status '0') is highlighted by a tint, a bar, a dot and bold
 * subject, and says "Unread" to a screen reader, so colour is never the only sign.
 */
export function NotificationItem({ n, onOpen }: { n: NotificationView; onOpen: () => void }) {
  const unread = n.notification_status === '0';
  return (
    <UnstyledButton
      className={s.item}
      data-unread={unread || undefined}
      onClick={onOpen}
      data-testid="notification"
    >
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={unread ? 700 : 500} className={s.subject}>
            {unread && <span className={s.dot} aria-hidden />}
            {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
            {n.subject}
          </Text>
          <DateText value={n.created_at} size="xs" c="dark.4" style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" c="dark.5" className={s.preview}>
          {messagePreview(n.message)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
