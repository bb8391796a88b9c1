import { USER_LOCKED, USER_TERMINATED } from '@trust/shared';
import { StatusBadge } from '../../../../ui/status-badge.tsx';

/** A member's account status (users.status): active, locked for default, or terminated. */
export function MemberStatusBadge({ status }: { status: number }) {
  if (status === USER_LOCKED) return <StatusBadge status="locked" />;
  if (status === USER_TERMINATED) return <StatusBadge status="failed" label="Terminated" />;
  return <StatusBadge status="paid" label="Active" />;
}
