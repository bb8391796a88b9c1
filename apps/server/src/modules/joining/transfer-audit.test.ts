import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { joiningTestApp } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';

/** Bank transfers confirmed with the operator token (the confirm-transfer command) are audited too. */
const OPERATOR_TOKEN = 'operator-token-for-audit-0123456789';
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp({ OPERATOR_TOKEN, FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(() => t.close());

const confirm = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/transfers/confirm',
    headers: { 'x-operator-token': OPERATOR_TOKEN },
    payload,
  });

const auditOf = (userId: number) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).orderBy(auditLog.id);

describe('a bank transfer confirmed with the operator token', () => {
  it('is recorded against the fund’s first operator, for the plan and for each later weekly transfer', async () => {
    const first = await newMember(t);
    const second = await newMember(t);
    for (const o of [second, first]) {
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, o.id));
    }
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    expect((await confirm({ tfp: narration, amount: 4000 })).statusCode).toBe(200);
    t.clock.advanceDays(7);
    expect((await confirm({ tfp: narration, amount: 1000, reference: 'ZEN/2026/77' })).statusCode).toBe(200);

    const rows = await auditOf(m.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actorUserId: first.id,
      action: 'transfer.confirm',
      details: { tfp: narration, amount_kobo: '400000', via: 'operator-token' },
    });
    expect(rows[1]).toMatchObject({
      actorUserId: first.id,
      action: 'transfer.confirm_contribution',
      details: {
        tfp: narration,
        amount_kobo: '100000',
        reference: 'bank-transfer:ZEN/2026/77',
        weeks: { paidLate: [], paid: [2] },
      },
    });
  });

  it('is recorded against the operator whose session confirmed it, from the console', async () => {
    const operator = await newMember(t);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.id));
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('GOLD') })
    ).json().data;
    const res = await operator.call('POST', '/admin/transfers/confirm', { tfp: narration, amount: 20_000 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await auditOf(m.id);
    expect(row).toMatchObject({
      actorUserId: operator.id,
      action: 'transfer.confirm',
      details: { tfp: narration, amount_kobo: '2000000', via: 'console' },
    });
  });
});
