import { and, eq, inArray, sql } from 'drizzle-orm';
import { memberships, payments } from '../../db/schema/index.ts';
import type { CardDetails } from '../../gateways/index.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { cycleDates } from '../contributions/index.ts';
import {
  failPayment,
  memberEmail,
  type PaymentRow,
  type PurposeName,
  providerUnavailable,
  recordPayment,
  requirePaid,
  settlePayment,
  startHostedCheckout,
} from '../payments/index.ts';
import { CARD_VERIFICATION_KOBO, FIXED_PAID_PLANS, type JoiningContext } from './context.ts';
import {
  ALREADY_ACTIVE,
  amountDue,
  findPlan,
  fixedTerms,
  openPendingMembership,
  type PlanRow,
  type PlanTerms,
} from './memberships.ts';
import { assignPin } from './tfp-pin.ts';

/** Where the provider sends the browser back after a hosted checkout (the card page handles the return). */
const RETURN_PATH = '/carddetails';

function requireFixedPaidPlan(plan: PlanRow) {
  if (plan.name === 'ORDINARY')
    throw badRequest('The BASIC plan is free: choose Subscribe on the plan page.');
  if (plan.name === 'FLEXI')
    throw badRequest('Set up the FLEXI plan with your amount, frequency and duration.');
  if (!(FIXED_PAID_PLANS as readonly string[]).includes(plan.name))
    throw badRequest('This plan cannot be bought here.');
}

/** Opens the pending membership of a purchase and records its payment, in one transaction. */
async function recordPurchase(
  ctx: JoiningContext,
  input: {
    userId: number;
    plan: PlanRow;
    terms: PlanTerms;
    purpose: PurposeName;
    paymentMethod: string;
    amountKobo?: bigint;
  },
): Promise<PaymentRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const m = await openPendingMembership(tx, {
      userId: input.userId,
      plan: input.plan,
      terms: input.terms,
      method: 'card',
      now,
    });
    return recordPayment(tx, {
      purpose: input.purpose,
      userId: input.userId,
      membershipId: m.id,
      method: input.paymentMethod,
      gateway: ctx.gateway.name,
      amountKobo: input.amountKobo ?? amountDue(m),
      now,
    });
  });
}

/**
 * Starts a hosted checkout for the membership fee and the first contribution (POST /userplanpayment,
 * and FLEXI's pay step with its own terms). Answers the provider's page to send the browser to.
 */
export async function startCheckout(
  ctx: JoiningContext,
  userId: number,
  plan: PlanRow,
  terms: PlanTerms,
): Promise<{ authorizationUrl: string; reference: string; amountKobo: bigint }> {
  const payment = await recordPurchase(ctx, {
    userId,
    plan,
    terms,
    purpose: 'plan',
    paymentMethod: 'checkout',
  });
  try {
    const { authorizationUrl } = await startHostedCheckout(ctx, payment, RETURN_PATH);
    return { authorizationUrl, reference: payment.reference, amountKobo: payment.amountKobo };
  } catch (e) {
    throw providerUnavailable(e);
  }
}

export async function startPlanCheckout(ctx: JoiningContext, userId: number, planId: number) {
  const plan = await findPlan(ctx.db, planId);
  requireFixedPaidPlan(plan);
  return startCheckout(ctx, userId, plan, fixedTerms(plan));
}

export type CardAnswer =
  | { kind: 'success'; reference: string }
  | { kind: 'otp'; reference: string; flwRef: string; message: string }
  | { kind: 'redirect'; reference: string; authorizationUrl: string };

/**
 * The card step of a plan purchase (POST /submituserpaymentcard): a N100 verification charge on the
 * card (refunded), whose reusable token then pays the membership fee and first contribution. With a
 * gateway that takes no card numbers (Paystack) the verification runs on its hosted checkout.
 * Errors: 400 with the provider's words for a declined card; 409 when a plan is already active.
 */
export async function startCardPurchase(
  ctx: JoiningContext,
  userId: number,
  planId: number,
  card: CardDetails | undefined,
): Promise<CardAnswer> {
  const plan = await findPlan(ctx.db, planId);
  requireFixedPaidPlan(plan);
  const setup = await recordPurchase(ctx, {
    userId,
    plan,
    terms: fixedTerms(plan),
    purpose: 'card-setup',
    paymentMethod: ctx.gateway.supportsDirectCharge ? 'card' : 'checkout',
    amountKobo: CARD_VERIFICATION_KOBO,
  });
  if (!ctx.gateway.supportsDirectCharge || !card) {
    try {
      // Card only: a bank or USSD payment would pay the check and leave no card for weekly debits.
      const { authorizationUrl } = await startHostedCheckout(ctx, setup, RETURN_PATH, { cardOnly: true });
      return { kind: 'redirect', reference: setup.reference, authorizationUrl };
    } catch (e) {
      throw providerUnavailable(e);
    }
  }
  const email = await memberEmail(ctx.db, userId);
  let outcome: Awaited<ReturnType<typeof ctx.gateway.chargeCard>>;
  try {
    outcome = await ctx.gateway.chargeCard({
      reference: setup.reference,
      amountKobo: setup.amountKobo,
      email,
      card,
      callbackUrl: `${ctx.config.publicUrl}${RETURN_PATH}`,
    });
  } catch (e) {
    await failPayment(ctx, setup.id, e instanceof Error ? e.message : 'Provider error');
    throw providerUnavailable(e);
  }
  if (outcome.kind === 'declined') {
    await failPayment(ctx, setup.id, outcome.message);
    throw badRequest(outcome.message);
  }
  if (outcome.kind === 'otp') {
    await ctx.db.update(payments).set({ providerReference: outcome.flwRef }).where(eq(payments.id, setup.id));
    return { kind: 'otp', reference: setup.reference, flwRef: outcome.flwRef, message: outcome.message };
  }
  if (outcome.kind === 'redirect') {
    return { kind: 'redirect', reference: setup.reference, authorizationUrl: outcome.authorizationUrl };
  }
  await requirePaid(ctx, setup.reference);
  return { kind: 'success', reference: setup.reference };
}

/** How many OTPs a member may type for one charge before the card must be entered again. */
export const OTP_TRIES = 3;

/** What the OTP page needs after a refused code: tries left (0: back to the card page), and resend. */
export interface OtpRefusal {
  otp_attempts_left: number;
  can_resend: boolean;
}

async function pendingOtpCharge(ctx: JoiningContext, userId: number, flwRef: string) {
  const [setup] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.providerReference, flwRef)))
    .limit(1);
  if (!setup) throw notFound('This OTP request has expired. Please enter your card details again.');
  return setup;
}

const refusal = (ctx: JoiningContext, left: number): OtpRefusal => ({
  otp_attempts_left: left,
  can_resend: left > 0 && typeof ctx.gateway.resendOtp === 'function',
});

/**
 * Completes a card charge that asked for an OTP (the OTP variant of /submituserpaymentcard and of
 * /usersubscribedplan). A wrong code may be typed again: OTP_TRIES tries per charge, each counted
 * before the provider is asked, so parallel guesses cannot exceed them; the last wrong one fails the
 * charge and the member enters the card again.
 * Errors: 404 for an unknown or another member's flwRef; 400 with the provider's words and an
 * OtpRefusal as data for a wrong code or a failed charge.
 */
export async function submitCardOtp(ctx: JoiningContext, userId: number, flwRef: string, otp: string) {
  const setup = await pendingOtpCharge(ctx, userId, flwRef);
  if (setup.status === 'failed')
    throw badRequest(setup.failureReason ?? 'This payment failed. Please try again.', refusal(ctx, 0));
  if (setup.status === 'pending') {
    const [counted] = await ctx.db
      .update(payments)
      .set({ otpAttempts: sql`${payments.otpAttempts} + 1` })
      .where(and(eq(payments.id, setup.id), eq(payments.status, 'pending')))
      .returning({ attempts: payments.otpAttempts });
    if (!counted) return submitCardOtp(ctx, userId, flwRef, otp); // settled meanwhile: answer its state
    const left = OTP_TRIES - counted.attempts;
    if (left < 0) {
      await failPayment(ctx, setup.id, TOO_MANY_OTPS);
      throw badRequest(TOO_MANY_OTPS, refusal(ctx, 0));
    }
    let outcome: Awaited<ReturnType<typeof ctx.gateway.submitOtp>>;
    try {
      outcome = await ctx.gateway.submitOtp({ reference: setup.reference, flwRef, otp });
    } catch (e) {
      throw providerUnavailable(e);
    }
    if (outcome.kind === 'wrong-otp') {
      if (left === 0) {
        await failPayment(ctx, setup.id, `${outcome.message}. ${TOO_MANY_OTPS}`);
        throw badRequest(`${outcome.message}. ${TOO_MANY_OTPS}`, refusal(ctx, 0));
      }
      throw badRequest(
        `${outcome.message}. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        refusal(ctx, left),
      );
    }
    if (outcome.kind === 'declined') {
      await settlePayment(ctx, setup.reference);
      throw badRequest(outcome.message, refusal(ctx, 0));
    }
  }
  await requirePaid(ctx, setup.reference);
  return { reference: setup.reference };
}

const TOO_MANY_OTPS = 'You have used all 3 tries for this code. Please enter your card details again.';

/**
 * Asks the provider to send the OTP of a pending charge again (POST /resendcardotp). Errors: 404 for
 * an unknown or another member's flwRef; 400 when the charge no longer waits for a code or the
 * provider offers no resend.
 */
export async function resendCardOtp(ctx: JoiningContext, userId: number, flwRef: string) {
  const setup = await pendingOtpCharge(ctx, userId, flwRef);
  if (!ctx.gateway.resendOtp) throw badRequest('Your bank does not offer to send the code again.');
  if (setup.status !== 'pending')
    throw badRequest('This payment is no longer waiting for a code. Please enter your card details again.');
  let answer: Awaited<ReturnType<NonNullable<typeof ctx.gateway.resendOtp>>>;
  try {
    answer = await ctx.gateway.resendOtp({ reference: setup.reference, flwRef });
  } catch (e) {
    throw providerUnavailable(e);
  }
  if ('declined' in answer) throw badRequest(answer.declined);
  return { message: answer.message, otp_attempts_left: Math.max(0, OTP_TRIES - setup.otpAttempts) };
}

/**
 * The free BASIC (ORDINARY) plan: active at once, no payment, the pin assigned
 * (POST /userordinaryplansubscribe). Subscribing again answers the same. 409 when a paid plan is active.
 */
export async function subscribeOrdinary(
  ctx: JoiningContext,
  userId: number,
  planId: number,
): Promise<string> {
  const plan = await findPlan(ctx.db, planId);
  if (plan.name !== 'ORDINARY')
    throw badRequest('Only the BASIC plan is free. Choose a way to pay for this plan.');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['pending', 'active'])))
      .for('update');
    const active = open.find((m) => m.status === 'active');
    if (active) {
      if (active.planId !== plan.id) throw conflict(ALREADY_ACTIVE);
      return assignPin(tx, userId);
    }
    for (const m of open) {
      await tx
        .update(memberships)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(memberships.id, m.id));
    }
    await tx.insert(memberships).values({
      userId,
      planId: plan.id,
      status: 'active',
      paymentMethod: 'free',
      membershipFeeKobo: 0n,
      contributionKobo: 0n,
      frequency: 'Weekly',
      durationMonths: 12,
      startedAt: now,
      ...cycleDates(now, 12),
      createdAt: now,
      updatedAt: now,
    });
    return assignPin(tx, userId);
  });
}
