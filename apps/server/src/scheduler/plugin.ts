import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { type Scheduler, startScheduler } from './scheduler.ts';

/**
 * Starts the job runner with the app when JOBS is on (tests set JOBS=off and call the jobs with a
 * ManualClock), and stops it, letting a running job finish, when the app closes.
 */
export const jobsPlugin: FastifyPluginAsync = fp(async (app) => {
  if (app.deps.config.JOBS !== 'on') return;
  let scheduler: Scheduler | undefined;
  app.addHook('onReady', async () => {
    const { database, config } = app.deps;
    scheduler = await startScheduler({
      database,
      databaseUrl: config.DATABASE_URL,
      deps: { ...app.deps, concurrency: config.DEBIT_CONCURRENCY },
    });
    // The payment webhook's events are worked from the same job queue from now on.
    await app.paymentEvents.useJobQueue(scheduler.boss);
  });
  app.addHook('onClose', async () => {
    await scheduler?.stop();
  });
});
