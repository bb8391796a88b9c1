import type { Database } from '../../db/client.ts';
import { appliedMigrations, thisBuildsMigrations } from '../../db/journal.ts';

/** How long readiness waits for the database: a load balancer's probe must not hang on it. */
const READY_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true; latencyMs: number; applied: number; expected: number; last: string | null }
  | { ready: false; databaseUp: boolean; applied: number | null; expected: number; last: string | null };

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
  const expected = thisBuildsMigrations().length;
  const started = performance.now();
  try {
    const { applied, last } = await within(appliedMigrations(database.db), timeoutMs);
    const latencyMs = +(performance.now() - started).toFixed(1);
    if (applied < expected) return { ready: false, databaseUp: true, applied, expected, last };
    return { ready: true, latencyMs, applied, expected, last };
  } catch {
    return { ready: false, databaseUp: false, applied: null, expected, last: null };
  }
}
