import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type payouts, users } from '../../../db/schema/index.ts';
import { payoutHold } from '../../banks/index.ts';

type PayoutRow = typeof payouts.$inferSelect;

/**
 * Why each payout waits, by payout id (absent: it may be sent): its member's account name is under
 * review or was rejected, or the member changed their bank details less than 24 hours ago
 * (docs/domain-rules.md "Money rails"). Read from the member's current details whatever the payout
 * copied, so a change made after the request holds it too.
 */
export async function payoutHolds(
  db: Db,
  rows: readonly PayoutRow[],
  now: Date,
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  if (ids.length === 0) return new Map();
  const members = await db
    .select({ id: users.id, bankNameCheck: users.bankNameCheck, bankChangedAt: users.bankChangedAt })
    .from(users)
    .where(inArray(users.id, ids));
  const byMember = new Map(members.map((m) => [m.id, payoutHold(m, now)] as const));
  const held = new Map<number, string>();
  for (const r of rows) {
    const hold = byMember.get(r.userId);
    if (hold) held.set(r.id, hold.message);
  }
  return held;
}
