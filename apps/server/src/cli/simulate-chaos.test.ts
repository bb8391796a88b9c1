import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/services.ts';
import { chaosVerdict, outcomeOf, simulate } from './simulate.ts';

// Part of the PostgreSQL project only (vitest.config.ts): each seed runs the fund twice, with and
// without faults, on the production database.
describe('npm run simulate -- --chaos', () => {
  // A few seeds, small: crashes of the debit run and of payment settlement, dropped connections,
  // provider 429s, 503s and lost answers, shuffled and repeated webhooks. A failing seed is named in
  // the assertion message so it can be replayed with the command given.
  const base = { members: 16, weeks: 5, failShare: 0.1, databaseUrl: testDatabaseUrl() };
  for (const seed of [3, 8]) {
    it(`seed ${seed}: the end state is the one without faults and the ledger is consistent`, async () => {
      const o = { ...base, seed };
      const v = await chaosVerdict(o);
      const replay = `replay: npm run simulate -- --chaos --seed ${seed} --members ${o.members} --weeks ${o.weeks}`;
      expect(v.problems, replay).toEqual([]);
      // Faults were injected, and money moved through them.
      const c = v.faulty.chaos;
      expect((c?.crashes ?? 0) + (c?.dropped ?? 0), replay).toBeGreaterThan(0);
      expect(v.faulty.injected.lost + v.faulty.injected.down, replay).toBeGreaterThan(0);
      expect(c?.duplicateWebhooks, replay).toBeGreaterThan(0);
      expect(v.faulty.charged).toBeGreaterThan(0);
      expect(v.faulty.saveMore).toBeGreaterThan(0);
    }, 300_000);
  }

  it('one seed replays the same run: the same faults in the same places, the same outcome', async () => {
    const o = { ...base, seed: 3, chaos: true };
    const [a, b] = [await simulate(o), await simulate(o)];
    expect(outcomeOf(b)).toBe(outcomeOf(a));
    expect(outcomeOf(a)).toMatch(/crashes \d+, dropped \d+, restarts \d+/);
  }, 300_000);
});
