import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type Notice, noticeLocked } from './notices.ts';
import { lastUnlockAt, memberHistory } from './queries.ts';
import { shouldLock } from './standing.ts';

/** users.status values (spec part 2 section 4.1). */
export const USER_ACTIVE = 1;
export const USER_LOCKED = 3;

/**
 * After a missed period: the fourth consecutive missed week (counted since the last unlock) locks
 * the account (users.status 3) until an operator unlocks it. Returns the notice to email when this
 * call locked it.
 */
export async function lockIfDefaulting(
  tx: Db,
  m: { userId: number; email: string; fullName: string },
  now: Date,
): Promise<Notice | null> {
  const history = await memberHistory(tx, m.userId);
  if (!shouldLock(history, await lastUnlockAt(tx, m.userId))) return null;
  const locked = await tx
    .update(users)
    .set({ status: USER_LOCKED, updatedAt: now })
    .where(and(eq(users.id, m.userId), eq(users.status, USER_ACTIVE)))
    .returning({ id: users.id });
  return locked.length ? noticeLocked(tx, m, now) : null;
}
