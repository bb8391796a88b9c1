import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { joiningTestApp } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';
import { financePair } from '../../test/transfers.ts';

/** Bank transfers proposed with the operator token (the confirm-transfer command) are audited too. */
const OPERATOR_TOKEN = 'operator-token-for-audit-0123456789';
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp({ OPERATOR_TOKEN, FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(() => t.close());

const auditOf = (userId: number) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).orderBy(auditLog.id);

describe('a bank transfer proposed with the operator token', () => {
  it('is proposed in the fund’s first operator’s name, and confirmed in the approver’s, for the plan and each later weekly transfer', async () => {
    const first = await newMember(t);
    const second = await newMember(t);
    for (const o of [second, first]) {
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, o.id));
    }
    const m = await newMember(t);
    const { narration } = (
      await m.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data;
    const approvers: number[] = [];
    const byToken = async (payload: Record<string, unknown>) => {
      const { checker } = await financePair(t);
      approvers.push(checker.userId);
      const p = await t.app.inject({
        method: 'POST',
        url: '/api/admin/transfers/propose',
        headers: { 'x-operator-token': OPERATOR_TOKEN },
        payload,
      });
      expect(p.statusCode, p.body).toBe(200);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/approvals/${p.json().data.id}/approve`,
        headers: checker.headers,
        payload: { payload_hash: p.json().data.payload_hash },
      });
    };
    expect((await byToken({ tfp: narration, amount: 4000, reference: 'ZEN/2026/76' })).statusCode).toBe(200);
    t.clock.advanceDays(7);
    expect((await byToken({ tfp: narration, amount: 1000, reference: 'ZEN/2026/77' })).statusCode).toBe(200);

    const rows = await auditOf(m.id);
    expect(rows.filter((r) => r.action === 'proposal.create').map((r) => r.actorUserId)).toEqual([
      first.id,
      first.id,
    ]);
    expect(rows.find((r) => r.action === 'transfer.confirm')).toMatchObject({
      actorUserId: approvers[0],
      details: { tfp: narration, amount_kobo: '400000', via: 'console' },
    });
    expect(rows.find((r) => r.action === 'transfer.confirm_contribution')).toMatchObject({
      actorUserId: approvers[1],
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
    const proposed = await operator.call('POST', '/admin/transfers/propose', {
      tfp: narration,
      amount: 20_000,
      reference: 'ACC/2026/0007',
    });
    const { checker } = await financePair(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${proposed.json().data.id}/approve`,
      headers: checker.headers,
      payload: { payload_hash: proposed.json().data.payload_hash },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await auditOf(m.id)).find((r) => r.action === 'transfer.confirm');
    expect(row).toMatchObject({
      actorUserId: checker.userId,
      action: 'transfer.confirm',
      details: { tfp: narration, amount_kobo: '2000000', via: 'console' },
    });
  });
});
