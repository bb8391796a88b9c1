import type { Db } from '../../db/client.ts';
import { openLoan, statusOfLoan } from '../loans/index.ts';

/**
 * The status of each product in the wallet (part 2 sections 4.3 and 4.4), one function per product.
 * There are no loan, POP or ETC applications yet, so each is read from what the ledger says the
 * member owes: a balance owed means the product is being repaid, none means the member may apply.
 * The loan, POP and ETC applications replace these with their own state (in process, pending
 * approval, cancelled…); the callers already pass the database and the member for that.
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

/** POP: 2 Repay while anything is owed, else 3 Apply. */
export async function popStatus(_db: Db, _userId: number, owedKobo: bigint): Promise<number> {
  return owedKobo > 0n ? 2 : 3;
}

/** ETC: 2 Repay while anything is owed, else 3 Apply. */
export async function etcStatus(_db: Db, _userId: number, owedKobo: bigint): Promise<number> {
  return owedKobo > 0n ? 2 : 3;
}
