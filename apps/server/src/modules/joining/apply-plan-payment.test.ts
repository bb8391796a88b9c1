import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, journalEntries, memberships, plans } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, ensurePlans } from '../../test/members.ts';
import { applyPlanPayment } from './apply-plan-payment.ts';
import { fixedTerms, openPendingMembership, type PlanRow, type PlanTerms } from './memberships.ts';

// Plan activation by payment: the entries it posts and their descriptions (a member's transactions
// show them), for terms a plan of the fund can have. The full payment flows are in card.test.ts,
// flexi.test.ts and ordinary-transfer.test.ts.
let t: TestApp;
const plan: Record<string, PlanRow> = {};
beforeAll(async () => {
  t = await createTestApp();
  await ensurePlans(t.database.db);
  for (const p of await t.database.db.select().from(plans)) plan[p.name] = p;
});
afterAll(() => t.close());

let seq = 0;
/** A member with a pending membership on `terms`, paid now with exactly what it costs (or `paid`). */
async function activate(name: string, terms: PlanTerms, paid?: bigint) {
  const { userId } = await createMember(t);
  const p = plan[name] as PlanRow;
  const m = await t.database.db.transaction((tx) =>
    openPendingMembership(tx, { userId, plan: p, terms, method: 'card', now: t.clock.now() }),
  );
  const reference = `apply-test-${++seq}`;
  const outcome = await t.database.db.transaction((tx) =>
    applyPlanPayment(tx, {
      reference,
      membershipId: m.id,
      amountKobo: paid ?? terms.membershipFeeKobo + terms.contributionKobo,
      from: 'provider',
      at: t.clock.now(),
    }),
  );
  const entries = await t.database.db
    .select({ key: journalEntries.idempotencyKey, description: journalEntries.description })
    .from(journalEntries)
    .where(eq(journalEntries.memberId, userId))
    .orderBy(journalEntries.id);
  return { userId, membershipId: m.id, reference, outcome, entries };
}

describe('applying a plan payment', () => {
  it('posts the membership fee and the first weekly contribution, each described for the member', async () => {
    const a = await activate('GOLD', fixedTerms(plan.GOLD as PlanRow));
    expect(a.outcome.kind).toBe('activated');
    expect(a.entries).toEqual([
      { key: `payment:${a.reference}:membership-fee`, description: 'GOLD membership fee' },
      { key: `payment:${a.reference}:contribution`, description: 'GOLD first weekly contribution' },
    ]);
    // Week 1 is paid by the purchase itself, so the weekly debit starts with week 2.
    const weeks = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(eq(contributionWeeks.userId, a.userId));
    expect(weeks).toMatchObject([
      {
        week: 1,
        cycleNumber: 1,
        status: 'paid',
        source: 'activation',
        reference: a.reference,
        amountKobo: 500_000n,
      },
    ]);
  });

  it('describes a monthly saver’s first payment as the first monthly contribution', async () => {
    const a = await activate('FLEXI', {
      membershipFeeKobo: 300_000n,
      contributionKobo: 2_000_000n,
      frequency: 'Monthly',
      durationMonths: 6,
    });
    expect(a.outcome.kind).toBe('activated');
    expect(a.entries.map((e) => e.description)).toEqual([
      'FLEXI membership fee',
      'FLEXI first monthly contribution',
    ]);
  });

  it('posts no fee entry for a membership without a fee, and no contribution for one without a saving', async () => {
    const noFee = await activate('SILVER', { ...fixedTerms(plan.SILVER as PlanRow), membershipFeeKobo: 0n });
    expect(noFee.outcome.kind).toBe('activated');
    expect(noFee.entries.map((e) => e.key)).toEqual([`payment:${noFee.reference}:contribution`]);
    expect((await memberBalances(t.database.db, noFee.userId)).contributions).toBe(100_000n);

    const noSaving = await activate('SILVER', {
      ...fixedTerms(plan.SILVER as PlanRow),
      contributionKobo: 0n,
    });
    expect(noSaving.outcome.kind).toBe('activated');
    expect(noSaving.entries.map((e) => e.key)).toEqual([`payment:${noSaving.reference}:membership-fee`]);
    const weeks = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(eq(contributionWeeks.userId, noSaving.userId));
    expect(weeks).toEqual([]);
    const [m] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.id, noSaving.membershipId));
    expect(m?.status).toBe('active');
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('activates nothing for another amount, and says what was due', async () => {
    const a = await activate('SILVER', fixedTerms(plan.SILVER as PlanRow), 100n);
    const due = (plan.SILVER as PlanRow).membershipFeeKobo + (plan.SILVER as PlanRow).weeklySavingKobo;
    expect(a.outcome).toEqual({ kind: 'amount-mismatch', expectedKobo: due });
    expect(a.entries).toEqual([]);
  });
});
