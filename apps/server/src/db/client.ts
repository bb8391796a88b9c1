import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { lockDataDir } from './lock.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { GuardedPool, type OnConnectionLost } from './pool.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
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

/**
 * The PostgreSQL extensions the migrations create, loaded into every embedded database: `pg_trgm`
 * answers the console's member search inside names, emails and phones (trigram GIN indexes,
 * migration 0003). PGlite ships it as a contrib bundle; PostgreSQL has it as a trusted extension.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * The application_name a server's PostgreSQL connections carry (pg_stat_activity shows it), so a
 * restore can tell that a server is still running against the database (scripts/restore.mjs).
 */
export const SERVER_APPLICATION_NAME = 'trust-fund-server';

/**
 * Opens PostgreSQL when url is given, else the embedded PGlite database in dataDir/pg (or in memory).
 * A new embedded database (in memory, or a data directory with no database yet) is empty, or a copy of
 * `snapshot`, a tarball from PGlite's dumpDataDir: the tests' migrated template.
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
  /** PostgreSQL: the application_name of the connections (SERVER_APPLICATION_NAME for a server). */
  applicationName?: string;
  /** PostgreSQL: ms a transaction may sit idle before the server ends its session (and rolls it back). */
  idleInTransactionTimeoutMs?: number;
  /** PostgreSQL: told each time the server ends one of the pool's connections (db/pool.ts). */
  onConnectionLost?: OnConnectionLost;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts);
  if (opts.memory) {
    const pglite = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
    });
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
    const pglite = await PGlite.create(join(dir, 'pg'), {
      extensions: PGLITE_EXTENSIONS,
      ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
    });
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
 * themselves, idle or in use by a transaction (db/pool.ts), and new ones are made on demand, so the
 * pool recovers when PostgreSQL is back.
 */
async function openPostgres(
  url: string,
  opts: {
    connectTimeoutMs?: number;
    statementTimeoutMs?: number;
    idleInTransactionTimeoutMs?: number;
    onConnectionLost?: OnConnectionLost;
    applicationName?: string;
  } = {},
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
  const pool = new GuardedPool(
    {
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      statement_timeout: statementTimeout,
      query_timeout: statementTimeout + 2_000,
      // A transaction left open by a crashed request must not hold its locks for ever.
      idle_in_transaction_session_timeout: opts.idleInTransactionTimeoutMs ?? 60_000,
      // No JIT compilation: it pays off on long analytic queries, and here it only added about 20 ms to
      // the weekly debit's candidate query (60 ms in all) each day it ran.
      options: '-c jit=off',
      keepAlive: true,
      ...(opts.applicationName ? { application_name: opts.applicationName } : {}),
    },
    opts.onConnectionLost ?? (() => {}),
  );
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
/** The advisory lock under which one server at a time seeds a shared database at start (seed/start.ts). */
export const SEED_LOCK = 7_244_502;

/**
 * Runs `work` while this process holds PostgreSQL's session advisory lock `key` (on a connection of
 * its own, so `work` may use the pool freely): other instances doing the same wait for it. The
 * embedded database has one process, so nothing to wait for.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!database.pool) return work();
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    lock.release();
  }
}

/**
 * Applies every migration of this build the database has not run: drizzle's migrator runs, in one
 * transaction, each journal entry whose `when` is later than the last applied one's (db/journal.ts).
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: folder });
    return;
  }
  // Several instances starting at once on a new database would each create the same tables; the
  // lock makes the others wait, and they then find every migration applied.
  await withAdvisoryLock(database, MIGRATION_LOCK, () =>
    migratePg(database.db as never, { migrationsFolder: folder }),
  );
}
