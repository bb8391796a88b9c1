import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, users } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { jobDeps } from '../../test/cycle.ts';
import { createMember } from '../../test/members.ts';
import { type Outcome, ScriptedGateway } from '../../test/scripted-gateway.ts';
import { WEEK_MS } from '../contributions/schedule.ts';
import { longestMissedRun, type PeriodRecord } from '../contributions/standing.ts';
import { debitReference, runAutoDebit, STALE_CHARGE_MS } from './debit.ts';

let t: TestApp;
let gateway: ScriptedGateway;
beforeAll(async () => {
  t = await createTestApp();
  gateway = new ScriptedGateway(t.clock);
});
afterAll(() => t.close());

const WEEKS = 9;
const outcome = fc.constantFrom<Outcome>(
  'success',
  'success',
  'insufficient',
  'crash-after-charge',
  'no-answer',
);
let runNo = 0;

describe('auto-debit keeps the ledger sound', () => {
  it('for any sequence of successes, declines, crashes and lost answers, with re-runs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(outcome, { minLength: WEEKS, maxLength: WEEKS }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.boolean(), { minLength: WEEKS, maxLength: WEEKS }),
        async (scripts, reruns) => {
          // Each run gets its own members and its own stretch of time, after every earlier run's.
          const start = new Date(Date.UTC(2030, 0, 1 + 7 * 12 * ++runNo, 8));
          const deps = jobDeps(t.database.db, gateway, t.clock, t.app.deps.mailer);
          const members = [];
          for (const _ of scripts) {
            members.push(await createMember(t, { gateway, plan: 'SILVER', startedAt: start }));
          }
          for (let week = 1; week <= WEEKS; week++) {
            members.forEach((m, i) => {
              gateway.outcomes.set(m.userId, scripts[i]?.[week - 1] ?? 'success');
            });
            t.clock.set(new Date(start.getTime() + (week - 1) * WEEK_MS + 60_000));
            await runAutoDebit(deps);
            if (reruns[week - 1]) {
              t.clock.advance(STALE_CHARGE_MS + 1000);
              await runAutoDebit(deps);
            }
          }
          // The provider answers again: a final run after the stale delay settles every open attempt.
          for (const m of members) gateway.outcomes.set(m.userId, 'success');
          t.clock.advance(STALE_CHARGE_MS + 1000);
          await runAutoDebit(deps);

          const report = await checkLedger(t.database.db);
          expect(report.checks.filter((c) => !c.ok)).toEqual([]);
          for (const m of members) {
            const rows = await t.database.db
              .select()
              .from(contributionWeeks)
              .where(eq(contributionWeeks.userId, m.userId))
              .orderBy(contributionWeeks.week);
            expect(rows.map((r) => r.week)).toEqual(Array.from({ length: WEEKS }, (_, i) => i + 1));
            expect(rows.filter((r) => r.status === 'charging')).toEqual([]);
            // Every charge the provider made is posted exactly once, and nothing else is.
            let paid = 0n;
            for (const r of rows) {
              if (r.source !== 'card') continue;
              const charged = gateway.providerCharges.get(debitReference(m.userId, 1, r.week)) ?? 0;
              expect(charged).toBeLessThanOrEqual(1);
              expect(r.status === 'paid').toBe(charged === 1);
              if (r.status === 'paid') paid += r.amountKobo;
            }
            expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(paid);
            // Locked exactly when four consecutive weeks were missed.
            const [u] = await t.database.db
              .select({ status: users.status })
              .from(users)
              .where(eq(users.id, m.userId));
            const locked = longestMissedRun(rows as PeriodRecord[], null) >= 4;
            expect(u?.status).toBe(locked ? 3 : 1);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 600_000);
});
