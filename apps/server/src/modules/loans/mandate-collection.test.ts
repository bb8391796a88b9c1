import { LOAN_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { debitMandates } from '../../db/schema/index.ts';
import { loanWorld } from '../../test/loan-world.ts';
import { borrower } from '../../test/loans.ts';

const w = loanWorld();
const { call } = w;

const cardItem = async (m: { headers: Record<string, string> }) => {
  const res = await call(m, 'GET', '/loaneligibility');
  expect(res.statusCode).toBe(200);
  return res.json().data.items.find((i: { key: string }) => i.key === 'card');
};
const requirement = (m: { headers: Record<string, string> }) =>
  call(m, 'POST', '/checkloanrequirement', { loan_amount: 50_000 });

describe('a member who pays by bank mandate and has no card', () => {
  it('may apply once the mandate is active at the bank, not while it waits; a member with neither is told to add one', async () => {
    const m = await borrower(w.t, { plan: 'GOLD', card: false });
    const neither = await borrower(w.t, { plan: 'GOLD', card: false });
    const [mandate] = await w.t.database.db
      .insert(debitMandates)
      .values({
        userId: m.userId,
        gateway: 'sandbox',
        reference: `MDT-${m.userId}`,
        status: 'pending',
        createdAt: w.t.clock.now(),
      })
      .returning();
    if (!mandate) throw new Error('no mandate');

    // Waiting for the bank's approval, the mandate collects nothing yet.
    expect(await cardItem(m)).toEqual({ key: 'card', met: false, message: LOAN_MESSAGES.card });
    const waiting = await requirement(m);
    expect([waiting.statusCode, waiting.json().message, waiting.json().data]).toEqual([
      400,
      'Add a card or a bank mandate to apply for a loan',
      { reason: 'card' },
    ]);

    await w.t.database.db
      .update(debitMandates)
      .set({ status: 'active', authorizationCode: `AUTH_mandate_${m.userId}`, activatedAt: w.t.clock.now() })
      .where(eq(debitMandates.id, mandate.id));
    expect(await cardItem(m)).toEqual({ key: 'card', met: true, message: null });
    expect((await requirement(m)).statusCode).toBe(200);
    // The dashboard's Apply goes on to the loan page rather than the add-card modal.
    expect((await call(m, 'GET', '/userdashboard')).json().data.credit_card_info).toBe(1);

    // Another member's mandate is not theirs: still asked to add a card or a mandate.
    expect((await requirement(neither)).json().message).toBe(LOAN_MESSAGES.card);
    expect((await call(neither, 'GET', '/userdashboard')).json().data.credit_card_info).toBe(0);

    // Ended at the bank, it no longer counts.
    await w.t.database.db
      .update(debitMandates)
      .set({ status: 'ended', endedReason: 'Cancelled at your bank', endedAt: w.t.clock.now() })
      .where(eq(debitMandates.id, mandate.id));
    expect((await requirement(m)).json().data).toEqual({ reason: 'card' });
  });
});
