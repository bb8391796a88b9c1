import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { memberships, notifications, plans, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The member whose pin or referral key is in a referral code (TFP + ten digits), if any. */
export async function findReferrer(db: Db, associateTfp: string): Promise<number | undefined> {
  const key = associateTfp.slice(3);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.tfpPin, associateTfp), eq(users.referralKey, key)))
    .limit(1);
  return row?.id;
}

/** The member's pending or active membership with its plan (at most one exists), or nulls. */
async function findOpenMembership(db: Db, userId: number) {
  const [row] = await db
    .select({
      planId: plans.id,
      planName: plans.name,
      durationMonths: memberships.durationMonths,
      cashoutFrom: memberships.cashoutFrom,
      cashoutTo: memberships.cashoutTo,
    })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.status, ['pending', 'active'])))
    .limit(1);
  return row ?? null;
}
export type OpenMembership = Awaited<ReturnType<typeof findOpenMembership>>;

/**
 * What the user view reads, in one statement: the member's row, their open membership with its plan
 * (as findOpenMembership) and their unread notifications (as the notifications module counts them),
 * joined laterally to the row; built once (db/prepared.ts).
 */
const userForView = preparedQuery((db) => {
  const open = db
    .select({
      planId: plans.id,
      planName: plans.name,
      durationMonths: memberships.durationMonths,
      cashoutFrom: memberships.cashoutFrom,
      cashoutTo: memberships.cashoutTo,
    })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, users.id), inArray(memberships.status, ['pending', 'active'])))
    .limit(1)
    .as('open');
  const unread = db
    .select({ n: count().as('n') })
    .from(notifications)
    .where(and(eq(notifications.userId, users.id), isNull(notifications.readAt)))
    .as('unread');
  return db
    .select()
    .from(users)
    .leftJoinLateral(open, sql`true`)
    .leftJoinLateral(unread, sql`true`)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_for_view');
});

/** The user view's inputs, or undefined when the user does not exist. */
export async function findUserForView(db: Db, userId: number) {
  const [row] = await userForView(db).execute({ userId });
  if (!row) return undefined;
  return { user: row.users, membership: row.open ?? null, notificationCount: Number(row.unread?.n ?? 0) };
}

/** Ends one session (logout). */
export async function revokeSession(db: Db, clock: Clock, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a user, except `keepSessionId` when given (password change keeps the current
 * one). Returns the ids of the sessions it ended, whose sockets the caller closes once its transaction
 * has committed (`app.sessionSockets`, http/session-sockets.ts).
 */
export async function revokeUserSessions(
  db: Db,
  clock: Clock,
  userId: number,
  keepSessionId?: number,
): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((e) => e.id);
}
