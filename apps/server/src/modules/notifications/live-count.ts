import { sql } from 'drizzle-orm';
import pg from 'pg';
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
  // Its own connection, beside the pool (with the pool's settings): a LISTEN holds its connection for
  // the server's life, which would take a slot of the pool and keep the pool from ever ending.
  const options = (pool as pg.Pool & { options: pg.ClientConfig }).options;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const onNotification = (m: pg.Notification) => {
    if (m.channel === COUNT_CHANNEL && m.payload) onPayload(m.payload);
  };
  // A lost connection (PostgreSQL restarted, network drop) is replaced; a count missed meanwhile
  // is caught up by the app's own refresh of the user on focus.
  const connect = async (): Promise<void> => {
    const c = new pg.Client(options);
    // Lost once: the error event and a failing query may both report the same loss.
    let lost = false;
    const lose = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      c.end().catch(() => {});
      onLost(err);
      if (!stopped) retry = setTimeout(connect, 1000);
    };
    c.on('error', lose);
    try {
      await c.connect();
      if (stopped) {
        await c.end();
        return;
      }
      c.on('notification', onNotification);
      client = c;
      await c.query(`LISTEN ${COUNT_CHANNEL}`);
    } catch (err) {
      lose(err);
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
    await c.end().catch(() => {});
  };
}
