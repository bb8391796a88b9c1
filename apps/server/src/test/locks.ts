import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { testDatabaseKind } from './database.ts';

/**
 * Waits until at least `waiters` transactions of this database wait on a lock (PostgreSQL's
 * pg_stat_activity): the calls a race test started have all reached the row it holds.
 */
export async function untilWaitingOnLock(db: Db, waiters: number): Promise<void> {
  for (let i = 0; ; i++) {
    const [waiting] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((waiting?.n ?? 0) >= waiters) return;
    if (i > 400) throw new Error(`fewer than ${waiters} transactions ever waited on the held lock`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * On PostgreSQL, holds the rows `lock` selects FOR UPDATE in a transaction of its own, so the calls a
 * test starts meanwhile all read before any of them can lock: `waitFor(n)` waits until n of them wait
 * on a lock, `release(n)` then lets them go and ends the holding transaction. The embedded database
 * runs one transaction at a time: there nothing is held, and the calls run one after the other.
 */
export async function holdRows(database: Database, lock: SQL) {
  if (testDatabaseKind() !== 'postgres')
    return { waitFor: async (_n: number) => {}, release: async (_n: number) => {} };
  let open = () => {};
  const gate = new Promise<void>((r) => {
    open = r;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((r) => {
    locked = r;
  });
  const held = database.db.transaction(async (tx) => {
    await rowsOf(tx, lock);
    locked();
    await gate;
  });
  await isLocked;
  const waitFor = (waiters: number) => untilWaitingOnLock(database.db, waiters);
  return {
    /** Waits until `waiters` transactions wait on a lock in this database. */
    waitFor,
    /** Once `waiters` transactions wait, ends the holding transaction. */
    async release(waiters: number) {
      await waitFor(waiters);
      open();
      await held;
    },
  };
}
