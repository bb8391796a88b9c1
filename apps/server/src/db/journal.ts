import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

import { migrationsFolder } from './migrations-folder.ts';

export { migrationsFolder };

export interface JournalEntry {
  idx: number;
  /** When it was generated (ms); drizzle stores it as the migration's created_at once applied. */
  when: number;
  /** The file's name without .sql: 0001_going_live. */
  tag: string;
}

/** drizzle-kit's journal of the migrations in `folder`, in the order they run. */
export function migrationJournal(folder = migrationsFolder): JournalEntry[] {
  const journal = JSON.parse(readFileSync(resolve(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

export interface AppliedMigrations {
  applied: number;
  /**
   * The tag of the last migration the database ran; null when it ran none, or when the last one is not
   * in this build's journal (a newer release migrated it: instances are being rolled).
   */
  last: string | null;
}

type Rows<T> = { rows: T[] };

/** What drizzle's migrations table says: how many ran, and the last one's tag (by its created_at). */
export async function appliedMigrations(db: Db): Promise<AppliedMigrations> {
  const found = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  )) as unknown as Rows<{ migrated: boolean }>;
  if (!found.rows[0]?.migrated) return { applied: 0, last: null };
  const counted = (await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ applied: number; last: string | null }>;
  const row = counted.rows[0];
  return { applied: Number(row?.applied ?? 0), last: tagOf(row?.last ?? null) };
}

let ours: JournalEntry[] | undefined;
/** This build's journal, read once: the files do not change while the server runs. */
export const thisBuildsMigrations = (): JournalEntry[] => {
  ours ??= migrationJournal();
  return ours;
};

/** The journal's tag for a migration drizzle recorded with this created_at (ms, as text). */
export function tagOf(createdAt: string | number | null): string | null {
  if (createdAt === null) return null;
  return thisBuildsMigrations().find((e) => e.when === Number(createdAt))?.tag ?? null;
}
