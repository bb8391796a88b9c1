import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { JobDeps } from '../deps.ts';
import { isDatabaseUnavailable } from '../http/database-unavailable.ts';
import { recordJobFailure, recordJobRun } from '../modules/metrics/index.ts';
import { JOBS } from './index.ts';
import type { JobDefinition } from './job.ts';
import { wakeJobsOnWrite } from './wake.ts';

const TIME_ZONE = 'Africa/Lagos';

/** pg-boss over the app's own pool when no URL is at hand (polling only: no LISTEN connection). */
function poolAdapter(database: Database) {
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without a pool');
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

/**
 * One run of a job at the clock's now, as each scheduled tick runs it. `tick` is the job runner's job
 * for the tick, its id and when it was made (logged, so each tick can be seen to run once across instances).
 */
export async function runJob(
  job: JobDefinition,
  deps: JobDeps,
  tick?: { id: string; at: Date },
): Promise<Record<string, number>> {
  let summary: Record<string, number>;
  try {
    summary = await job.run(deps, deps.clock.now());
  } catch (e) {
    recordJobFailure(job.name);
    throw e;
  }
  recordJobRun(job.name, summary);
  deps.log?.info(
    { job: job.name, ...(tick ? { tick: tick.id, tick_at: tick.at } : {}), ...summary },
    'job finished',
  );
  return summary;
}

/**
 * pg-boss reports what goes wrong in its loops (polling, maintenance, a job that failed) as `error`
 * events, often as a plain object copied from the error ({ message, stack, code, queue }). The
 * database away is expected and retried (pg-boss polls again; a failed job is retried): a `warn`
 * with the code. Anything else is an `error`, with the stack, through the logger's scrubbing.
 */
function logJobRunnerError(log: JobDeps['log'], err: unknown): void {
  const e = (err ?? {}) as { message?: unknown; stack?: unknown; code?: unknown; queue?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const queue = typeof e.queue === 'string' ? e.queue : undefined;
  if (isDatabaseUnavailable(err)) {
    log?.warn(
      { code, queue, reason: String(e.message ?? '') },
      'job runner lost the database; it tries again',
    );
    return;
  }
  const asError =
    err instanceof Error
      ? err
      : Object.assign(new Error(String(e.message ?? 'job runner error')), {
          ...(typeof e.stack === 'string' ? { stack: e.stack } : {}),
          ...(code ? { code } : {}),
        });
  log?.error({ err: asError, queue }, 'job runner error');
}

export interface Scheduler {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Runs the periodic jobs with pg-boss (DESIGN section 2). On PostgreSQL many server instances may
 * run this: pg-boss creates one job per schedule tick and one worker takes it (singleton queues,
 * so a slow run never overlaps the next); the jobs themselves are idempotent besides. On the
 * embedded database pg-boss runs in-process on the same PGlite instance.
 */
export async function startScheduler(opts: {
  database: Database;
  databaseUrl?: string;
  deps: JobDeps;
  jobs?: readonly JobDefinition[];
  /** Seconds between schedule checks (tests shorten it). */
  cronWorkerIntervalSeconds?: number;
}): Promise<Scheduler> {
  const { database, deps } = opts;
  const jobs = opts.jobs ?? JOBS;
  const common = {
    application_name: 'trust-fund-jobs',
    // pg-boss refuses the key when present but undefined.
    ...(opts.cronWorkerIntervalSeconds ? { cronWorkerIntervalSeconds: opts.cronWorkerIntervalSeconds } : {}),
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({
          ...common,
          db: fromPglite(database.pglite as NonNullable<Database['pglite']>),
          backend: 'pglite',
          useListenNotify: true,
        })
      : opts.databaseUrl
        ? new PgBoss({ ...common, connectionString: opts.databaseUrl, max: 4 })
        : new PgBoss({ ...common, db: poolAdapter(database) });
  boss.on('error', (err) => logJobRunnerError(deps.log, err));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: 'singleton',
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 3600,
    });
    await boss.schedule(job.name, job.cron, null, { tz: TIME_ZONE });
    await boss.work(job.name, { pollingIntervalSeconds: 5, includeMetadata: true }, ([tick]) =>
      runJob(job, deps, tick ? { id: tick.id, at: tick.createdOn } : undefined),
    );
  }
  const stopWaking = await wakeJobsOnWrite({
    database,
    jobs,
    run: (job) => runJob(job, deps),
    log: deps.log,
  });
  return {
    boss,
    stop: async () => {
      await stopWaking();
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
