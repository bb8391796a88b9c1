import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Db } from '../../db/client.ts';

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
  return listen(
    database,
    (payload) => {
      const userId = Number(payload);
      if (Number.isInteger(userId)) onCommit(userId);
    },
    onLost,
  );
}

/** LISTENs on COUNT_CHANNEL until the returned function is called. */
async function listen(
  database: Database,
  onPayload: (payload: string) => void,
  onLost: (err: unknown) => void,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(COUNT_CHANNEL, onPayload);
    // A database closed before the app (a test, a failed start) has no listener left to end.
    return () => unlisten().catch(() => {});
  }
  const pool = database.pool;
  if (!pool) return async () => {};
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (m: pg.Notification) => {
    if (m.channel === COUNT_CHANNEL && m.payload) onPayload(m.payload);
  };
  // A lost connection (PostgreSQL restarted, network drop) is replaced; a count missed meanwhile
  // is caught up by the app's own refresh of the user on focus.
  const connect = async (): Promise<void> => {
    let c: pg.PoolClient | undefined;
    try {
      c = await pool.connect();
      if (stopped) {
        c.release();
        return;
      }
      const mine = c;
      c.on('notification', onNotification);
      c.once('error', (err) => {
        if (client !== mine) return; // already given back
        client = undefined;
        mine.release(err);
        onLost(err);
        if (!stopped) retry = setTimeout(connect, 1000);
      });
      client = c;
      await c.query(`LISTEN ${COUNT_CHANNEL}`);
    } catch (err) {
      // Give the connection back (as broken), or the pool could never end.
      if (c && client === c) {
        client = undefined;
        c.release(err instanceof Error ? err : true);
      }
      onLost(err);
      if (!stopped) retry = setTimeout(connect, 1000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    if (!c) return;
    c.removeListener('notification', onNotification);
    await c.query(`UNLISTEN ${COUNT_CHANNEL}`).catch(() => {});
    c.release();
  };
}
