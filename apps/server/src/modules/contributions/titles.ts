import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberships, users } from '../../db/schema/index.ts';
import { type MemberTitle, type Standing, titleFor } from './standing.ts';

/** Recomputes one member's title from their history; returns the new title when it changed. */
export async function refreshTitle(tx: Db, userId: number, now: Date): Promise<MemberTitle | null> {
  const title = titleFor((await standingsOf(tx, [userId], now)).get(userId) as Standing, now);
  const changed = await tx
    .update(users)
    .set({ memberTitle: title, updatedAt: now })
    .where(and(eq(users.id, userId), sql`${users.memberTitle} <> ${title}`))
    .returning({ id: users.id });
  return changed.length ? title : null;
}

/**
 * The titles job: every member with an active membership gets the title their history earns at
 * `now` (weeks paid in advance count once they arrive; Matured comes with time). Returns how many
 * titles changed.
 */
export async function refreshAllTitles(db: Db, now: Date, batch = 1000): Promise<number> {
  const ids = (
    await db
      .selectDistinct({ userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.status, 'active'))
  ).map((r) => r.userId);
  return refreshTitles(db, now, ids, batch);
}

/** The titles of the given members, recomputed from their histories; returns how many changed. */
export async function refreshTitles(db: Db, now: Date, ids: number[], batch = 1000): Promise<number> {
  let changed = 0;
  for (let i = 0; i < ids.length; i += batch) {
    const slice = ids.slice(i, i + batch);
    const byTitle = new Map<MemberTitle, number[]>();
    for (const [userId, s] of await standingsOf(db, slice, now)) {
      const title = titleFor(s, now);
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

/**
 * Each member's Standing, summed up by the database from their periods in one query (a member
 * with thirty periods answers one row, not thirty): the periods in due order, cut into runs by the
 * periods not paid (the number of unpaid periods so far is constant along a run of paid ones); a
 * missed or still-charging period ends a run, and only paid periods due at `now` count. One window
 * over the member's rows (the titles job reads every member's history each day, so this is the
 * job's cost: a second numbering of the paid rows doubled it). Same counts as paidWeeks and
 * longestPaidRun in standing.ts over the member's history (tested side by side).
 */
export async function standingsOf(db: Db, ids: number[], now: Date): Promise<Map<number, Standing>> {
  const out = new Map<number, Standing>(
    ids.map((id) => [id, { paidWeeks: 0, longestPaidRun: 0, firstDueAt: null }]),
  );
  if (ids.length === 0) return out;
  const at = now.toISOString();
  const rows = await rowsOf<{ user_id: number; first_due: string; paid: number; longest: number }>(
    db,
    sql`select user_id, (extract(epoch from min(first_due)) * 1000)::bigint::text as first_due,
               coalesce(sum(n), 0)::int as paid, coalesce(max(n), 0)::int as longest
        from (select user_id, min(due_at) as first_due,
                     count(*) filter (where status = 'paid' and due_at <= ${at}::timestamptz) as n
              from (select user_id, due_at, status,
                           count(*) filter (where status <> 'paid')
                             over (partition by user_id order by due_at, id) as unpaid_before
                    from contribution_weeks where user_id = any(${sql.param(ids.map(String))}::int[])) h
              group by user_id, unpaid_before) runs
        group by user_id`,
  );
  for (const r of rows) {
    out.set(Number(r.user_id), {
      paidWeeks: Number(r.paid),
      longestPaidRun: Number(r.longest),
      firstDueAt: new Date(Number(r.first_due)),
    });
  }
  return out;
}
