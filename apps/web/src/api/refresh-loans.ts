import type { QueryClient } from '@tanstack/react-query';
import { currentLoanQuery } from './current-loan.ts';
import { dashboardQuery } from './dashboard.ts';
import { loanDetailQuery } from './loan-detail.ts';
import { loanEligibilityQuery } from './loan-eligibility.ts';
import { savedLoanQuery } from './saved-loan.ts';
import { trustWalletQuery } from './trust-wallet.ts';

/** After a loan is applied for, answered, withdrawn, refunded or cancelled: what shows the loan reloads. */
export function refreshLoans(client: QueryClient) {
  for (const key of [
    currentLoanQuery().queryKey,
    savedLoanQuery().queryKey,
    // Every loan's detail: the key's first part.
    loanDetailQuery(null).queryKey.slice(0, 1),
    trustWalletQuery().queryKey,
    dashboardQuery().queryKey,
    loanEligibilityQuery().queryKey,
  ])
    void client.invalidateQueries({ queryKey: key });
}
