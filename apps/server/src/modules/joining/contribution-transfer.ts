import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, memberships, plans } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/envelope.ts';
import { ACCOUNTS, IdempotencyConflictError, memberAccount, post } from '../../ledger/index.ts';
import { type CreditedWeeks, creditContributionWeeks } from '../cycle/index.ts';

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
  let replayed: boolean;
  try {
    ({ replayed } = await post(tx, {
      key: reference,
      kind: 'contribution',
      memberId: input.userId,
      description: `Weekly contribution by bank transfer (${input.bankReference})`,
      at: input.now,
      lines: [
        { account: ACCOUNTS.bank, amount: input.amountKobo },
        { account: memberAccount(input.userId, 'contributions'), amount: -input.amountKobo },
      ],
    }));
  } catch (e) {
    if (e instanceof IdempotencyConflictError) {
      throw conflict(`The bank reference ${input.bankReference} was already confirmed for another amount`);
    }
    throw e;
  }
  if (replayed)
    throw conflict(`The transfer with bank reference ${input.bankReference} was already confirmed`);
  const weeks = await creditContributionWeeks(tx, {
    userId: input.userId,
    amountKobo: input.amountKobo,
    reference,
    source: 'transfer',
    now: input.now,
  });
  if (input.actorUserId) {
    await tx.insert(auditLog).values({
      actorUserId: input.actorUserId,
      action: 'transfer.confirm_contribution',
      targetUserId: input.userId,
      details: { tfp: input.tfp, amount_kobo: String(input.amountKobo), reference, weeks },
      createdAt: input.now,
    });
  }
  return { plan: m.planName, amountKobo: input.amountKobo, reference, weeks };
}
