import { describe, expect, it } from 'vitest';
import { formatSummary, simulate } from './simulate.ts';

describe('npm run simulate', () => {
  it('runs the real rules: with every debit declined each member is locked at the fourth missed week', async () => {
    const o = { members: 12, weeks: 6, failShare: 1, seed: 7 };
    const r = await simulate(o);
    expect(r.charged).toBe(0);
    expect(r.locked).toBe(12);
    // weeks 2 to 5 declined, week 6 recorded missed without a charge (locked)
    expect(r.missed).toBe(12 * 5);
    expect(r.ledger.ok).toBe(true);
    expect(formatSummary(r, o)).toContain('accounts locked  12');
  }, 300_000);

  it('charges every member every week when no card fails, and keeps the ledger consistent', async () => {
    const o = { members: 10, weeks: 3, failShare: 0, seed: 7 };
    const r = await simulate(o);
    expect(r.charged).toBe(10 * 2);
    expect(r.missed).toBe(0);
    expect(r.ledger.ok).toBe(true);
  }, 300_000);
});
