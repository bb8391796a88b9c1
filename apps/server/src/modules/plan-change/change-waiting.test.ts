import { PLAN_CHANGE_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/index.ts';
import { signIn } from '../../test/members.ts';
import { planChangeWorld } from '../../test/plan-change.ts';
import { confirmByTwo } from '../../test/transfers.ts';
import { paymentsContext, settlePayment } from '../payments/index.ts';

/**
 * A plan change waiting for its payment: how long it is held, and the money of a change given up,
 * of a plan that changed meanwhile, or of another amount.
 */

const w = planChangeWorld();
const { change, changesOf, entriesOf, list, member, membershipOf, pay, paymentOf } = w;

describe('a change waiting for its payment', () => {
  it('holds a card change exactly 30 minutes and a transfer a week', async () => {
    const m = await member('SILVER');
    expect((await change(m, 'GOLD', 1)).statusCode).toBe(200);
    w.t.clock.advance(30 * 60 * 1000 - 1);
    expect((await change(m, 'PLATINUM', 1)).statusCode).toBe(409);
    w.t.clock.advance(1);
    expect((await change(m, 'PLATINUM', 1)).statusCode).toBe(200);

    const basic = await member('ORDINARY');
    expect((await change(basic, 'GOLD', 1, 'transfer')).statusCode).toBe(200);
    w.t.clock.advance(7 * 24 * 60 * 60 * 1000 - 1);
    // A week later the member signs in again.
    basic.headers = await signIn(w.t.database.db, basic.userId, w.t.clock.now());
    expect((await list(basic)).blocked).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    const held = await change(basic, 'SILVER', 1, 'transfer');
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(PLAN_CHANGE_MESSAGES.pending('GOLD'));
    w.t.clock.advance(1);
    expect((await list(basic)).blocked).toBeNull();
    expect((await change(basic, 'SILVER', 1, 'transfer')).statusCode).toBe(200);
    expect((await changesOf(basic.userId)).map((c) => c.status)).toEqual(['cancelled', 'pending']);
  });

  it('refunds a card payment for a change given up, or for a plan that changed before it arrived, saying why', async () => {
    const m = await member('SILVER');
    const first = (await change(m, 'GOLD', 1)).json().data;
    w.t.clock.advance(31 * 60 * 1000);
    const second = (await change(m, 'PLATINUM', 1)).json().data;
    await pay(m, first);
    expect(await paymentOf(first.reference)).toMatchObject({
      status: 'success',
      failureReason: 'Not applied: The member chose another change before this payment arrived; refunded',
      refundStatus: expect.any(String),
    });
    // The plan changes under the second: an operator's downgrade is not possible, so the membership ends.
    await w.t.database.db
      .update(memberships)
      .set({ status: 'ended' })
      .where(eq(memberships.id, m.membershipId));
    await pay(m, second);
    expect(await paymentOf(second.reference)).toMatchObject({
      status: 'success',
      failureReason: 'Not applied: The plan changed before this payment arrived; refunded',
      refundStatus: expect.any(String),
    });
    expect((await changesOf(m.userId)).map((c) => c.status)).toEqual(['cancelled', 'cancelled']);
    expect(await entriesOf(second.reference)).toEqual([]);
  });

  it('refuses the operator’s confirmation of a transfer for a plan that changed meanwhile', async () => {
    const m = await member('ORDINARY');
    const r = (await change(m, 'SILVER', 1, 'transfer')).json().data;
    await w.t.database.db
      .update(memberships)
      .set({ status: 'ended' })
      .where(eq(memberships.id, m.membershipId));
    const confirmed = await confirmByTwo(w.t, { tfp: r.narration, amount: 4000 });
    expect(confirmed.statusCode).not.toBe(200);
    expect((await paymentOf(r.reference))?.status).toBe('pending');
    expect((await changesOf(m.userId)).map((c) => c.status)).not.toContain('applied');
  });

  it('refunds a payment whose amount is not the change’s', async () => {
    const m = await member('SILVER');
    const r = (await change(m, 'GOLD', 1)).json().data;
    await settlePayment(paymentsContext(w.t.app), r.reference, {
      reference: r.reference,
      status: 'success',
      amountKobo: 100_000n,
      currency: 'NGN',
      message: 'Approved',
    });
    expect(await paymentOf(r.reference)).toMatchObject({
      status: 'failed',
      failureReason: 'The amount paid does not match the plan change',
    });
    expect((await membershipOf(m.userId))?.plan).toBe('SILVER');
  });
});
