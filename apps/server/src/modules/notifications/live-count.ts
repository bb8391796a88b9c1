import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { listenOn } from '../../db/listen.ts';

/** The PostgreSQL channel a new notification is announced on; the payload is the member's id. */
export const COUNT_CHANNEL = 'notification_count';

/**
 * Announces, inside the notification's own transaction, that the member's unread count changed.
 * PostgreSQL delivers a NOTIFY only when its transaction commits (and never when it rolls back), so
 * this is the after-commit hook without any bookkeeping of our own: a notification that is rolled
 * back is never announced, and the announcement cannot overtake the row it tells about.
 */
export async function announceCount(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${COUNT_CHANNEL}, ${String(userId)})`);
}

/**
 * Calls onCommit with the member's id for every notification committed from now on, on every
 * instance (PGlite in-process, PostgreSQL on one dedicated connection that is replaced when lost).
 * Answers the function that stops listening.
 */
export function onCommittedNotification(
  database: Database,
  onCommit: (userId: number) => void,
  onLost: (err: unknown) => void,
): Promise<() => Promise<void>> {
  return listenOn(
    database,
    COUNT_CHANNEL,
    (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) onCommit(userId);
    },
    onLost,
  );
}
