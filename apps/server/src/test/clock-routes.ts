import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ManualClock } from '../clock.ts';
import { sandboxOf } from '../gateways/index.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { requireLocalCaller } from '../http/local-only.ts';
import { JOBS } from '../scheduler/index.ts';
import { runJob } from '../scheduler/scheduler.ts';

const jobNames = JOBS.map((j) => j.name) as [string, ...string[]];

/**
 * Test-only time travel for the browser tests' manual-clock server (TEST_MANUAL_CLOCK=1): move the
 * clock forward, and run one periodic job now through the code each scheduled tick runs. Registered
 * only when NODE_ENV=test and the app runs on a ManualClock, answering only callers on this machine.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock, config } = app.deps;
  if (config.NODE_ENV !== 'test' || !(clock instanceof ManualClock)) return;
  app.addHook('onRequest', async (request) => {
    requireLocalCaller(request, 'The test clock is for local tests only');
  });

  app.get('/test/clock', { schema: { hide: true } }, async () => ok({ now: clock.now().toISOString() }));

  app.post(
    '/test/clock',
    { schema: { hide: true, body: z.object({ advance_days: z.number().positive().max(800) }) } },
    async (request) => {
      clock.advanceDays(request.body.advance_days);
      return ok({ now: clock.now().toISOString() });
    },
  );

  app.post(
    '/test/run-job',
    { schema: { hide: true, body: z.object({ name: z.enum(jobNames) }) } },
    async (request) => {
      const job = JOBS.find((j) => j.name === request.body.name);
      if (!job) throw new ApiError(400, 'No such job');
      // The app's deps, config included, as the scheduler passes them (scheduler/plugin.ts).
      const summary = await runJob(job, {
        ...app.deps,
        log: app.log,
        concurrency: config.DEBIT_CONCURRENCY,
      });
      // The sandbox's webhooks for the charges just made have arrived before the test looks.
      await sandboxOf(app.deps.gateway)?.settled();
      return ok({ now: clock.now().toISOString(), ...summary });
    },
  );
};
