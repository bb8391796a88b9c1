import { formatNaira } from '@trust/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, payments, plans, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { recordAudit } from '../audit/index.ts';
import type { CreditedWeeks } from '../contributions/index.ts';
import { periodAmount } from '../contributions/index.ts';
import { recordPayment } from '../payments/index.ts';
import { awaitedChangeTransfer, confirmChangeTransfer } from '../plan-change/index.ts';
import { applyPlanPayment } from './apply-plan-payment.ts';
import { FIXED_PAID_PLANS, type JoiningContext } from './context.ts';
import { confirmContributionTransfer } from './contribution-transfer.ts';
import { amountDue, findPlan, fixedTerms, openPendingMembership } from './memberships.ts';
import { assignPin } from './tfp-pin.ts';

export interface TransferDetails {
  plan: { id: number; name: string };
  membershipFeeKobo: bigint;
  contributionKobo: bigint;
  totalKobo: bigint;
  pin: string;
  reference: string;
}

/**
 * The member chose to pay a plan by bank transfer (/transfer). The membership stays pending until an
 * operator confirms the money arrived. The narration of the transfer must identify the member, so
 * the Trust Fund Pin is assigned now (docs/domain-rules.md, "Joining and payments"). Choosing again
 * answers the same details.
 */
export async function chooseTransfer(
  ctx: JoiningContext,
  userId: number,
  planId: number,
): Promise<TransferDetails> {
  const plan = await findPlan(ctx.db, planId);
  if (!(FIXED_PAID_PLANS as readonly string[]).includes(plan.name)) {
    throw badRequest('Bank transfer is for the Silver, Gold and Platinum plans.');
  }
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const m = await openPendingMembership(tx, {
      userId,
      plan,
      terms: fixedTerms(plan),
      method: 'transfer',
      now,
    });
    const pin = await assignPin(tx, userId);
    let [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.membershipId, m.id),
          eq(payments.purpose, 'transfer'),
          eq(payments.status, 'pending'),
        ),
      )
      .limit(1);
    if (!payment) {
      payment = await recordPayment(tx, {
        purpose: 'transfer',
        userId,
        membershipId: m.id,
        method: 'transfer',
        gateway: 'bank',
        amountKobo: amountDue(m),
        now,
      });
    }
    return {
      plan: { id: plan.id, name: plan.name },
      membershipFeeKobo: m.membershipFeeKobo,
      contributionKobo: periodAmount(m),
      totalKobo: payment.amountKobo,
      pin,
      reference: payment.reference,
    };
  });
}

export interface ConfirmedTransfer {
  /** plan: a pending plan was activated; contribution: an active member's weekly contribution. */
  kind: 'plan' | 'contribution';
  tfp: string;
  member: string;
  plan: string;
  amountKobo: bigint;
  reference: string;
  startedAt: Date;
  /** Contribution weeks the transfer paid (contribution only). */
  weeks?: CreditedWeeks;
}

/**
 * An operator confirms that a member's bank transfer reached the fund's account: the money is posted
 * from asset:bank and the plan activated, in one transaction. The amount must be exactly what was due.
 * Errors: 404 unknown TFP or no transfer awaited; 409 already confirmed; 400 amount differs.
 */
export function confirmTransfer(
  ctx: Pick<JoiningContext, 'db' | 'clock'>,
  input: ConfirmTransferInput,
): Promise<ConfirmedTransfer> {
  const now = ctx.clock.now();
  return ctx.db.transaction((tx) => confirmTransferIn(tx, input, now));
}

export interface ConfirmTransferInput {
  tfp: string;
  amountKobo: bigint;
  actorUserId?: number;
  bankReference?: string;
}

/**
 * The confirmation in the caller's transaction: an approved maker-checker proposal
 * (modules/admin/transfers) runs it in the approval's transaction, so the proposal is marked
 * approved exactly when the money posts.
 */
export async function confirmTransferIn(
  tx: Db,
  input: ConfirmTransferInput,
  now: Date,
): Promise<ConfirmedTransfer> {
  const [member] = await tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.tfpPin, input.tfp))
    .limit(1);
  if (!member) throw notFound(`No member has the TFP ${input.tfp}`);
  {
    // An active member's plan upgrade paid by transfer (the profile's plan change) comes first.
    const change = await awaitedChangeTransfer(tx, member.id);
    if (change) {
      const c = await confirmChangeTransfer(tx, change, {
        tfp: input.tfp,
        amountKobo: input.amountKobo,
        now,
      });
      const actor = input.actorUserId ?? (await oldestAdmin(tx));
      if (actor) {
        await recordAudit(tx, {
          actorUserId: actor,
          action: 'transfer.confirm_plan_change',
          targetUserId: member.id,
          details: { tfp: input.tfp, amount_kobo: String(input.amountKobo), reference: c.reference },
          createdAt: now,
        });
      }
      return {
        kind: 'plan',
        tfp: input.tfp,
        member: member.name,
        plan: c.planName,
        amountKobo: c.amountKobo,
        reference: c.reference,
        startedAt: now,
      };
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, member.id), eq(payments.purpose, 'transfer')))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1)
      .for('update');
    // No plan awaits payment: with the bank statement's reference this is an active member's weekly
    // contribution (members who pay by transfer); without one it is refused as before.
    const planAwaited = payment?.status === 'pending';
    if (input.bankReference && !planAwaited) {
      const c = await confirmContributionTransfer(tx, {
        userId: member.id,
        amountKobo: input.amountKobo,
        bankReference: input.bankReference,
        now,
        actorUserId: input.actorUserId ?? (await oldestAdmin(tx)),
        tfp: input.tfp,
      });
      return { kind: 'contribution', tfp: input.tfp, member: member.name, startedAt: now, ...c };
    }
    if (!payment) throw notFound(`No bank transfer is awaited from ${input.tfp}`);
    if (payment.status === 'success') {
      throw conflict(
        `The transfer from ${input.tfp} was already confirmed on ${payment.settledAt?.toISOString().slice(0, 10)}`,
      );
    }
    const [m] = payment.membershipId
      ? await tx
          .select({ status: memberships.status, planName: plans.name })
          .from(memberships)
          .innerJoin(plans, eq(plans.id, memberships.planId))
          .where(eq(memberships.id, payment.membershipId))
      : [];
    if (payment.status !== 'pending' || !m || m.status !== 'pending') {
      throw notFound(`No bank transfer is awaited from ${input.tfp} (the member chose another way to pay)`);
    }
    if (input.amountKobo !== payment.amountKobo) {
      throw badRequest(
        `The amount due from ${input.tfp} is ${formatNaira(payment.amountKobo)}; ${formatNaira(input.amountKobo)} was entered. Check the bank statement.`,
      );
    }
    const outcome = await applyPlanPayment(tx, {
      reference: payment.reference,
      membershipId: payment.membershipId as number,
      amountKobo: payment.amountKobo,
      from: 'bank',
      at: now,
    });
    if (outcome.kind !== 'activated') {
      throw conflict(
        outcome.kind === 'not-applicable' ? outcome.reason : 'The plan terms changed; check the amount due',
      );
    }
    await tx.update(payments).set({ status: 'success', settledAt: now }).where(eq(payments.id, payment.id));
    const actor = input.actorUserId ?? (await oldestAdmin(tx));
    if (actor) {
      await recordAudit(tx, {
        actorUserId: actor,
        action: 'transfer.confirm',
        targetUserId: member.id,
        details: {
          tfp: input.tfp,
          amount_kobo: String(input.amountKobo),
          reference: payment.reference,
          via: input.actorUserId ? 'console' : 'operator-token',
        },
        createdAt: now,
      });
    }
    return {
      kind: 'plan',
      tfp: input.tfp,
      member: member.name,
      plan: m.planName,
      amountKobo: payment.amountKobo,
      reference: payment.reference,
      startedAt: now,
    };
  }
}

/** The operator token stands for the fund's first operator account in the audit log. */
async function oldestAdmin(tx: Db): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .limit(1);
  return row?.id;
}
