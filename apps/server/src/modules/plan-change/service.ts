import { type FlexiFrequency, PLAN_CHANGE_MESSAGES, type PlanChangeList, toNairaNumber } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, planChanges, plans, users } from '../../db/schema/index.ts';
import { GatewayError } from '../../gateways/index.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/envelope.ts';
import { periodAmount } from '../contributions/index.ts';
import {
  type PaymentsContext,
  providerUnavailable,
  recordPayment,
  settlePayment,
  startHostedCheckout,
} from '../payments/index.ts';
import { listActivePlans, toPlanView } from '../plans/index.ts';
import {
  activeMembership,
  blockingState,
  type MembershipRow,
  type PlanRow,
  pendingChange,
  weeksPaid,
} from './queries.ts';
import {
  CHECKOUT_HOLD_MS,
  choosesPayMethod,
  displayName,
  isUpgrade,
  priceLines,
  priceOf,
  refusal,
  TRANSFER_HOLD_MS,
} from './rules.ts';

/** Where the provider sends the browser back after paying for a change (the profile verifies it). */
const RETURN_PATH = '/profile';

const BLOCK_MESSAGES = {
  'loan-borrower': PLAN_CHANGE_MESSAGES.loanBorrower,
  'tfp-in-use': PLAN_CHANGE_MESSAGES.tfpInUse,
} as const;

const termsOf = (m: MembershipRow, plan: PlanRow) => ({
  planName: plan.name,
  membershipFeeKobo: m.membershipFeeKobo,
  contributionKobo: m.contributionKobo,
  frequency: m.frequency,
});

async function requireActive(db: Db, userId: number) {
  const current = await activeMembership(db, userId);
  if (!current) throw badRequest(PLAN_CHANGE_MESSAGES.noPlan);
  return current;
}

/**
 * GET /userplanchangelist: every plan the member may change to, each with what it costs now. BASIC
 * is never listed; FLEXI only from BASIC (priced by the flexi modal's quote); a FLEXI member gets
 * none. `blocked` names why no change can be made now. Errors: 400 without an active plan.
 */
export async function listPlanChanges(ctx: PaymentsContext, userId: number): Promise<PlanChangeList> {
  const { membership: m, plan: current } = await requireActive(ctx.db, userId);
  const [catalogue, paid, block, pending] = await Promise.all([
    listActivePlans(ctx.db),
    weeksPaid(ctx.db, m),
    blockingState(ctx.db, userId),
    livePendingChange(ctx, userId),
  ]);
  const terms = termsOf(m, current);
  const options = catalogue
    .filter(({ plan }) => refusal(current.name, plan.name) === null)
    .map(({ plan, benefits }) => {
      const upgrade = isUpgrade(current.name, plan.name);
      const price =
        plan.name === 'FLEXI'
          ? { totalKobo: 0n, feeBalanceKobo: 0n, topUpKobo: 0n }
          : priceOf(terms, plan, paid);
      return {
        ...toPlanView(plan, benefits),
        plan_change_amount: toNairaNumber(price.totalKobo),
        fee_balance: toNairaNumber(price.feeBalanceKobo),
        contribution_top_up: toNairaNumber(price.topUpKobo),
        breakdown: priceLines({
          fromPlan: current.name,
          toPlan: plan.name,
          newFeeKobo: plan.membershipFeeKobo,
          feeBalanceKobo: price.feeBalanceKobo,
          topUpKobo: price.topUpKobo,
          weeklyDifferenceKobo: plan.weeklySavingKobo - m.contributionKobo,
        }).map((l) => ({ label: l.label, amount: toNairaNumber(l.amountKobo) })),
        weeks_paid: paid,
        pl_change: upgrade ? (1 as const) : (0 as const),
        is_upgrade: upgrade,
        choose_pay_method: choosesPayMethod(current.name, plan.name),
      };
    });
  const blocked =
    current.name === 'FLEXI'
      ? PLAN_CHANGE_MESSAGES.flexiCannotChange
      : block
        ? BLOCK_MESSAGES[block]
        : pending
          ? PLAN_CHANGE_MESSAGES.pending(await planDisplayName(ctx.db, pending.toPlanId))
          : null;
  return {
    current_plan: {
      pl_plan_id: current.id,
      pl_plan_name: current.name,
      pl_display_name: displayName(current.name),
    },
    blocked,
    plans: options,
  };
}

async function planDisplayName(db: Db, planId: number) {
  const [p] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId)).limit(1);
  return displayName(p?.name ?? 'another plan');
}

/**
 * The member's change still waiting for its payment, after asking the provider about it (the member
 * may have paid while the browser never came back). One that has waited past its hold (an abandoned
 * checkout, a transfer never sent) is cancelled, and its payment if it still comes is refunded.
 */
async function livePendingChange(ctx: PaymentsContext, userId: number) {
  const pending = await pendingChange(ctx.db, userId);
  if (!pending) return null;
  let failed = false;
  if (pending.method === 'card' && pending.paymentReference) {
    try {
      failed = (await settlePayment(ctx, pending.paymentReference))?.status === 'failed';
    } catch (e) {
      if (!(e instanceof GatewayError)) throw e;
    }
  }
  const still = await pendingChange(ctx.db, userId);
  if (!still) return null;
  const hold = still.method === 'transfer' ? TRANSFER_HOLD_MS : CHECKOUT_HOLD_MS;
  // A declined or abandoned payment frees the member to choose again.
  if (!failed && ctx.clock.now().getTime() - still.createdAt.getTime() < hold) return still;
  await ctx.db
    .update(planChanges)
    .set({ status: 'cancelled' })
    .where(and(eq(planChanges.id, still.id), eq(planChanges.status, 'pending')));
  return null;
}

async function refuseWhenBlocked(ctx: PaymentsContext, userId: number) {
  const block = await blockingState(ctx.db, userId);
  if (block) throw conflict(BLOCK_MESSAGES[block]);
  const pending = await livePendingChange(ctx, userId);
  if (pending) throw conflict(PLAN_CHANGE_MESSAGES.pending(await planDisplayName(ctx.db, pending.toPlanId)));
}

export type ChangeAnswer =
  | { kind: 'changed'; planName: string }
  | { kind: 'checkout'; authurl: string; reference: string; amountKobo: bigint }
  | { kind: 'transfer'; planName: string; totalKobo: bigint; narration: string; reference: string };

interface NewTerms {
  membershipFeeKobo: bigint;
  contributionKobo: bigint;
  frequency: FlexiFrequency;
  durationMonths: number;
}

/**
 * POST /userplanchange: every rule of part 2 section 4.7. A downgrade is applied at once (free); an
 * upgrade records a pending change and its payment, by the provider's page (card) or bank transfer.
 * Errors: 400 for a refused target (the spec's 'You cannot change your plan to {plan}.'), a FLEXI
 * plan, FLEXI from a paid plan, the wrong pl_change, no active plan; 409 while a Loan Borrower, with
 * a TFP in use, or while a payment for another change is pending; 502 when the provider is down.
 */
export async function requestPlanChange(
  ctx: PaymentsContext,
  userId: number,
  input: { planId: number; plChange: number; payMethod: 'card' | 'transfer' },
): Promise<ChangeAnswer> {
  const [target] = await ctx.db.select().from(plans).where(eq(plans.id, input.planId)).limit(1);
  if (!target?.active) throw badRequest('This plan is not available. Please choose another plan.');
  const { plan: current } = await requireActive(ctx.db, userId);
  const refused = refusal(current.name, target.name);
  if (refused) throw badRequest(refused);
  if (target.name === 'FLEXI') throw badRequest(PLAN_CHANGE_MESSAGES.flexiNeedsTerms);
  const upgrade = isUpgrade(current.name, target.name);
  if (input.plChange !== (upgrade ? 1 : 0))
    throw badRequest(PLAN_CHANGE_MESSAGES.wrongDirection(displayName(target.name), upgrade));
  await refuseWhenBlocked(ctx, userId);
  const terms: NewTerms = {
    membershipFeeKobo: target.membershipFeeKobo,
    contributionKobo: target.weeklySavingKobo,
    frequency: 'Weekly',
    durationMonths: 12,
  };
  if (!upgrade) return downgrade(ctx, userId, current.id, target, terms);
  return startUpgrade(ctx, userId, current.id, target, terms, input.payMethod);
}

/**
 * The pay step of the flexi modal for a BASIC member (POST /userflexiplanpayment, flexi_type 2): the
 * change to FLEXI with the quoted fee and the member's amount, frequency and duration, paid by card.
 */
export async function requestFlexiChange(
  ctx: PaymentsContext,
  userId: number,
  flexiPlanId: number,
  terms: NewTerms,
): Promise<Extract<ChangeAnswer, { kind: 'checkout' }>> {
  const [target] = await ctx.db.select().from(plans).where(eq(plans.id, flexiPlanId)).limit(1);
  if (!target?.active) throw badRequest('This plan is not available. Please choose another plan.');
  const { plan: current } = await requireActive(ctx.db, userId);
  const refused = refusal(current.name, target.name);
  if (refused) throw badRequest(refused);
  await refuseWhenBlocked(ctx, userId);
  const answer = await startUpgrade(ctx, userId, current.id, target, terms, 'card');
  if (answer.kind !== 'checkout') throw new Error('A FLEXI change is paid by card');
  return answer;
}

/** Locks the active membership (so two requests of one member take turns) and checks it is unchanged. */
async function lockActive(tx: Db, userId: number, planId: number) {
  const [m] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .for('update');
  if (!m) throw badRequest(PLAN_CHANGE_MESSAGES.noPlan);
  if (m.planId !== planId) throw conflict('Your plan changed meanwhile. Please choose again.');
  const [pending] = await tx
    .select({ toPlanId: planChanges.toPlanId })
    .from(planChanges)
    .where(and(eq(planChanges.userId, userId), eq(planChanges.status, 'pending')))
    .limit(1);
  if (pending) throw conflict(PLAN_CHANGE_MESSAGES.pending(await planDisplayName(tx, pending.toPlanId)));
  return m;
}

/** The columns every change row shares; a free change keeps the membership's frequency and duration. */
const changeRow = (
  m: MembershipRow,
  fromPlanId: number,
  toPlanId: number,
  direction: 'upgrade' | 'downgrade',
  now: Date,
) => ({
  userId: m.userId,
  membershipId: m.id,
  fromPlanId,
  toPlanId,
  direction,
  feeBalanceKobo: 0n,
  topUpKobo: 0n,
  frequency: m.frequency,
  durationMonths: m.durationMonths,
  createdAt: now,
});

async function downgrade(
  ctx: PaymentsContext,
  userId: number,
  fromPlanId: number,
  target: PlanRow,
  terms: NewTerms,
): Promise<ChangeAnswer> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const m = await lockActive(tx, userId, fromPlanId);
    // The fee paid this cycle stays on the membership: it is not refunded, and counts if they upgrade again.
    await tx
      .update(memberships)
      .set({ planId: target.id, contributionKobo: terms.contributionKobo, updatedAt: now })
      .where(eq(memberships.id, m.id));
    await tx.insert(planChanges).values({
      ...changeRow(m, fromPlanId, target.id, 'downgrade', now),
      method: 'free',
      membershipFeeKobo: m.membershipFeeKobo,
      contributionKobo: terms.contributionKobo,
      status: 'applied',
      appliedAt: now,
    });
  });
  return { kind: 'changed', planName: displayName(target.name) };
}

async function startUpgrade(
  ctx: PaymentsContext,
  userId: number,
  fromPlanId: number,
  target: PlanRow,
  terms: NewTerms,
  payMethod: 'card' | 'transfer',
): Promise<ChangeAnswer> {
  const now = ctx.clock.now();
  const recorded = await ctx.db.transaction(async (tx) => {
    const m = await lockActive(tx, userId, fromPlanId);
    const [fromPlan] = await tx.select().from(plans).where(eq(plans.id, fromPlanId));
    if (!fromPlan) throw notFound('Plan not found');
    const isFromBasic = fromPlan.name === 'ORDINARY';
    const price = isFromBasic
      ? {
          feeBalanceKobo: terms.membershipFeeKobo,
          topUpKobo: periodAmount(terms),
        }
      : priceOf(termsOf(m, fromPlan), target, await weeksPaid(tx, m));
    // Keeping the higher of the fees paid: a member who came down and goes back up owes no fee twice.
    let membershipFeeKobo = terms.membershipFeeKobo;
    if (m.membershipFeeKobo > membershipFeeKobo) membershipFeeKobo = m.membershipFeeKobo;
    const method = isFromBasic ? payMethod : 'card';
    if (price.feeBalanceKobo + price.topUpKobo === 0n) {
      // Nothing owed (the fee was paid before, no week paid yet): the upgrade is done at once.
      await tx
        .update(memberships)
        .set({ planId: target.id, contributionKobo: terms.contributionKobo, updatedAt: now })
        .where(eq(memberships.id, m.id));
      await tx.insert(planChanges).values({
        ...changeRow(m, fromPlanId, target.id, 'upgrade', now),
        method: 'free',
        membershipFeeKobo,
        contributionKobo: terms.contributionKobo,
        status: 'applied',
        appliedAt: now,
      });
      return null;
    }
    const payment = await recordPayment(tx, {
      purpose: method === 'transfer' ? 'plan-change-transfer' : 'plan-change',
      userId,
      membershipId: m.id,
      method: method === 'transfer' ? 'transfer' : 'checkout',
      gateway: method === 'transfer' ? 'bank' : ctx.gateway.name,
      amountKobo: price.feeBalanceKobo + price.topUpKobo,
      now,
    });
    await tx.insert(planChanges).values({
      userId,
      membershipId: m.id,
      fromPlanId,
      toPlanId: target.id,
      direction: 'upgrade',
      method,
      feeBalanceKobo: price.feeBalanceKobo,
      topUpKobo: price.topUpKobo,
      membershipFeeKobo: isFromBasic ? terms.membershipFeeKobo : membershipFeeKobo,
      contributionKobo: terms.contributionKobo,
      frequency: terms.frequency,
      durationMonths: terms.durationMonths,
      status: 'pending',
      paymentReference: payment.reference,
      createdAt: now,
    });
    return payment;
  });
  if (!recorded) return { kind: 'changed', planName: displayName(target.name) };
  if (recorded.method === 'transfer') {
    const [u] = await ctx.db.select({ pin: users.tfpPin }).from(users).where(eq(users.id, userId));
    return {
      kind: 'transfer',
      planName: displayName(target.name),
      totalKobo: recorded.amountKobo,
      narration: u?.pin ?? recorded.reference,
      reference: recorded.reference,
    };
  }
  try {
    const { authorizationUrl } = await startHostedCheckout(ctx, recorded, RETURN_PATH);
    return {
      kind: 'checkout',
      authurl: authorizationUrl,
      reference: recorded.reference,
      amountKobo: recorded.amountKobo,
    };
  } catch (e) {
    // The payment is failed by startHostedCheckout; the change it was for goes with it. A refusal of
    // ours (an ApiError) is answered as it is; anything else is the provider not answering (a
    // GatewayError is never an ApiError).
    await ctx.db
      .update(planChanges)
      .set({ status: 'cancelled' })
      .where(eq(planChanges.paymentReference, recorded.reference));
    if (!(e instanceof ApiError)) throw providerUnavailable(e);
    throw e;
  }
}
