import type { MandateView } from '@trust/shared';
import { StatusBadge } from './status-badge.tsx';

/** A mandate's state in the screen's words: pending approval, active, ended. */
export function MandateStateBadge({ state }: { state: MandateView['state'] }) {
  if (state === 'active') return <StatusBadge status="approved" label="Active" data-testid="mandate-state" />;
  if (state === 'pending')
    return <StatusBadge status="pending" label="Pending approval" data-testid="mandate-state" />;
  return <StatusBadge status="failed" label="Ended" data-testid="mandate-state" />;
}

/** "Guaranty Trust Bank ••6789", or "your bank account" before the bank has told us. */
export function accountWords(m: Pick<MandateView, 'bank_name' | 'account_last4'>) {
  if (!m.bank_name) return 'your bank account';
  return m.account_last4 ? `${m.bank_name} ••${m.account_last4}` : m.bank_name;
}
