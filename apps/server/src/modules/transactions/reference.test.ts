import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { joiningTestApp, webhooksDelivered } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';
import { paymentReferenceOf } from './queries.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

describe('a transaction’s reference', () => {
  it('is the payment reference the member can quote to support, not a database id', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/submituserpaymentcard', {
      card_name: 'Ada Okafor',
      card_number: '4084084084084081',
      card_exp: '12/30',
      card_cvv: '408',
      card_pin: '1234',
      card_process: 1,
      payment_type: 1,
      fromWeb: 1,
      payment_data: await t.planId('SILVER'),
    });
    expect(res.statusCode).toBe(200);
    await webhooksDelivered(t);
    const paid = (await t.database.db.select().from(payments).where(eq(payments.userId, m.id))).find(
      (p) => p.purpose === 'plan',
    );
    expect(paid?.reference).toBeTruthy();
    const list = await m.call('POST', '/transactions', { trans_type: 'contribution' });
    const [row] = list.json().data;
    expect(row.trans_reference).toBe(paid?.reference);
    expect(row.trans_reference).not.toBe(String(row.trans_id));
  });

  it('reads the reference out of the ledger’s keys', () => {
    expect(paymentReferenceOf('payment:TFP-8F3A:contribution')).toBe('TFP-8F3A');
    expect(paymentReferenceOf('referral:TFP-8F3A:2')).toBe('TFP-8F3A');
    expect(paymentReferenceOf('weekly-debit:12:1-3')).toBe('weekly-debit:12:1-3');
  });
});
