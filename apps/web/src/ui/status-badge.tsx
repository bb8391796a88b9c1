/**
 * StatusBadge: the state of a payment, a week, a loan or the account, in tables and on cards. Each
 * status has one colour (statuses.ts) and its own icon, so colour is never the only signal: paid,
 * approved, pending, in process, overdue, missed, failed and locked (the API's "success" and
 * "declined" take paid's and failed's). `label` replaces the status's word where a screen has its
 * own (a transaction "Earned" is paid); the colour and icon still say which status it is.
 * Use a plain Mantine Badge for things that are not statuses (a plan name, a count).
 */
import { Badge, type BadgeProps } from '@mantine/core';
import {
  type Icon,
  IconAlertTriangle,
  IconCalendarX,
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconLock,
  IconProgress,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react';
import { type Status, type StatusAlias, statusLook } from './statuses.ts';

const ICONS: Record<Status, Icon> = {
  paid: IconCircleCheck,
  approved: IconRosetteDiscountCheck,
  pending: IconClock,
  'in process': IconProgress,
  overdue: IconAlertTriangle,
  missed: IconCalendarX,
  failed: IconCircleX,
  locked: IconLock,
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'color' | 'variant' | 'leftSection'> {
  status: Status | StatusAlias;
  /** The screen's own word for this status; the status's label when absent. */
  label?: string;
  'data-testid'?: string;
}

export function StatusBadge({ status, label, ...badge }: StatusBadgeProps) {
  const look = statusLook(status);
  const StatusIcon = ICONS[look.status];
  return (
    <Badge
      radius="sm"
      size="md"
      tt="none"
      {...badge}
      data-status={look.status}
      leftSection={<StatusIcon size={14} stroke={2} aria-hidden />}
      styles={{
        root: {
          background: look.background,
          color: look.text,
          border: `1px solid ${look.text}`,
          fontWeight: 700,
        },
        // Never cut to "P…" in a narrow table column: the label is the status, it keeps its width.
        label: { overflow: 'visible' },
      }}
    >
      {label ?? look.label}
    </Badge>
  );
}
