import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, plans } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/envelope.ts';
import { IdempotencyConflictError } from '../../ledger/index.ts';
import { recordAudit } from '../audit/index.ts';
import { type CreditedWeeks, type Received, receiveContribution } from '../contributions/index.ts';

export interface ConfirmedContribution {
  plan: string;
  amountKobo: bigint;
  reference: string;
  weeks: CreditedWeeks;
}

/**
 * A member who pays by bank transfer sent a weekly contribution (or several weeks at once): the
 * money is posted from asset:bank to the member's contributions and counted as contribution weeks
 * (missed weeks still in grace first, then the coming ones), so the auto-debit does not mark them
 * missed. The bank statement's reference is the idempotency key: confirming the same transfer twice
 * posts once (409 the second time); the same reference with another amount is refused.
 *
 * Errors: 404 when the member has no active plan; 409 when the reference was already confirmed.
 */
export async function confirmContributionTransfer(
  tx: Db,
  input: {
    userId: number;
    amountKobo: bigint;
    bankReference: string;
    now: Date;
    actorUserId?: number;
    tfp: string;
  },
): Promise<ConfirmedContribution> {
  const [m] = await tx
    .select({ planName: plans.name })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, input.userId), eq(memberships.status, 'active')))
    .limit(1);
  if (!m) throw notFound(`${input.tfp} has no active plan and no bank transfer is awaited from them`);
  const reference = `bank-transfer:${input.bankReference}`;
  let received: Received;
  try {
    received = await receiveContribution(tx, {
      source: 'bank-transfer',
      from: 'bank',
      memberId: input.userId,
      amountKobo: input.amountKobo,
      key: reference,
      description: `Weekly contribution by bank transfer (${input.bankReference})`,
      at: input.now,
    });
  } catch (e) {
    if (e instanceof IdempotencyConflictError) {
      throw conflict(`The bank reference ${input.bankReference} was already confirmed for another amount`);
    }
    throw e;
  }
  if (received.replayed)
    throw conflict(`The transfer with bank reference ${input.bankReference} was already confirmed`);
  const weeks = received.weeks;
  if (input.actorUserId) {
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'transfer.confirm_contribution',
      targetUserId: input.userId,
      details: { tfp: input.tfp, amount_kobo: String(input.amountKobo), reference, weeks },
      createdAt: input.now,
    });
  }
  return { plan: m.planName, amountKobo: input.amountKobo, reference, weeks };
}
