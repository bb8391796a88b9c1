import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loanTrusters, users } from '../../db/schema/index.ts';
import { PIN } from './states.ts';

/** The trusters of a loan. */
export async function trusterIdsOf(tx: Db, loanId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: loanTrusters.trusterId })
    .from(loanTrusters)
    .where(eq(loanTrusters.loanId, loanId));
  return rows.map((r) => r.id);
}

/**
 * Sets the pins of a loan's trusters from one status to another. A truster's pin backs one loan at a
 * time, so the pins this loan restricted are exactly its trusters' pins in `from`.
 */
export async function movePins(tx: Db, loanId: number, from: number[], to: number): Promise<void> {
  const ids = await trusterIdsOf(tx, loanId);
  if (ids.length === 0) return;
  await tx
    .update(users)
    .set({ tfpPinStatus: to })
    .where(and(inArray(users.id, ids), inArray(users.tfpPinStatus, from)));
}

/** The request ended or the loan is repaid: the trusters' pins are available again. */
export const releasePins = (tx: Db, loanId: number) =>
  movePins(tx, loanId, [PIN.inProcess, PIN.inUse], PIN.available);
