import { bvnStateOf, useVirtualAccount } from '../../../api/virtual-account.ts';
import { AccountNumberCard } from '../../../ui/account-number-card.tsx';

/**
 * The member's account number card on the dashboard, reading its own call: the answer, which comes
 * after the figures, redraws this card alone rather than the whole screen.
 */
export function DashboardAccountCard() {
  const account = useVirtualAccount();
  return (
    <AccountNumberCard
      account={account.data}
      error={account.isError ? account.error.message : null}
      bvnState={bvnStateOf(account.error)}
    />
  );
}
