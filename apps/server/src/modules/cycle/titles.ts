import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { historiesOf } from './queries.ts';
import { type MemberTitle, memberTitle, type PeriodRecord } from './standing.ts';

const firstDue = (h: PeriodRecord[]) => (h.length ? (h[0] as PeriodRecord).dueAt : null);

/** Recomputes one member's title from their history; returns the new title when it changed. */
export async function refreshTitle(tx: Db, userId: number, now: Date): Promise<MemberTitle | null> {
  const history = (await historiesOf(tx, [userId])).get(userId) ?? [];
  const title = memberTitle(history, firstDue(history), now);
  const changed = await tx
    .update(users)
    .set({ memberTitle: title, updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.memberTitle, title)))
    .returning({ id: users.id });
  return changed.length ? title : null;
}

/**
 * The titles job: every member with an active membership gets the title their history earns at
 * `now` (weeks paid in advance count once they arrive; Matured comes with time). Returns how many
 * titles changed.
 */
export async function refreshAllTitles(db: Db, now: Date, batch = 500): Promise<number> {
  const ids = (
    await db
      .selectDistinct({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.status, 'active'))
  ).map((r) => r.userId);
  return refreshTitles(db, now, ids, batch);
}

/** The titles of the given members, recomputed from their histories; returns how many changed. */
export async function refreshTitles(db: Db, now: Date, ids: number[], batch = 500): Promise<number> {
  let changed = 0;
  for (let i = 0; i < ids.length; i += batch) {
    const slice = ids.slice(i, i + batch);
    const histories = await historiesOf(db, slice);
    const byTitle = new Map<MemberTitle, number[]>();
    for (const [userId, h] of histories) {
      const title = memberTitle(h, firstDue(h), now);
      byTitle.set(title, [...(byTitle.get(title) ?? []), userId]);
    }
    for (const [title, userIds] of byTitle) {
      const rows = await db
        .update(users)
        .set({ memberTitle: title, updatedAt: now })
        .where(and(inArray(users.id, userIds), sql`${users.memberTitle} <> ${title}`))
        .returning({ id: users.id });
      changed += rows.length;
    }
  }
  return changed;
}
