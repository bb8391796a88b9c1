import { formatNaira } from '@trust/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, planChanges, plans } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../http/envelope.ts';
import { applyPaidChange } from './apply.ts';
import { displayName } from './rules.ts';

/**
 * The member's upgrade paid by bank transfer that an operator has not confirmed yet, its payment
 * row locked, or null. Read by the operator's transfer confirmation (joining/bank-transfer.ts).
 */
export async function awaitedChangeTransfer(tx: Db, userId: number) {
  const [row] = await tx
    .select({ payment: payments, toPlanName: plans.name })
    .from(payments)
    .innerJoin(planChanges, eq(planChanges.paymentReference, payments.reference))
    .innerJoin(plans, eq(plans.id, planChanges.toPlanId))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'plan-change-transfer'),
        eq(payments.status, 'pending'),
        eq(planChanges.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for('update', { of: payments });
  return row ?? null;
}

/**
 * An operator confirms the bank transfer of an upgrade: the exact amount due, then the change is
 * applied from asset:bank and the payment settled, in the caller's transaction.
 * Errors: 400 when the amount differs; 409 when the change can no longer be applied.
 */
export async function confirmChangeTransfer(
  tx: Db,
  awaited: NonNullable<Awaited<ReturnType<typeof awaitedChangeTransfer>>>,
  input: { tfp: string; amountKobo: bigint; now: Date },
): Promise<{ planName: string; reference: string; amountKobo: bigint }> {
  const p = awaited.payment;
  if (input.amountKobo !== p.amountKobo) {
    throw badRequest(
      `The amount due from ${input.tfp} for the change to ${displayName(awaited.toPlanName)} is ${formatNaira(p.amountKobo)}; ${formatNaira(input.amountKobo)} was entered. Check the bank statement.`,
    );
  }
  const outcome = await applyPaidChange(tx, { reference: p.reference, from: 'bank', at: input.now });
  if (outcome.kind !== 'applied') throw conflict(outcome.reason);
  await tx.update(payments).set({ status: 'success', settledAt: input.now }).where(eq(payments.id, p.id));
  return { planName: awaited.toPlanName, reference: p.reference, amountKobo: p.amountKobo };
}
