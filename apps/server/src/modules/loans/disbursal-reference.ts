import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A loan's withdrawal to the bank: the ledger key of its disbursal and the reference of its payout.
 * The first is `loan:<id>:disbursal` (as since release 1). A payout the bank returned puts the loan
 * back to be withdrawn again (reopen-returned.ts), and each withdrawal after that is one more attempt,
 * `loan:<id>:disbursal:2`, `:3`…, so its posting is new and not the first one replayed.
 */
export const disbursalReference = (loanId: number, attempt: number) =>
  attempt === 1 ? `loan:${loanId}:disbursal` : `loan:${loanId}:disbursal:${attempt}`;

/** The loan a disbursal reference belongs to, or undefined for any other reference. */
export function loanOfDisbursal(reference: string): number | undefined {
  const m = /^loan:([1-9]\d{0,9}):disbursal(?::[2-9]|:[1-9]\d+)?$/.exec(reference);
  return m ? Number(m[1]) : undefined;
}

/** Whether a payouts.reference column is one of this loan's withdrawals, any attempt. */
export const isDisbursalOf = (reference: AnyPgColumn, loanId: number): SQL =>
  or(
    sql`${reference} = ${disbursalReference(loanId, 1)}`,
    sql`${reference} like ${`${disbursalReference(loanId, 1)}:%`}`,
  ) as SQL;
