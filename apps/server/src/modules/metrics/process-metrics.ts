import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * What belongs to the process rather than to one app: Node's own figures (memory, CPU, event-loop lag,
 * GC) and the periodic jobs' outcomes. One registry per process, so that several apps in one process
 * (the API tests) neither register a metric twice nor start a second event-loop monitor.
 */
export const processRegistry = new Registry();

let defaultsOn = false;
/** Node's default metrics, started by the first app that serves /metrics. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: processRegistry });
}

const jobRuns = new Counter({
  name: 'trust_job_runs_total',
  help: 'Runs of each periodic job by result (ok, failed).',
  labelNames: ['job', 'result'] as const,
  registers: [processRegistry],
});

const jobOutcomes = new Counter({
  name: 'trust_job_outcomes_total',
  help:
    'What the periodic jobs did, from each run summary. For cycle-auto-debit (the weekly debit run): ' +
    'charged, failed, missed and the other counts of runAutoDebit.',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});

/** Counts one finished run of `job` and adds each number of its summary to its outcome. */
export function recordJobRun(job: string, summary: Record<string, number>): void {
  jobRuns.inc({ job, result: 'ok' });
  for (const [outcome, n] of Object.entries(summary)) {
    if (Number.isFinite(n) && n > 0) jobOutcomes.inc({ job, outcome }, n);
  }
}

export function recordJobFailure(job: string): void {
  jobRuns.inc({ job, result: 'failed' });
}

const webFilesServed = new Counter({
  name: 'trust_web_files_served_total',
  help:
    "Files of the built web app answered from memory (scripts, stylesheets, images, the app's pages): " +
    'one count for all, not a series per hashed file name.',
  registers: [processRegistry],
});

export function countWebFileServed(): void {
  webFilesServed.inc();
}

const connectionsLost = new Counter({
  name: 'trust_db_connections_lost_total',
  help:
    'PostgreSQL connections the server ended under this instance (a failover, a restart, a timeout), by ' +
    'where they were: idle in the pool, or in use by a request or job (which was answered 503 or retried).',
  labelNames: ['state'] as const,
  registers: [processRegistry],
});

export function countConnectionLost(state: 'idle' | 'in use'): void {
  connectionsLost.inc({ state });
}

const uncaught = new Counter({
  name: 'trust_uncaught_errors_total',
  help:
    'Errors nothing caught that reached the process (unhandledRejection, uncaughtException), logged and ' +
    'survived, by kind: database (the database away) or other (a fault in the code: read its log line).',
  labelNames: ['origin', 'kind'] as const,
  registers: [processRegistry],
});

export function countUncaught(
  origin: 'unhandledRejection' | 'uncaughtException',
  kind: 'database' | 'other',
) {
  uncaught.inc({ origin, kind });
}
