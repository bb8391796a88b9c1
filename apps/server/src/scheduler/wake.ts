import type { Database } from '../db/client.ts';
import { listenOn } from '../db/listen.ts';
import type { JobDeps } from '../deps.ts';
import type { JobDefinition } from './job.ts';

/**
 * The channel the queues' triggers notify, with the name of the job that works the queue
 * (migration 0016_outbox_wake.sql: mail_outbox, push_outbox, fund_messages).
 */
export const WAKE_CHANNEL = 'trust_fund_wake';

/**
 * Runs a job that says it may be woken (`wokenByWrites`) as soon as its queue is written to, on every
 * instance that listens: a member's notification email goes out within seconds, not at the next minute.
 * Runs of one job never overlap on this instance: a wake during a run runs it once more after it (the
 * rows written meanwhile may have been missed by the run's query). Beside the pg-boss tick of the same
 * job, and on other instances, such a job claims its rows (SKIP LOCKED), so nothing is sent twice.
 * A lost listener is logged and replaced; the minute's schedule covers what was missed meanwhile.
 * Answers the function that stops listening and waits for the runs under way.
 */
export async function wakeJobsOnWrite(opts: {
  database: Database;
  jobs: readonly JobDefinition[];
  run: (job: JobDefinition) => Promise<unknown>;
  log?: JobDeps['log'];
}): Promise<() => Promise<void>> {
  const wakeable = new Map(opts.jobs.filter((j) => j.wokenByWrites).map((j) => [j.name, j]));
  if (wakeable.size === 0) return async () => {};
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();
  let stopped = false;

  const wake = (name: string) => {
    const job = wakeable.get(name);
    if (!job || stopped) return;
    if (running.has(name)) {
      again.add(name);
      return;
    }
    const runs = (async () => {
      do {
        again.delete(name);
        try {
          await opts.run(job);
        } catch (err) {
          // The scheduled tick retries; a failed wake-up only loses its head start.
          opts.log?.warn({ job: name, err }, 'job woken by a write failed; its schedule runs it again');
        }
      } while (again.has(name) && !stopped);
    })().finally(() => running.delete(name));
    running.set(name, runs);
  };

  const unlisten = await listenOn(opts.database, WAKE_CHANNEL, wake, (err) =>
    opts.log?.warn({ err }, 'job wake-up listener lost; it listens again, the schedule covers meanwhile'),
  );
  return async () => {
    stopped = true;
    await unlisten();
    await Promise.all(running.values());
  };
}
