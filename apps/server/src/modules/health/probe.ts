import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tagOf } from '../../db/journal.ts';

/** How long one database probe answers GET /api/health: a load of health checks is not a load of queries. */
export const PROBE_TTL_MS = 1_000;

/** `migration`: the tag of the last migration the database ran (db/journal.ts), null when unknown. */
export type Probe = { up: true; latencyMs: number; migration: string | null } | { up: false };

/** PostgreSQL's undefined_table: the database answered, but has never been migrated. */
const UNDEFINED_TABLE = '42P01';
const codeOf = (e: unknown): unknown =>
  (e as { code?: unknown }).code ?? (e as { cause?: { code?: unknown } }).cause?.code;

/**
 * The database probe of GET /api/health, shared: requests in the same second (and those arriving
 * while a probe runs) get that probe's answer instead of each sending `select 1`. A database that
 * goes down or comes back shows within a second. Readiness (/api/health/ready) keeps its own check.
 */
export function cachedProbe(db: Db, ttlMs = PROBE_TTL_MS): () => Promise<Probe> {
  let last: { at: number; answer: Promise<Probe> } | undefined;
  const probe = async (): Promise<Probe> => {
    const started = performance.now();
    const latency = () => +(performance.now() - started).toFixed(1);
    try {
      // One round trip proves the database answers and names the release of its schema.
      const r = (await db.execute(
        sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { last: string | null }[] };
      return { up: true, latencyMs: latency(), migration: tagOf(r.rows[0]?.last ?? null) };
    } catch (e) {
      if (codeOf(e) === UNDEFINED_TABLE) return { up: true, latencyMs: latency(), migration: null };
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
