import { type AdminLoan, toNairaNumber } from '@trust/shared';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans, loanTrusters, payouts, proposals, users } from '../../db/schema/index.ts';
import { lagosDay } from '../../lagos-day.ts';
import { LOAN_DISBURSAL } from './disbursal-kind.ts';
import { isDisbursalOf, loanOfDisbursal } from './disbursal-reference.ts';
import { loanStatusOf } from './states.ts';

/**
 * The newest 200 loans (of one state), with their trusters' answers and any disbursal proposal waiting
 * for a second operator, for the console.
 */
export async function listLoans(
  db: Db,
  state: AdminLoan['state'] | undefined,
  now: Date,
): Promise<AdminLoan[]> {
  const rows = await db
    .select({ loan: loans, name: users.fullName, pin: users.tfpPin })
    .from(loans)
    .innerJoin(users, eq(users.id, loans.userId))
    .where(state ? eq(loans.state, state) : undefined)
    .orderBy(desc(loans.createdAt), desc(loans.id))
    .limit(200);
  const ids = rows.map((r) => r.loan.id);
  const answers = ids.length
    ? await db
        .select({
          loanId: loanTrusters.loanId,
          n: sql<number>`count(*)::int`,
          trusted: sql<number>`count(*) filter (where ${loanTrusters.answer} = 1)::int`,
        })
        .from(loanTrusters)
        .where(inArray(loanTrusters.loanId, ids))
        .groupBy(loanTrusters.loanId)
    : [];
  // The loans one of whose withdrawals was sent (a returned one is failed, disbursal-reference.ts).
  const sentLoans = new Set(
    ids.length
      ? (
          await db
            .select({ reference: payouts.reference })
            .from(payouts)
            .where(
              and(or(...ids.map((id) => isDisbursalOf(payouts.reference, id))), eq(payouts.status, 'sent')),
            )
        ).map((p) => loanOfDisbursal(p.reference))
      : [],
  );
  const open = ids.length
    ? await db
        .select({ id: proposals.id, subject: proposals.subject })
        .from(proposals)
        .where(
          and(
            eq(proposals.kind, LOAN_DISBURSAL),
            inArray(
              proposals.subject,
              ids.map((id) => `loan:${id}`),
            ),
            eq(proposals.status, 'proposed'),
          ),
        )
    : [];
  const today = lagosDay(now);
  return rows.map(({ loan, name, pin }) => {
    const a = answers.find((x) => x.loanId === loan.id);
    return {
      id: loan.id,
      member: { id: loan.userId, name, tfp_pin: pin ?? '' },
      amount: toNairaNumber(loan.amountKobo),
      repayment_date: loan.repaymentDate,
      state: loan.state as AdminLoan['state'],
      loan_status: loanStatusOf(loan.state, sentLoans.has(loan.id)),
      trusters: Number(a?.n ?? 0),
      trusted: Number(a?.trusted ?? 0),
      created_at: loan.createdAt.toISOString(),
      submitted_at: loan.submittedAt?.toISOString() ?? null,
      overdue: loan.state === 'disbursed' && loan.repaymentDate < today,
      proposal_id: open.find((p) => p.subject === `loan:${loan.id}`)?.id ?? null,
    };
  });
}
