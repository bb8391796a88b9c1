import {
  LOAN_STATUS_OF_PHASE,
  loanPhaseOf,
  TRUSTER_TYPES,
  type TrusterType,
  toNairaNumber,
} from '@trust/shared';
import { and, desc, eq, exists, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loans, loanTrusters, payouts, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/envelope.ts';
import { isDisbursalOf } from './disbursal-reference.ts';
import { requirementFor } from './requirement.ts';
import { loanStatusOf, mmddyyyyOf, OPEN_STATES } from './states.ts';
import { acceptedTrustMembers } from './trusters-source.ts';

type LoanRow = typeof loans.$inferSelect;

/**
 * Whether the payout of a disbursed loan was sent (loan_status 3) or is on its way (5): one of its
 * withdrawals (a returned one and the one after it, disbursal-reference.ts) was sent.
 */
async function payoutSent(db: Db, loan: LoanRow): Promise<boolean> {
  if (loan.state !== 'disbursed') return false;
  const [p] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(isDisbursalOf(payouts.reference, loan.id), eq(payouts.status, 'sent')))
    .limit(1);
  return p !== undefined;
}

async function statusOfLoan(db: Db, loan: LoanRow): Promise<number> {
  return loanStatusOf(loan.state, await payoutSent(db, loan));
}

/** The member's open application (waiting, approved or disbursed), if any. */
async function openLoan(db: Db, userId: number): Promise<LoanRow | undefined> {
  const [loan] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), inArray(loans.state, OPEN_STATES)))
    .limit(1);
  return loan;
}

/** GET /usercurrentloan: the open application, else the newest saved one, else null. */
export async function currentLoan(db: Db, userId: number) {
  const loan =
    (await openLoan(db, userId)) ??
    (
      await db
        .select()
        .from(loans)
        .where(and(eq(loans.userId, userId), eq(loans.state, 'saved')))
        .orderBy(desc(loans.createdAt), desc(loans.id))
        .limit(1)
    )[0];
  if (!loan) return null;
  return { loan_id: loan.id, loan_status: await statusOfLoan(db, loan), state: loan.state };
}

const answerText = (a: number | null) => (a === 1 ? 'Trusted' : a === 0 ? 'Declined' : 'Pending');

/**
 * POST /getuserloandetail: the borrower and the loan's trusters may read it; anyone else, and a loan
 * that does not exist, get the same 404.
 */
export async function loanDetail(db: Db, userId: number, loanId: number) {
  const [loan] = await db
    .select()
    .from(loans)
    .where(
      and(
        eq(loans.id, loanId),
        or(
          eq(loans.userId, userId),
          exists(
            db
              .select({ one: loanTrusters.id })
              .from(loanTrusters)
              .where(and(eq(loanTrusters.loanId, loans.id), eq(loanTrusters.trusterId, userId))),
          ),
        ),
      ),
    );
  if (!loan) throw notFound('We could not find this loan');
  const [borrower] = await db
    .select({ name: users.fullName, pin: users.tfpPin })
    .from(users)
    .where(eq(users.id, loan.userId));
  const trusters = await db
    .select({
      id: users.id,
      name: users.fullName,
      pin: users.tfpPin,
      type: loanTrusters.type,
      answer: loanTrusters.answer,
    })
    .from(loanTrusters)
    .innerJoin(users, eq(users.id, loanTrusters.trusterId))
    .where(eq(loanTrusters.loanId, loan.id))
    .orderBy(loanTrusters.id);
  // This loan's own phase (@trust/shared loan-phase.ts), not the member's debt: a truster reads it too.
  const phase = loanPhaseOf({ state: loan.state, sent: await payoutSent(db, loan) }, 0n);
  return {
    loan_id: loan.id,
    loan_req_amount: toNairaNumber(loan.amountKobo),
    loan_req_repayment_date: mmddyyyyOf(loan.repaymentDate),
    loan_status: LOAN_STATUS_OF_PHASE[phase],
    phase,
    state: loan.state,
    borrower: { u_first_name: borrower?.name ?? '', u_tfp_pin: borrower?.pin ?? '' },
    is_borrower: loan.userId === userId,
    expires_at: loan.state === 'awaiting' ? (loan.expiresAt?.toISOString() ?? null) : null,
    loan_trsut_members: trusters.map((t) => ({
      u_id: t.id,
      u_first_name: t.name,
      u_tfp_pin: t.pin ?? '',
      pl_prefix: t.type,
      status: answerText(t.answer),
    })),
  };
}

/** POST /loantrusters: the member's accepted trust members by tab, with their pins' status. */
export async function trusterOptions(db: Db, userId: number, page: { offset: number; count: number }) {
  const lists = await Promise.all(
    TRUSTER_TYPES.map((t) => acceptedTrustMembers(db, userId, { planPrefix: t, ...page })),
  );
  const view = (t: TrusterType, i: number) =>
    (lists[i] ?? []).map((m) => ({
      id: m.id,
      u_first_name: m.fullName,
      u_tfp_pin: m.tfpPin,
      pl_prefix: t,
      u_tfp_pin_status: m.tfpPinStatus,
      u_image: m.imagePath,
    }));
  return { STM: view('STM', 0), GTM: view('GTM', 1), PTM: view('PTM', 2) };
}

/** POST /getusersavedloanrequest: the saved application (this one, or the newest), or null. */
export async function savedLoan(db: Db, userId: number, loanId: number | undefined) {
  const [loan] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.state, 'saved'), ...(loanId ? [eq(loans.id, loanId)] : [])))
    .orderBy(desc(loans.createdAt), desc(loans.id))
    .limit(1);
  if (!loan) return null;
  const picked = await db
    .select({
      id: users.id,
      name: users.fullName,
      pin: users.tfpPin,
      type: loanTrusters.type,
      status: users.tfpPinStatus,
      image: users.imagePath,
    })
    .from(loanTrusters)
    .innerJoin(users, eq(users.id, loanTrusters.trusterId))
    .where(eq(loanTrusters.loanId, loan.id));
  const of = (t: TrusterType) =>
    picked
      .filter((p) => p.type === t)
      .map((p) => ({
        id: p.id,
        u_first_name: p.name,
        u_tfp_pin: p.pin ?? '',
        pl_prefix: t,
        u_tfp_pin_status: p.status,
        u_image: p.image,
      }));
  return {
    loan_id: loan.id,
    loan_amount: toNairaNumber(loan.amountKobo),
    repaydate: mmddyyyyOf(loan.repaymentDate),
    req_tfps: Object.fromEntries(requirementFor(loan.amountKobo).map((r) => [r.pl_name, r.pl_value])),
    trustmembers: { STM: of('STM'), GTM: of('GTM'), PTM: of('PTM') },
  };
}
