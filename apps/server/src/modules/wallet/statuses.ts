import type { Db } from '../../db/client.ts';
import { openLoan, statusOfLoan } from '../loans/index.ts';
import { popEtcState } from '../pop-etc/index.ts';

/**
 * The status of each product in the wallet (part 2 sections 4.3 and 4.4), one function per product.
 * Each is read from the member's applications (modules/loans, modules/pop-etc).
 */

/**
 * Loan: from the member's open application (modules/loans: 2 awaiting trusters, 4 pending disbursal,
 * 5 on its way, 3 repay); with none, 3 Repay while the ledger says something is owed, else 0 Apply.
 */
export async function loanStatus(db: Db, userId: number, owedKobo: bigint): Promise<number> {
  const loan = await openLoan(db, userId);
  if (loan) return statusOfLoan(db, loan);
  return owedKobo > 0n ? 3 : 0;
}

/** POP (section 4.4) from the member's application: 1 Cancel while in process, 2 Repay, 3 Apply. */
export async function popStatus(db: Db, userId: number, _owedKobo: bigint): Promise<number> {
  return (await popEtcState(db, userId)).pop;
}

/** ETC (section 4.4) from the member's application: 1 Cancel while in process, 2 Repay, 3 Apply. */
export async function etcStatus(db: Db, userId: number, _owedKobo: bigint): Promise<number> {
  return (await popEtcState(db, userId)).etc;
}
