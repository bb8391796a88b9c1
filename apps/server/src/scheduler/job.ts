import type { JobDeps } from '../deps.ts';

/** One periodic job: a name (its pg-boss queue), when it runs, and an idempotent run(deps, now). */
export interface JobDefinition {
  name: string;
  /** Cron expression, evaluated in the fund's time zone (Africa/Lagos). */
  cron: string;
  run(deps: JobDeps, now: Date): Promise<Record<string, number>>;
  /**
   * Also run as soon as its queue is written to (scheduler/wake.ts), beside its schedule: only for a job
   * that claims its rows (SKIP LOCKED), so two runs at once never do the same work twice.
   */
  wokenByWrites?: boolean;
}
