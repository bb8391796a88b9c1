import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How long one database probe answers GET /api/health: a load of health checks is not a load of queries. */
export const PROBE_TTL_MS = 1_000;

export type Probe = { up: true; latencyMs: number } | { up: false };

/**
 * The database probe of GET /api/health, shared: requests in the same second (and those arriving
 * while a probe runs) get that probe's answer instead of each sending `select 1`. A database that
 * goes down or comes back shows within a second. Readiness (/api/health/ready) keeps its own check.
 */
export function cachedProbe(db: Db, ttlMs = PROBE_TTL_MS): () => Promise<Probe> {
  let last: { at: number; answer: Promise<Probe> } | undefined;
  const probe = async (): Promise<Probe> => {
    const started = performance.now();
    try {
      await db.execute(sql`select 1`);
      return { up: true, latencyMs: +(performance.now() - started).toFixed(1) };
    } catch {
      return { up: false };
    }
  };
  return () => {
    // Monotonic time, not the app's clock: this is a cache's age, not a date the fund's rules read.
    const now = performance.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, answer: probe() };
    return last.answer;
  };
}
