import { PAYOUT_MESSAGES } from '@trust/shared';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { createMember } from '../../../test/members.ts';
import { payoutWorld } from '../../../test/payout-world.ts';

const w = payoutWorld();
const { call, proposeBatch, sendBatch, waitingPayout, payoutRow } = w;

describe('payouts through the sandbox transfer API', () => {
  it('lists a waiting payout with the member’s bank details and the bank’s code', async () => {
    const { payout } = await waitingPayout();
    const res = await call('GET', '/admin/payouts?status=pending', w.maker.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.payouts).toContainEqual(
      expect.objectContaining({
        id: payout.id,
        kind: 'redemption',
        amount: 12_500,
        bank_name: 'Guaranty Trust Bank',
        bank_code: '058',
        account_number: '0123456789',
        account_holder_name: 'Ada Obi',
        status: 'pending',
      }),
    );
  });

  it("sends OPay, Moniepoint, Kuda and PalmPay payouts by transfer with the codes of the provider's list", async () => {
    const names = ['OPay Digital Services Limited (OPay)', 'Moniepoint MFB', 'Kuda Bank', 'PalmPay'];
    const waiting = [];
    for (const bankName of names) waiting.push((await waitingPayout({ bankName })).payout);
    const listed = (await call('GET', '/admin/payouts?status=pending', w.maker.headers)).json().data.payouts;
    expect(waiting.map((p) => listed.find((l: { id: number }) => l.id === p.id)?.bank_code)).toEqual([
      '999992',
      '50515',
      '50211',
      '999991',
    ]);
    await sendBatch(waiting.map((p) => p.id));
    for (const p of waiting) expect((await payoutRow(p.id))?.status).toBe('sent');
    // A transfer batch has no file for the bank, and is not marked sent by hand.
    const batchId = (await payoutRow(waiting[0]?.id ?? 0))?.batchId;
    const csv = await call('GET', `/admin/payouts/batches/${batchId}/csv`, w.maker.headers);
    expect([csv.statusCode, csv.json().message]).toEqual([409, PAYOUT_MESSAGES.notExported]);
    const marked = await call('POST', `/admin/payouts/batches/${batchId}/mark-sent`, w.checker.headers);
    expect([marked.statusCode, marked.json().message]).toEqual([409, PAYOUT_MESSAGES.notExported]);
  });

  it('refuses a transfer batch with a bank that has no code, and takes it as a CSV batch', async () => {
    const { payout } = await waitingPayout({ bankName: 'Mutual Trust Savings' });
    const res = await proposeBatch([payout.id], 'transfer');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      PAYOUT_MESSAGES.noBankCode('Mutual Trust Savings'),
    ]);
    expect((await payoutRow(payout.id))?.status).toBe('pending');
    // Several such banks are each named once, in the order of the payouts, with a payout of a listed bank beside them.
    const second = await waitingPayout({ bankName: 'Lapo Microfinance' });
    const again = await waitingPayout({ bankName: 'Mutual Trust Savings' });
    const listed = await waitingPayout();
    const several = await proposeBatch(
      [payout.id, second.payout.id, again.payout.id, listed.payout.id],
      'transfer',
    );
    expect([several.statusCode, several.json().message]).toEqual([
      400,
      'These banks have no bank code for a transfer: Mutual Trust Savings, Lapo Microfinance. Send these payouts in a CSV batch.',
    ]);
    expect((await payoutRow(listed.payout.id))?.status).toBe('pending');
    const empty = await call('POST', '/admin/payouts/batches', w.maker.headers, {
      payout_ids: [],
      method: 'csv',
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, PAYOUT_MESSAGES.choose]);
    const noMethod = await call('POST', '/admin/payouts/batches', w.maker.headers, {
      payout_ids: [payout.id],
    });
    expect([noMethod.statusCode, noMethod.json().message]).toEqual([400, PAYOUT_MESSAGES.method]);
  });
});

describe('payouts held for their members’ bank details', () => {
  it('refuses a batch with held payouts, naming only those, and batches none', async () => {
    const first = await waitingPayout();
    const free = await waitingPayout();
    const second = await waitingPayout();
    // Both members changed their bank details an hour ago.
    const changed = new Date(w.t.clock.now().getTime() - 60 * 60_000);
    await w.t.database.db
      .update(users)
      .set({ bankChangedAt: changed })
      .where(inArray(users.id, [first.member.userId, second.member.userId]));
    const res = await proposeBatch([first.payout.id, free.payout.id, second.payout.id], 'csv');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      PAYOUT_MESSAGES.held(`#${first.payout.id}, #${second.payout.id}`),
    ]);
    expect((await payoutRow(free.payout.id))?.status).toBe('pending');
  });
});

describe('payouts: checks', () => {
  it('answers 404 for an unknown batch and a member 403', async () => {
    const res = await call('GET', '/admin/payouts/batches/999999/csv', w.maker.headers);
    expect([res.statusCode, res.json().message]).toEqual([404, PAYOUT_MESSAGES.notFound]);
    const member = await createMember(w.t);
    expect((await call('GET', '/admin/payouts', member.headers)).statusCode).toBe(403);
  });
});
