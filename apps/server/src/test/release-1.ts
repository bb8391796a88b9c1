import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import { migrationJournal, migrationsFolder } from '../db/journal.ts';

/** What scripts/release-1-fixture.mjs recorded beside release-1.sql. */
export interface Release1Record {
  commit: string;
  /** The release-1 server's clock when the data was made. */
  now: string;
  members: { email: string; id: number; password: string }[];
  /** A session the release-1 server gave out (a member signed in then). */
  session: { email: string; token: string };
  /** Rows per table of release 1's schema. */
  counts: Record<string, number>;
  /** Each ledger account's stored balance (kobo, as text), by code. */
  balances: Record<string, string>;
}

const upgradeFolder = resolve(import.meta.dirname, '../db/upgrade');

export const release1Record = (): Release1Record =>
  JSON.parse(readFileSync(join(upgradeFolder, 'release-1.json'), 'utf8'));

/**
 * A migrations folder holding release 1 only: 0000_init.sql and a journal of its one entry, as the
 * release-1 build shipped them, so migrate() applies exactly the schema that went live.
 */
export function release1Migrations(): string {
  const [init] = migrationJournal();
  if (init?.tag !== '0000_init') throw new Error('the journal does not start with 0000_init');
  return migrationsUpTo(init.tag);
}

/**
 * A migrations folder holding this build's migrations up to `tag` (included), with their journal: a
 * database migrated with it is one that ran the release that shipped `tag`, for a test of the next
 * migration on its rows.
 */
export function migrationsUpTo(tag: string): string {
  const journal = migrationJournal();
  const last = journal.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag} in the journal`);
  const entries = journal.slice(0, last + 1);
  const dir = mkdtempSync(join(tmpdir(), 'trust-migrations-'));
  mkdirSync(join(dir, 'meta'));
  for (const e of entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(dir, `${e.tag}.sql`));
  writeFileSync(
    join(dir, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return dir;
}

/** Runs release-1.sql (many statements) on the database, as psql would. */
export async function loadRelease1Data(database: Database): Promise<void> {
  const script = readFileSync(join(upgradeFolder, 'release-1.sql'), 'utf8');
  if (database.pglite) await database.pglite.exec(script);
  else if (database.pool) await database.pool.query(script);
  else throw new Error('no connection to run the script on');
}
