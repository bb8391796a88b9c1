import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, type Db, migrate, openDatabase } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/** Which database API tests run on: the embedded one, or PostgreSQL in the "postgres" test project. */
export const testDatabaseKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

const root = resolve(import.meta.dirname, '../../../..');
const migrationsFolder = resolve(import.meta.dirname, '../db/migrations');

/**
 * Names the migrated schema: a hash of every migration file and the PGlite version, so a changed
 * schema (npm run db:generate) or a PGlite upgrade gets a new migrated copy instead of a stale one.
 */
const schemaKey = (() => {
  let key: string | undefined;
  return () => {
    if (key) return key;
    const h = createHash('sha256');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
        .sort();
    for (const f of files(migrationsFolder))
      h.update(f.slice(migrationsFolder.length)).update(readFileSync(f));
    h.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
    key = h.digest('hex').slice(0, 16);
    return key;
  };
})();

/**
 * A fresh, migrated database for one test: in-memory PGlite, or a new database created on the
 * server in TEST_DATABASE_URL (dropped again by close()). Both start from a copy of a database
 * migrated once (see pgliteSnapshot and postgresTemplate): creating an empty PGlite cluster and
 * migrating it took seconds per test app, most of the suite's time.
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    return openDatabase({ memory: true, snapshot: await pgliteSnapshot() });
  }
  const { url, drop } = await createPostgresTestDatabase();
  const database = await openDatabase({ url });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await drop();
    },
  };
}

/**
 * The embedded database in a new data directory (`dataDir`, made if missing, holding no database yet),
 * opened as a copy of the migrated template: a server started on it later skips creating and
 * migrating a database, which cost it more than a start of its own (db/database.test.ts).
 */
export async function openMigratedDataDir(dataDir: string): Promise<Database> {
  return openDatabase({ dataDir, snapshot: await pgliteSnapshot() });
}

/**
 * A database with nothing in it, not even release 1's tables (an upgrade test applies its own
 * migrations): an in-memory PGlite, or a new empty database on the TEST_DATABASE_URL server, dropped
 * again by close().
 */
export async function createEmptyTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') return openDatabase({ memory: true });
  const { url, drop } = await emptyPostgresDatabase();
  const database = await openDatabase({ url });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await drop();
    },
  };
}

/** A new empty database on the TEST_DATABASE_URL server: its URL, and drop() to remove it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `trust_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A new migrated database on the TEST_DATABASE_URL server, for a test that connects to it its own way
 * (through a proxy it can cut, or from a server process): its URL, and drop() to remove it.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const template = await postgresTemplate(base);
  const name = `trust_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * Makes the migrated copy the test databases of `kind` start from, if it is not there yet: run once
 * by Vitest before its workers start (test/global-setup.ts), so that on a fresh clone the first
 * files of every worker do not each migrate a database of their own at the same time.
 */
export async function prepareTestDatabases(kind: 'pglite' | 'postgres'): Promise<void> {
  if (kind === 'pglite') await pgliteSnapshot();
  else {
    const base = process.env.TEST_DATABASE_URL;
    if (base) await postgresTemplate(base);
  }
}

let snapshot: Promise<Blob> | undefined;

/**
 * The migrated embedded database as a PGlite data-directory tarball, made by the first test file
 * that needs it and kept in node_modules/.cache for the others (each file runs in its own process).
 */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const dir = join(root, 'node_modules/.cache/trust-test');
    const file = join(dir, `pglite-${schemaKey()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {}
    const fresh = await openDatabase({ memory: true });
    await migrate(fresh);
    const tar = await fresh.pglite?.dumpDataDir('none');
    await fresh.close();
    if (!tar) throw new Error('PGlite gave no data directory dump');
    const bytes = new Uint8Array(await tar.arrayBuffer());
    // Written aside and renamed: files starting at the same time never read half a tarball.
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
    return new Blob([bytes]);
  })();
  return snapshot;
}

/**
 * A database on the server migrated once, which each test database is created from
 * (`create database … template …`, a file copy), and the browser tests' two databases too
 * (scripts/e2e.mjs). Made under an advisory lock, so test files starting together make it once;
 * named by the schema, so other checkouts with another schema on the same server keep their own.
 */
export async function postgresTemplate(base: string): Promise<string> {
  const name = `trust_tpl_${schemaKey()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(base);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      // Renamed only once migrated: a run stopped half-way leaves no half-made template behind.
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * Another connection to the same database, as a second server instance has: on PostgreSQL a pool of
 * its own; on the embedded database (one process) another handle over the same PGlite. Nothing it
 * caches per handle is shared with the first.
 */
export async function secondConnection(database: Database): Promise<Database> {
  if (database.pglite) {
    const db = drizzle(database.pglite, { schema, casing: 'snake_case' }) as unknown as Db;
    return { ...database, db, close: async () => {} };
  }
  const url = (database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
  if (!url) throw new Error('no PostgreSQL URL to connect to again');
  return openDatabase({ url });
}

/** Every row of every table as text: card numbers must never appear in it. */
export async function dumpDatabase(t: { database: Database }): Promise<string> {
  const db = t.database.db;
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  let out = '';
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as {
      rows: unknown[];
    };
    out += `${table_name}\n${JSON.stringify(rows.rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}\n`;
  }
  return out;
}

export const countEntries = async (t: { database: Database }) => {
  const r = (await t.database.db.execute(sql`select count(*)::int as n from journal_entries`)) as unknown as {
    rows: { n: number }[];
  };
  return r.rows[0]?.n ?? 0;
};
