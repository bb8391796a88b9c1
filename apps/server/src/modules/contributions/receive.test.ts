import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributionWeeks, journalEntries } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { receiveContribution, receiveDebits } from './receive.ts';

// The one way a contribution is received (receive.ts), read back as an operator reads the journal and
// a member their weeks: what kind of entry each way of paying makes, and which weeks it counts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entryOf = async (key: string) =>
  (
    await t.database.db
      .select({ kind: journalEntries.kind, description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, key))
  )[0];

describe('receiving a contribution', () => {
  it('records a bank transfer as a contribution and Save More as Save More, both in the member’s contributions', async () => {
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const at = t.clock.now();
    const receive = (source: 'bank-transfer' | 'save-more', key: string) =>
      t.database.db.transaction((tx) =>
        receiveContribution(tx, {
          source,
          from: 'bank',
          memberId: m.userId,
          amountKobo: 400_000n,
          key,
          description: source === 'save-more' ? 'Save More' : 'Bank transfer',
          at,
        }),
      );
    await receive('bank-transfer', `receive:transfer:${m.userId}`);
    await receive('save-more', `receive:save-more:${m.userId}`);

    expect(await entryOf(`receive:transfer:${m.userId}`)).toEqual({
      kind: 'contribution',
      description: 'Bank transfer',
    });
    expect(await entryOf(`receive:save-more:${m.userId}`)).toEqual({
      kind: 'save-more',
      description: 'Save More',
    });
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(800_000n);
  });

  it('counts a plan’s first contribution as week 1 of its cycle, paid by the activation with the payment’s reference', async () => {
    const m = await createMember(t, { plan: 'GOLD' });
    const at = t.clock.now();
    const received = await t.database.db.transaction((tx) =>
      receiveContribution(tx, {
        source: 'activation',
        from: 'provider',
        memberId: m.userId,
        amountKobo: 800_000n,
        key: `receive:activation:${m.userId}`,
        description: 'GOLD first weekly contribution',
        at,
        membership: { id: m.membershipId, cycleNumber: 1 },
        paymentReference: `TF-ACT-${m.userId}`,
      }),
    );
    expect(received).toEqual({ replayed: false, weeks: { paidLate: [], paid: [1] } });
    const weeks = await t.database.db
      .select({
        week: contributionWeeks.week,
        status: contributionWeeks.status,
        source: contributionWeeks.source,
        reference: contributionWeeks.reference,
        amountKobo: contributionWeeks.amountKobo,
      })
      .from(contributionWeeks)
      .where(and(eq(contributionWeeks.userId, m.userId), eq(contributionWeeks.cycleNumber, 1)));
    expect(weeks).toEqual([
      {
        week: 1,
        status: 'paid',
        source: 'activation',
        reference: `TF-ACT-${m.userId}`,
        amountKobo: 800_000n,
      },
    ]);
    expect(await entryOf(`receive:activation:${m.userId}`)).toMatchObject({ kind: 'contribution' });
  });

  it('posts nothing for a weekly run that charged nobody', async () => {
    const before = await t.database.db.$count(journalEntries);
    await t.database.db.transaction((tx) => receiveDebits(tx, []));
    expect(await t.database.db.$count(journalEntries)).toBe(before);
  });
});
