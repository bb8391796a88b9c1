import { type EarningsView, type EarningView, MIN_REDEEM_NAIRA, toNairaNumber } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, users } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { periodAmount } from '../contributions/index.ts';
import { activeMembership, PLANS_BY_EARNINGS } from './plan-state.ts';
import { type EarningRow, listEarnings } from './queries.ts';

const typeOf = (kind: string): EarningView['type'] =>
  kind === 'referral-earning' ? 'referral' : kind === 'trust-bonus' ? 'trust-bonus' : 'other';

const earningView = (e: EarningRow) => ({
  id: e.id,
  date: e.at.toISOString(),
  amount: toNairaNumber(e.amountKobo),
  type: typeOf(e.kind),
  level: e.level,
  member_name: e.memberName,
  description: e.description,
});

/** GET /userearnings: the signed-in member's earnings from the ledger and what they can do with them. */
export async function earningsView(db: Db, userId: number): Promise<EarningsView> {
  const [rows, bal, active, options, [user]] = await Promise.all([
    listEarnings(db, userId),
    memberBalances(db, userId),
    activeMembership(db, userId, false),
    db
      .select({ id: plans.id, name: plans.name, fee: plans.membershipFeeKobo })
      .from(plans)
      .where(and(inArray(plans.name, [...PLANS_BY_EARNINGS, 'FLEXI']), eq(plans.active, true)))
      .orderBy(plans.membershipFeeKobo),
    db
      .select({ bankName: users.bankName, accountNumber: users.accountNumber })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  const paid = active && active.plan.name !== 'ORDINARY' && active.m.contributionKobo > 0n ? active.m : null;
  const per = paid ? periodAmount(paid) : null;
  return {
    earnings_count: rows.length,
    total_earned: toNairaNumber(rows.reduce((sum, r) => sum + r.amountKobo, 0n)),
    redeemable: toNairaNumber(bal.earnings),
    min_redeem: MIN_REDEEM_NAIRA,
    plan_name: active ? (active.plan.name === 'ORDINARY' ? 'BASIC' : active.plan.name) : null,
    can_start_plan: !active || active.plan.name === 'ORDINARY',
    period_amount: per === null ? null : toNairaNumber(per),
    periods_covered: per ? Number(bal.earnings / per) : 0,
    plans: options
      .filter((p) => p.name !== 'FLEXI')
      .map((p) => ({ pl_plan_id: p.id, pl_plan_name: p.name, needed: toNairaNumber(p.fee) })),
    flexi_plan_id: options.find((p) => p.name === 'FLEXI')?.id ?? null,
    bank:
      user?.bankName && user.accountNumber
        ? { bank_name: user.bankName, account_ending: user.accountNumber.slice(-4) }
        : null,
    earnings: rows.map(earningView),
  };
}
