import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Time on the manual-clock e2e server (playwright.config.ts E2E_CLOCK_URL): it moves only forward,
 * and only when a journey moves it; the periodic jobs run only when a journey runs them.
 */
export const DAY_MS = 86_400_000;

/** The server's current time. */
export async function clockNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/api/test/clock');
  expect(res.ok(), await res.text()).toBe(true);
  return new Date((await res.json()).data.now);
}

/** Moves the server's clock forward. */
export async function advanceDays(request: APIRequestContext, days: number): Promise<Date> {
  const res = await request.post('/api/test/clock', { data: { advance_days: days } });
  expect(res.ok(), await res.text()).toBe(true);
  return new Date((await res.json()).data.now);
}

export type JobName = 'cycle-auto-debit' | 'cycle-roll-over' | 'cycle-member-titles';

/** Runs one periodic job once, now, as its schedule would; answers the job's counts. */
export async function runJob(request: APIRequestContext, name: JobName): Promise<Record<string, number>> {
  const res = await request.post('/api/test/run-job', { data: { name }, timeout: 120_000 });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

/** Every job, in the order one day of the schedule runs them (debits, roll-over, titles). */
export async function runDailyJobs(request: APIRequestContext) {
  for (const name of ['cycle-auto-debit', 'cycle-roll-over', 'cycle-member-titles'] as const)
    await runJob(request, name);
}
