import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database handle or a transaction: every query function accepts either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (embedded only), for pg-boss. */
  pglite?: PGlite;
  /** The pg pool (PostgreSQL only), for pg-boss and LISTEN/NOTIFY. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/**
 * Opens PostgreSQL when url is given, else the embedded PGlite database in dataDir/pg (or in memory:
 * empty, or a copy of `snapshot`, a tarball from PGlite's dumpDataDir).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  snapshot?: Blob;
  /** PostgreSQL: ms to wait for a connection from the pool (or a new one) before failing. */
  connectTimeoutMs?: number;
  /** PostgreSQL: ms one statement may run before the server cancels it. */
  statementTimeoutMs?: number;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts);
  if (opts.memory) {
    const pglite = await PGlite.create(opts.snapshot ? { loadDataDir: opts.snapshot } : {});
    return {
      db: drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'pglite',
      pglite,
      close: () => pglite.close(),
    };
  }
  const dir = opts.dataDir ?? resolve('data');
  const release = lockDataDir(dir);
  try {
    const pglite = await PGlite.create(join(dir, 'pg'));
    return {
      db: drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'pglite',
      pglite,
      close: async () => {
        await pglite.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/**
 * With the database away, a request must fail fast (503, http/database-unavailable.ts) instead of
 * queueing forever: a connection is waited for at most connectTimeoutMs, a statement runs at most
 * statementTimeoutMs (the server cancels it), and the client gives up on an answer a little after that
 * (a server that vanished mid-statement never cancels anything). Dead connections leave the pool by
 * themselves and new ones are made on demand, so the pool recovers when PostgreSQL is back.
 */
async function openPostgres(
  url: string,
  opts: { connectTimeoutMs?: number; statementTimeoutMs?: number } = {},
): Promise<Database> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseUnavailableError(
      'DATABASE_URL is not a valid URL (expected postgres://user@host:5432/db)',
    );
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new DatabaseUnavailableError(`DATABASE_URL must start with postgres:// (got ${parsed.protocol}//)`);
  }
  const statementTimeout = opts.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout + 2_000,
    // A transaction left open by a crashed request must not hold its locks for ever.
    idle_in_transaction_session_timeout: 60_000,
    // No JIT compilation: it pays off on long analytic queries, and here it only added about 20 ms to
    // the weekly debit's candidate query (60 ms in all) each day it ran.
    options: '-c jit=off',
    keepAlive: true,
  });
  pool.on('error', () => {}); // idle-client errors surface on the next query instead of crashing
  try {
    const client = await pool.connect();
    client.release();
  } catch (e) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${parsed.host}${parsed.pathname}: ${(e as Error).message}`,
    );
  }
  return {
    db: drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'postgres',
    pool,
    close: () => pool.end(),
  };
}

/** The advisory lock that lets one server at a time migrate a shared PostgreSQL database. */
const MIGRATION_LOCK = 7_244_501;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  if (!database.pool) {
    await migratePg(database.db as never, { migrationsFolder });
    return;
  }
  // Several instances starting at once on a new database would each create the same tables; the
  // lock makes the others wait, and they then find every migration applied.
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
