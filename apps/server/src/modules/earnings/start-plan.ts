import {
  EARNINGS_MESSAGES,
  type FlexiDuration,
  type FlexiFrequency,
  formatNaira,
  MIN_PLAN_EARNINGS_KOBO,
  PLAN_MESSAGES,
  toNairaNumber,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/envelope.ts';
import { balance, InsufficientBalanceError, memberAccount } from '../../ledger/index.ts';
import {
  applyPlanPayment,
  findPlan,
  fixedTerms,
  openPendingMembership,
  type PlanTerms,
} from '../joining/index.ts';
import { flexiTerms, loadFlexiReference } from '../plans/index.ts';
import { activeMembership, PLANS_BY_EARNINGS, type PlanRow } from './plan-state.ts';

const ON_PAID_PLAN =
  'You already have a paid plan. Earnings start a plan from BASIC; change your plan from your profile.';
const NOT_BY_EARNINGS = 'Choose SILVER, GOLD or PLATINUM to start with your earnings.';

/** The message for earnings between N1,000 and what the plan needs (part 2 section 4.8). */
const needMoreMessage = (plan: string, needKobo: bigint, heldKobo: bigint) =>
  `You need ${formatNaira(needKobo - heldKobo)} more in earnings to start ${plan}: it takes ${formatNaira(needKobo)} and you hold ${formatNaira(heldKobo)}.`;

export interface FlexiChoice {
  amountKobo: bigint;
  frequency: FlexiFrequency;
  durationMonths: FlexiDuration;
}

/** The plan and terms asked for; 400 for a plan earnings cannot start. */
async function earningsPlanTerms(
  db: Db,
  planId: number,
  flexi?: FlexiChoice,
): Promise<{ plan: PlanRow; terms: PlanTerms }> {
  const plan = await findPlan(db, planId);
  if (flexi) {
    if (plan.name !== 'FLEXI') throw badRequest(PLAN_MESSAGES.notFlexiPlan);
    const quote = flexiTerms(
      await loadFlexiReference(db),
      flexi.amountKobo,
      flexi.frequency,
      flexi.durationMonths,
    );
    return {
      plan,
      terms: {
        membershipFeeKobo: quote.membershipFeeKobo,
        contributionKobo: flexi.amountKobo,
        frequency: flexi.frequency,
        durationMonths: flexi.durationMonths,
      },
    };
  }
  if (!(PLANS_BY_EARNINGS as readonly string[]).includes(plan.name)) throw badRequest(NOT_BY_EARNINGS);
  return { plan, terms: fixedTerms(plan) };
}

/**
 * POST /usernonftmplanpaymentbyearning and /userftmplanpaymentbyearning (flexi_type 2): the plan's
 * membership fee is paid from the member's earnings (transfer membershipFee from earnings) and the
 * plan is applied as a paid plan is (applyPlanPayment: active with its cycle dates, the pin,
 * referral earnings up the chain), in one transaction under the key earnings-plan:<membership>.
 * The BASIC membership ends; contributions are then collected from week 1 like any plan's.
 *
 * Errors (ApiError): 409 on a paid plan already (plan change is the profile's); 400 'Insufficient
 * Earnings' below N1,000, or how much more is needed below the fee.
 */
export async function startPlanWithEarnings(
  db: Db,
  input: { userId: number; planId: number; flexi?: FlexiChoice; now: Date },
) {
  const { userId, now } = input;
  const { plan, terms } = await earningsPlanTerms(db, input.planId, input.flexi);
  return db.transaction(async (tx) => {
    // The member's row first: a member with no membership yet has no row below to lock, and two
    // starts at once would each open one (the second failing on the one-open-membership index).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const active = await activeMembership(tx, userId, true);
    if (active && active.plan.name !== 'ORDINARY') throw conflict(ON_PAID_PLAN);
    const need = terms.membershipFeeKobo;
    const held = await balance(tx, memberAccount(userId, 'earnings'));
    if (held < MIN_PLAN_EARNINGS_KOBO) throw badRequest(EARNINGS_MESSAGES.insufficient);
    if (held < need) throw badRequest(needMoreMessage(plan.name, need, held));
    if (active) {
      await tx
        .update(memberships)
        .set({ status: 'ended', updatedAt: now })
        .where(eq(memberships.id, active.m.id));
    }
    const m = await openPendingMembership(tx, { userId, plan, terms, method: 'earnings', now });
    try {
      const outcome = await applyPlanPayment(tx, {
        reference: `earnings-plan:${m.id}`,
        membershipId: m.id,
        amountKobo: need,
        from: 'earnings',
        at: now,
      });
      if (outcome.kind !== 'activated') throw new Error(`plan by earnings not applied: ${outcome.kind}`);
    } catch (e) {
      // A redemption committed between the read above and the ledger's lock.
      if (e instanceof InsufficientBalanceError) throw badRequest(EARNINGS_MESSAGES.insufficient);
      throw e;
    }
    return {
      plan_name: plan.name,
      membership_fee: toNairaNumber(need),
      started: true,
      redeemable: toNairaNumber(await balance(tx, memberAccount(userId, 'earnings'))),
    };
  });
}

/** flexi_type 1: the fee a FLEXI plan with these terms would take from earnings; nothing changes. */
export async function quoteFlexiByEarnings(db: Db, userId: number, planId: number, flexi: FlexiChoice) {
  const { plan, terms } = await earningsPlanTerms(db, planId, flexi);
  return {
    plan_name: plan.name,
    membership_fee: toNairaNumber(terms.membershipFeeKobo),
    started: false,
    redeemable: toNairaNumber(await balance(db, memberAccount(userId, 'earnings'))),
  };
}
