import { formatNaira } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, payments } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { countEntries } from '../../test/database.ts';
import { joiningTestApp, pressCheckout, webhooksDelivered } from '../../test/joining.ts';
import { operatorLog } from '../../test/log.ts';
import { type Member, newMember } from '../../test/members.ts';

/**
 * A plan payment that arrives when it can no longer buy its plan is kept as received, not applied,
 * and refunded once: nothing reaches the ledger and the member is told why.
 */
const log = operatorLog();
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp(log.env);
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

async function checkout(m: Member, plan: string): Promise<{ authurl: string; reference: string }> {
  return (await m.call('POST', '/userplanpayment', { planid: await t.planId(plan) })).json().data;
}

async function pay(c: { authurl: string }) {
  await pressCheckout(t, c.authurl, 'success');
  await webhooksDelivered(t);
}

async function paymentRow(reference: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

const answer = async (m: Member, reference: string) =>
  (await m.call('GET', `/getuserpaymentresponse?reference=${reference}`)).json().data.pr_response;

describe('a plan payment that can no longer be applied', () => {
  it('is refunded when the member chose another plan before it arrived, and the new choice is bought', async () => {
    const m = await newMember(t);
    const silver = await checkout(m, 'SILVER');
    const gold = await checkout(m, 'GOLD');
    const entries = await countEntries(t);
    await pay(silver);
    const late = await paymentRow(silver.reference);
    expect(late).toMatchObject({
      status: 'success',
      failureReason: 'Not applied: The member chose another plan before this payment arrived; refunded',
      refundStatus: 'processed',
    });
    expect(late.refundRequestedAt).toEqual(t.clock.now());
    expect(await countEntries(t)).toBe(entries);
    expect(await answer(m, silver.reference)).toMatchObject({ status: false, state: 'failed' });
    const buy = await m.call('POST', '/usersubscribedplan', {
      payment_type: 1,
      payment_data: silver.reference,
    });
    expect(buy.statusCode).toBe(400);
    expect(buy.json().message).toBe(late.failureReason);

    await pay(gold);
    expect((await paymentRow(gold.reference)).refundRequestedAt).toBeNull();
    expect(await answer(m, gold.reference)).toMatchObject({ status: true });
    const chosen = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    expect(chosen.map((x) => x.status).sort()).toEqual(['active', 'cancelled']);
  });

  it('is refunded when the plan was already paid by another payment, and the plan is paid for once', async () => {
    const m = await newMember(t);
    const first = await checkout(m, 'SILVER');
    const second = await checkout(m, 'SILVER');
    await pay(first);
    const afterFirst = await memberBalances(t.database.db, m.id);
    const entries = await countEntries(t);
    t.clock.advance(60_000);
    await pay(second);
    expect(await paymentRow(second.reference)).toMatchObject({
      status: 'success',
      failureReason: 'Not applied: This plan was already paid by another payment; refunded',
      refundStatus: 'processed',
      refundRequestedAt: t.clock.now(),
    });
    expect(await paymentRow(first.reference)).toMatchObject({ failureReason: null, refundRequestedAt: null });
    expect(await countEntries(t)).toBe(entries);
    expect(await memberBalances(t.database.db, m.id)).toEqual(afterFirst);
  });

  it('is refunded with the new price when the plan terms changed after the checkout started', async () => {
    const m = await newMember(t);
    const c = await checkout(m, 'SILVER');
    const [pending] = await t.database.db.select().from(memberships).where(eq(memberships.userId, m.id));
    if (!pending) throw new Error('no pending membership');
    await t.database.db
      .update(memberships)
      .set({ contributionKobo: pending.contributionKobo + 50_000n })
      .where(eq(memberships.id, pending.id));
    const entries = await countEntries(t);
    await pay(c);
    const row = await paymentRow(c.reference);
    expect(row).toMatchObject({ status: 'success', refundStatus: 'processed' });
    expect(row.failureReason).toBe(
      `Not applied: the plan now costs ${formatNaira(pending.membershipFeeKobo + pending.contributionKobo + 50_000n)}; refunded`,
    );
    expect(await countEntries(t)).toBe(entries);
    const [still] = await t.database.db.select().from(memberships).where(eq(memberships.id, pending.id));
    expect(still?.status).toBe('pending');
    expect(log.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'plan payment does not match the plan terms',
        reference: c.reference,
        expected: String(pending.membershipFeeKobo + pending.contributionKobo + 50_000n),
      }),
    );
  });

  it("refunds a card's N100 check once, however often the payment is looked at again", async () => {
    const m = await newMember(t);
    const silver = await t.planId('SILVER');
    const res = await m.call('POST', '/submituserpaymentcard', {
      card_name: 'Ada Okafor',
      card_number: '4084084084084081',
      card_exp: '12/30',
      card_cvv: '408',
      card_pin: '1234',
      card_process: 1,
      payment_type: 1,
      fromWeb: 1,
      payment_data: silver,
    });
    expect(res.statusCode).toBe(200);
    await webhooksDelivered(t);
    const setupRow = (await t.database.db.select().from(payments).where(eq(payments.userId, m.id))).find(
      (p) => p.purpose === 'card-setup',
    );
    if (!setupRow) throw new Error('no card setup payment');
    expect(setupRow).toMatchObject({ status: 'success', refundStatus: 'processed' });
    const refunded = setupRow.refundRequestedAt;
    expect(refunded).not.toBeNull();
    t.clock.advance(5 * 60_000);
    expect(await answer(m, setupRow.reference)).toMatchObject({ status: true });
    await m.call('POST', '/usersubscribedplan', { payment_type: 1, payment_data: setupRow.reference });
    expect((await paymentRow(setupRow.reference)).refundRequestedAt).toEqual(refunded);
    expect((await memberBalances(t.database.db, m.id)).contributions).toBe(100_000n);
  });
});
