import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** How long readiness waits for the database: a load balancer's probe must not hang on it. */
export const READY_TIMEOUT_MS = 2_000;

/** The migrations this build ships (drizzle's journal): all of them must have run before traffic. */
const expectedMigrations = (): number => {
  const journal = resolve(import.meta.dirname, '../../db/migrations/meta/_journal.json');
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
};

export type Readiness =
  | { ready: true; latencyMs: number; applied: number; expected: number }
  | { ready: false; databaseUp: boolean; applied: number | null; expected: number };

class TimedOut extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready = the database answers within `timeoutMs` and drizzle's migrations table holds every
 * migration of this build (a missing table means nothing was migrated).
 */
export async function checkReadiness(database: Database, timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  const expected = expectedMigrations();
  const started = performance.now();
  try {
    const applied = await within(appliedMigrations(database), timeoutMs);
    const latencyMs = +(performance.now() - started).toFixed(1);
    if (applied < expected) return { ready: false, databaseUp: true, applied, expected };
    return { ready: true, latencyMs, applied, expected };
  } catch {
    return { ready: false, databaseUp: false, applied: null, expected };
  }
}

type Rows<T> = { rows: T[] };

async function appliedMigrations(database: Database): Promise<number> {
  const found = (await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  )) as unknown as Rows<{ migrated: boolean }>;
  if (!found.rows[0]?.migrated) return 0;
  const counted = (await database.db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ applied: number }>;
  return Number(counted.rows[0]?.applied ?? 0);
}
