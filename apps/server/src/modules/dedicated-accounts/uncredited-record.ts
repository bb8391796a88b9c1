import type { Db } from '../../db/client.ts';
import { uncreditedTransfers } from '../../db/schema/index.ts';
import type { IncomingTransfer } from '../../gateways/index.ts';
import type { DedicatedAccountRow } from './account.ts';

/** Why a transfer into a dedicated account was not credited by itself. */
export type UncreditedReason = 'unknown-account' | 'not-naira' | 'member-closed';

/**
 * Keeps a transfer that could not be credited by itself for finance's list, once per provider
 * reference (a replayed webhook adds nothing).
 */
export async function recordUncredited(
  db: Db,
  input: {
    transfer: IncomingTransfer;
    reason: UncreditedReason;
    account: DedicatedAccountRow | undefined;
    now: Date;
  },
): Promise<void> {
  const t = input.transfer;
  await db
    .insert(uncreditedTransfers)
    .values({
      reference: t.reference,
      reason: input.reason,
      accountNumber: input.account?.accountNumber ?? t.accountNumber,
      customerCode: t.customerCode,
      userId: input.account?.userId ?? null,
      amountKobo: t.amountKobo,
      currency: t.currency.toUpperCase(),
      receivedAt: input.now,
    })
    .onConflictDoNothing();
}
