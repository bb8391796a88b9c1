import {
  LOAN_STATUS_OF_PHASE,
  loanPhaseOf,
  type MemberLoan,
  OPEN_LOAN_STATES,
  toNairaNumber,
} from '@trust/shared';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/** The loan row a member's phase is read from, as the statements below answer it (amount in kobo, text). */
export interface MemberLoanRow {
  id: number;
  state: string;
  sent: boolean;
  amount: string;
}

/**
 * A scalar subquery of a member read (the dashboard's, the wallet's, the checklist's): the member's open
 * loan, else their newest loan that ended (a saved draft is no loan), with whether its payout was sent
 * (any of its withdrawals: one the bank returned is failed, and the next is `…:disbursal:2`, loans'
 * disbursal-reference.ts).
 * One index range of `loans_user_idx`; null when the member never applied.
 */
export function memberLoanJson(userId: Placeholder | number): SQL<MemberLoanRow | null> {
  return sql<MemberLoanRow | null>`(select json_build_object('id', l.id, 'state', l.state,
      'amount', l.amount_kobo::text,
      'sent', exists (select 1 from payouts lp where (lp.reference = 'loan:' || l.id || ':disbursal'
          or lp.reference like 'loan:' || l.id || ':disbursal:%')
        and lp.status = 'sent'))
    from loans l where l.user_id = ${userId} and l.state <> 'saved'
    order by (l.state in (${sql.join(
      OPEN_LOAN_STATES.map((s) => sql`${s}`),
      sql`, `,
    )})) desc, l.created_at desc, l.id desc limit 1)`;
}

/**
 * The member's loan as every screen reads it (@trust/shared loan-phase.ts), from that row and what the
 * ledger says is owed on the loan account.
 */
export function memberLoanOf(row: MemberLoanRow | null, owedKobo: bigint): MemberLoan {
  const phase = loanPhaseOf(row, owedKobo);
  return {
    phase,
    loan_status: LOAN_STATUS_OF_PHASE[phase],
    loan_id: row?.id ?? null,
    amount: row ? toNairaNumber(BigInt(row.amount)) : 0,
    owed: toNairaNumber(owedKobo),
  };
}
