import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';

/** Counting rows by state reads whole tables: done at most this often, whatever the scrape interval. */
const STATE_REFRESH_MS = 30_000;
/** A scrape never waits longer than this on the database (the last counts are shown instead). */
const QUERY_TIMEOUT_MS = 2_000;

type Row = { name: string; state: string; n: number };

/**
 * One statement for every "how many in which state": payments, payouts, payout batches, debit periods
 * still charging (the weekly debit's unfinished attempts), and the job queue (pg-boss: created,
 * retry and active jobs per queue; the table exists once the job runner has started).
 */
async function countStates(database: Database): Promise<Row[]> {
  const hasJobs = (await database.db.execute(
    sql`select to_regclass('pgboss.job') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  const jobs = hasJobs.rows[0]?.present
    ? sql`union all select 'jobs:' || name, state::text, count(*)::int from pgboss.job
          where state in ('created', 'retry', 'active') group by name, state`
    : sql``;
  const result = (await database.db.execute(sql`
    select 'payments' as name, status as state, count(*)::int as n from payments group by status
    union all select 'payouts', status, count(*)::int from payouts group by status
    union all select 'payout_batches', status, count(*)::int from payout_batches group by status
    union all select 'debits', 'charging', count(*)::int from contribution_weeks where status = 'charging'
    ${jobs}`)) as unknown as { rows: Row[] };
  return result.rows;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('metrics query timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Gauges read from the database when Prometheus scrapes (so every instance reports the same fund-wide
 * counts), plus the database pool of this instance.
 */
export function registerStateGauges(registry: Registry, database: Database, now = () => Date.now()): void {
  let rows: Row[] = [];
  let readAt = 0;
  let up = 0;
  let inflight: Promise<void> | undefined;
  const read = async () => {
    if (now() - readAt < STATE_REFRESH_MS) return;
    try {
      rows = await within(countStates(database), QUERY_TIMEOUT_MS);
      readAt = now();
      up = 1;
    } catch {
      // Database away: the last counts stay, and trust_db_up says they are stale.
      up = 0;
    }
  };
  // Every gauge of one scrape asks at once: they share one read.
  const refresh = () => {
    inflight ??= read().finally(() => {
      inflight = undefined;
    });
    return inflight;
  };
  const fill = (gauge: Gauge<string>, name: string, label: string) => {
    gauge.reset();
    for (const r of rows) if (r.name === name) gauge.set({ [label]: r.state }, r.n);
  };

  new Gauge({
    name: 'trust_db_up',
    help: '1 when the last scrape could read the state counts from the database, 0 when it could not.',
    registers: [registry],
    async collect() {
      await refresh();
      this.set(up);
    },
  });
  new Gauge({
    name: 'trust_payments',
    help: 'Payments by status (pending, success, failed).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      await refresh();
      fill(this, 'payments', 'status');
    },
  });
  new Gauge({
    name: 'trust_payouts',
    help: 'Payouts by status (pending, batched, sending, sent, failed).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      await refresh();
      fill(this, 'payouts', 'status');
    },
  });
  new Gauge({
    name: 'trust_payout_batches',
    help: 'Payout batches by status (proposed, sending, exported, sent, rejected).',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      await refresh();
      fill(this, 'payout_batches', 'status');
    },
  });
  new Gauge({
    name: 'trust_debits_charging',
    help: 'Weekly debits sent to the provider with no answer stored yet (a crashed run leaves them).',
    registers: [registry],
    async collect() {
      await refresh();
      this.set(rows.find((r) => r.name === 'debits')?.n ?? 0);
    },
  });
  new Gauge({
    name: 'trust_job_queue_depth',
    help: 'Jobs waiting or running in each pg-boss queue, by state (created, retry, active).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      await refresh();
      this.reset();
      for (const r of rows) {
        if (r.name.startsWith('jobs:')) this.set({ queue: r.name.slice(5), state: r.state }, r.n);
      }
    },
  });

  const pool = database.pool;
  new Gauge({
    name: 'trust_db_pool_connections',
    help:
      'PostgreSQL pool of this instance: total, idle, and waiting (requests queued for a connection). ' +
      'Absent on the embedded database.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'trust_db_embedded',
    help: '1 when this instance runs on the embedded database (one connection, no pool to watch).',
    registers: [registry],
    collect() {
      this.set(database.kind === 'pglite' ? 1 : 0);
    },
  });
}
