import { USER_ACTIVE, USER_LOCKED } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { shouldLock } from '../contributions/index.ts';
import { noticeLocked } from './notices.ts';
import { historiesOf, lastUnlocks } from './queries.ts';

export interface Defaulter {
  userId: number;
  email: string;
  fullName: string;
}

/**
 * After missed periods are recorded: a member whose run of consecutive missed weeks (counted since
 * the last unlock) reaches four is locked (users.status 3) until an operator unlocks them. Reads the
 * histories and unlocks of all the members at once. Tells the members this call locked (one
 * already locked is not told again) and returns how many they are.
 */
export async function lockDefaulters(tx: Db, members: Defaulter[], now: Date): Promise<number> {
  const byId = new Map(members.map((m) => [m.userId, m]));
  if (byId.size === 0) return 0;
  const ids = [...byId.keys()];
  const histories = await historiesOf(tx, ids);
  const unlocks = await lastUnlocks(tx, ids);
  const defaulting = ids.filter((id) => shouldLock(histories.get(id) ?? [], unlocks.get(id) ?? null));
  if (defaulting.length === 0) return 0;
  const locked = await tx
    .update(users)
    .set({ status: USER_LOCKED, updatedAt: now })
    .where(and(inArray(users.id, defaulting), eq(users.status, USER_ACTIVE)))
    .returning({ id: users.id });
  for (const { id } of locked) await noticeLocked(tx, byId.get(id) as Defaulter, now);
  return locked.length;
}
