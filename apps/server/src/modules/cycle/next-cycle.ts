import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships } from '../../db/schema/index.ts';
import { cycleDates } from '../contributions/index.ts';

type Membership = typeof memberships.$inferSelect;

/** The end of the membership's current cycle (stored, or 12 months / the FLEXI duration from its start). */
export function cycleEnd(m: Pick<Membership, 'startedAt' | 'cycleEndsAt' | 'durationMonths'>): Date | null {
  if (m.cycleEndsAt) return m.cycleEndsAt;
  return m.startedAt ? cycleDates(m.startedAt, m.durationMonths).cycleEndsAt : null;
}

/**
 * Starts the membership's next cycle where the current one ends: cycleNumber + 1, a new start, end
 * and cash-out window. Weekly debits go on from the new start without a gap.
 */
export async function startNextCycle(tx: Db, m: Membership, now: Date): Promise<Membership> {
  const startedAt = cycleEnd(m) ?? now;
  const dates = cycleDates(startedAt, m.durationMonths);
  const [next] = await tx
    .update(memberships)
    .set({ cycleNumber: m.cycleNumber + 1, startedAt, ...dates, updatedAt: now })
    .where(eq(memberships.id, m.id))
    .returning();
  if (!next) throw new Error(`membership ${m.id} vanished`);
  return next;
}
