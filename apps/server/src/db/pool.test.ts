import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/database-unavailable.ts';
import { createPostgresTestDatabase } from '../test/database.ts';
import { type ConnectionState, GuardedPool } from './pool.ts';

/**
 * The pool's connections ended by PostgreSQL (`pg_terminate_backend`), idle or checked out by a
 * transaction: the process carries on (an unhandled `error` event would end it, and this test file
 * with it), the pool drops the dead connection and makes a new one, and a pool of one connection
 * never runs dry. PostgreSQL project only: the embedded database has no connection to lose.
 */
let url: string;
let drop: () => Promise<void>;
let admin: pg.Client;
beforeAll(async () => {
  ({ url, drop } = await createPostgresTestDatabase());
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
  await drop?.();
});

const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

function lossRecorder() {
  const lost: ConnectionState[] = [];
  const told = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (lost.length >= n ? resolve() : setTimeout(check, 10));
      check();
    });
  return { lost, told, onLost: (_err: unknown, state: ConnectionState) => lost.push(state) };
}

describe('the pool when PostgreSQL ends its connections', () => {
  it('gives a checked-out connection that was ended back to the pool, which makes a new one', async () => {
    const r = lossRecorder();
    const pool = new GuardedPool({ connectionString: url, max: 2, connectionTimeoutMillis: 2_000 }, r.onLost);
    try {
      const client = await pool.connect();
      await client.query('begin');
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(rows[0]?.pid as number);
      await r.told(1);
      expect(r.lost).toEqual(['in use']);
      // The transaction's next statement fails as the database being away (a 503 to a request) …
      const next = await client.query('select 1').catch((e: unknown) => e);
      expect(isDatabaseUnavailable(next)).toBe(true);
      // … its own release afterwards is harmless, and the dead connection has left the pool.
      expect(() => client.release()).not.toThrow();
      expect(pool.totalCount).toBe(0);
      expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  it('keeps a pool of one connection serving after its connection is ended inside transactions, again and again', async () => {
    const r = lossRecorder();
    const pool = new GuardedPool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000 }, r.onLost);
    const db = drizzle(pool);
    try {
      for (let i = 1; i <= 5; i++) {
        const failed = await db
          .transaction(async (tx) => {
            const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
            await terminate(rows[0]?.pid as number);
            await r.told(i);
            await tx.execute(sql`select 1`);
          })
          .then(
            () => undefined,
            (e: unknown) => e,
          );
        expect(isDatabaseUnavailable(failed)).toBe(true);
        // A connection kept by the failed transaction would leave none: this would time out.
        expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
      }
      expect(r.lost).toEqual(['in use', 'in use', 'in use', 'in use', 'in use']);
    } finally {
      await pool.end();
    }
  });

  it('tells of an idle connection that was ended, and makes a new one when asked', async () => {
    const r = lossRecorder();
    const pool = new GuardedPool({ connectionString: url, max: 1 }, r.onLost);
    try {
      const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      await terminate(rows[0]?.pid as number);
      await r.told(1);
      expect(r.lost).toEqual(['idle']);
      const again = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(again.rows[0]?.pid).not.toBe(rows[0]?.pid);
    } finally {
      await pool.end();
    }
  });
});
