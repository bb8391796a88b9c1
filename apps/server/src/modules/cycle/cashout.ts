import {
  ACCOUNT_LOCKED,
  CASHOUT_BELOW_FEE,
  CASHOUT_NOT_NOW,
  formatNaira,
  percentOf,
  toNairaNumber,
  USER_LOCKED,
} from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, payouts, plans, users } from '../../db/schema/index.ts';
import { ApiError, badRequest } from '../../http/envelope.ts';
import {
  cashout,
  loanRecoveredAtCashout,
  lockedMemberBalance,
  memberBalances,
  post,
} from '../../ledger/index.ts';
import { cycleDates, inCashoutWindow } from '../contributions/index.ts';
import { settleRepaidLoan } from '../loans/index.ts';
import { notifyMembers } from '../notifications/index.ts';
import { cycleEnd, startNextCycle } from './next-cycle.ts';

const CASHOUT_DEFAULTER = "You can't cash out while you owe the fund a loan, POP or ETC repayment.";
export const CASHOUT_NO_BANK =
  'Add your bank details in your profile to cash out. Without them your savings roll into your next cycle.';

type Membership = typeof memberships.$inferSelect;
type Plan = typeof plans.$inferSelect;

/** Why a member may or may not cash out now: status 1 only inside the window and eligible. */
export interface CashoutState {
  status: 0 | 1;
  /** The message a request would be refused with (null when status is 1). */
  refusal: { code: number; message: string } | null;
  membership: Membership | null;
  plan: Plan | null;
  contributionsKobo: bigint;
  feeKobo: bigint;
  /** Where the payout goes: the member's bank details, all three on file (null when refused). */
  bank: BankDetails | null;
}

interface BankDetails {
  bankName: string;
  accountNumber: string;
  accountHolderName: string;
  bankCode: string | null;
}

/**
 * The trust bonus rate in basis points (DESIGN section 9): the plan's rate; FLEXI runs from its
 * lower bound (3-month cycles) through the middle (6 months) to its upper bound (12 months or more).
 */
export function trustBonusBps(
  plan: Pick<Plan, 'name' | 'trustBonusBps' | 'trustBonusMaxBps'>,
  months: number,
) {
  if (plan.name !== 'FLEXI') return plan.trustBonusBps;
  if (months >= 12) return plan.trustBonusMaxBps;
  if (months >= 6) return Math.floor((plan.trustBonusBps + plan.trustBonusMaxBps) / 2);
  return plan.trustBonusBps;
}

/**
 * Every cash-out rule of spec part 2 section 4.5 in the order the member meets them: an active
 * saving plan, contributions above the membership fee, not a defaulter (locked, or owing a loan,
 * POP or ETC), inside the window u_cashout_from..u_cashout_to, bank details on file.
 */
export async function cashoutState(db: Db, userId: number, now: Date, lock = false): Promise<CashoutState> {
  const q = db
    .select({ m: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: memberships }) : await q;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const bal = await memberBalances(db, userId);
  const base = {
    membership: row?.m ?? null,
    plan: row?.plan ?? null,
    contributionsKobo: bal.contributions,
    feeKobo: row?.m.membershipFeeKobo ?? 0n,
    bank: null,
  };
  const refuse = (code: number, message: string): CashoutState => ({
    ...base,
    status: 0,
    refusal: { code, message },
  });
  if (!row || !user || !row.m.startedAt || row.m.contributionKobo <= 0n) return refuse(403, CASHOUT_NOT_NOW);
  if (bal.contributions <= base.feeKobo) return refuse(403, CASHOUT_BELOW_FEE);
  if (user.status === USER_LOCKED) return refuse(403, ACCOUNT_LOCKED);
  if (user.status !== 1) return refuse(403, CASHOUT_NOT_NOW);
  // A loan the payout covers is recovered from it at cash-out (docs/domain-rules.md, Loans); one it
  // cannot cover, or any POP or ETC owed, makes the member a defaulter.
  if (bal.loan > bal.contributions - base.feeKobo || bal.pop > 0n || bal.etc > 0n)
    return refuse(403, CASHOUT_DEFAULTER);
  const end = cycleEnd(row.m);
  const dates =
    row.m.cashoutFrom && row.m.cashoutTo
      ? { cashoutFrom: row.m.cashoutFrom, cashoutTo: row.m.cashoutTo }
      : end
        ? cycleDates(row.m.startedAt, row.m.durationMonths)
        : null;
  if (!dates || !inCashoutWindow(dates, now)) return refuse(403, CASHOUT_NOT_NOW);
  const { bankName, accountNumber, accountHolderName } = user;
  if (!bankName || !accountNumber || !accountHolderName) return refuse(403, CASHOUT_NO_BANK);
  const bank = { bankName, accountNumber, accountHolderName, bankCode: user.bankCode };
  return { ...base, status: 1, refusal: null, bank };
}

/** cashout_status for GET /userdashboard: 1 inside the cash-out window and eligible, else 0. */
export async function cashoutStatus(db: Db, userId: number, now: Date): Promise<0 | 1> {
  return (await cashoutState(db, userId, now)).status;
}

/**
 * POST /cashout: pays out the cycle's contributions plus the trust bonus minus the next year's
 * membership fee, in one ledger entry (cashout:<member>:<cycle>) that moves the payout to
 * liability:payouts-due; records the payout for an operator to send to the member's bank account;
 * and starts the next cycle. cashout_amount must be the member's total contributions.
 *
 * Errors (ApiError, shown as is): 403 with the spec's texts ('you can't cashout now', the
 * below-fee text, the locked text) or the defaulter / bank-details texts; 400 when the amount is
 * not the member's total contributions.
 */
export async function requestCashout(db: Db, userId: number, amountKobo: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const state = await cashoutState(tx, userId, now, true);
    if (state.refusal) throw new ApiError(state.refusal.code, state.refusal.message);
    const m = state.membership as Membership;
    const plan = state.plan as Plan;
    const saved = state.contributionsKobo;
    if (amountKobo !== saved) {
      throw badRequest(`The cashout amount must be your total contributions of ${formatNaira(saved)}`);
    }
    const bank = state.bank as BankDetails;
    const bonus = percentOf(saved, trustBonusBps(plan, m.durationMonths));
    const fee = state.feeKobo;
    const gross = saved + bonus - fee;
    const key = `cashout:${userId}:${m.cycleNumber}`;
    // A loan still owed is taken from the payout first (docs/domain-rules.md, Loans).
    const owed = await lockedMemberBalance(tx, userId, 'loan');
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    const recovered = owed < gross ? owed : gross;
    const payout = gross - recovered;
    const [row] = await tx
      .insert(payouts)
      .values({
        userId,
        kind: 'cashout',
        reference: key,
        membershipId: m.id,
        cycleNumber: m.cycleNumber,
        amountKobo: payout,
        contributionsKobo: saved,
        trustBonusKobo: bonus,
        membershipFeeKobo: fee,
        bankName: bank.bankName,
        accountNumber: bank.accountNumber,
        accountHolderName: bank.accountHolderName,
        bankCode: bank.bankCode,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('payout insert returned no row');
    const next = await startNextCycle(tx, m, now);
    await notifyMembers(
      tx,
      'cashout_requested',
      [
        {
          memberId: userId,
          subject: 'Cashout requested',
          message: `Your cashout of ${formatNaira(payout)} (contributions ${formatNaira(saved)} + trust bonus ${formatNaira(bonus)} - membership fee ${formatNaira(fee)}${recovered > 0n ? ` - loan ${formatNaira(recovered)}` : ''}) will be sent to your ${bank.bankName} account ending ${bank.accountNumber.slice(-4)}. Your cycle ${next.cycleNumber} has started.`,
        },
      ],
      now,
    );
    // The postings come last: they lock the fund's own accounts (payouts due, trust bonus, fees),
    // which every cash-out shares, so the lock is held only from here to the commit and the requests
    // of a busy cash-out season queue for the shortest time. All of it commits or none of it does.
    await post(
      tx,
      cashout({
        key,
        memberId: userId,
        contributionsKobo: saved,
        trustBonusKobo: bonus,
        membershipFeeKobo: fee,
        description: `Cash-out of cycle ${m.cycleNumber}: contributions ${formatNaira(saved)} + trust bonus ${formatNaira(bonus)} - membership fee ${formatNaira(fee)}`,
        at: now,
      }),
    );
    if (recovered > 0n) {
      await post(
        tx,
        loanRecoveredAtCashout({
          key: `${key}:loan`,
          memberId: userId,
          amountKobo: recovered,
          description: `Loan recovered from the cash-out of cycle ${m.cycleNumber}`,
          at: now,
        }),
      );
      await settleRepaidLoan(tx, userId, now);
    }
    return {
      payout_id: row.id,
      contributions: toNairaNumber(saved),
      trust_bonus: toNairaNumber(bonus),
      membership_fee: toNairaNumber(fee),
      payout_amount: toNairaNumber(payout),
      bank_name: bank.bankName,
      account_number: bank.accountNumber,
      next_cycle: next.cycleNumber,
      u_cashout_from: next.cashoutFrom?.toISOString() ?? null,
      u_cashout_to: next.cashoutTo?.toISOString() ?? null,
    };
  });
}
