import { UNCREDITED_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  dedicatedAccounts,
  notifications,
  uncreditedTransfers,
  users,
} from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { joiningTestApp, sandboxIn, sandboxSettled } from '../../test/joining.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { financePair } from '../../test/transfers.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(() => t.close());

const sandbox = () => sandboxIn(t);
const settled = () => sandboxSettled(t);

const list = (who: TestMember) =>
  t.app.inject({ method: 'GET', url: '/api/admin/uncredited-transfers', headers: who.headers });
const proposeCredit = (who: TestMember, id: number, tfp: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/uncredited-transfers/${id}/credit`,
    headers: who.headers,
    payload: { tfp },
  });
const tfpOf = async (userId: number) =>
  (await t.database.db.select({ tfp: users.tfpPin }).from(users).where(eq(users.id, userId)))[0]?.tfp ?? '';
const rowOf = async (reference: string) =>
  (
    await t.database.db.select().from(uncreditedTransfers).where(eq(uncreditedTransfers.reference, reference))
  )[0];

/** A transfer the provider received for an account number that is none of ours. */
async function toUnknownAccount(amountKobo: bigint) {
  const reference = sandbox().receiveTransfer({
    accountNumber: '0000000000',
    customerCode: 'CUS_not_ours',
    bankName: 'Wema Bank',
    amountKobo,
  });
  await settled();
  return reference;
}

describe('transfers into dedicated accounts that could not be credited by themselves', () => {
  it('are kept for finance with the reason: an account that is no member’s, a terminated member; a replay adds nothing and nobody is credited', async () => {
    const { maker } = await financePair(t);
    const unknown = await toUnknownAccount(250_050n);
    sandbox().replayIncomingTransfer(unknown);
    await settled();

    const closed = await createMember(t, { plan: 'SILVER' });
    const account = (
      await t.app.inject({ method: 'GET', url: '/api/virtualaccount', headers: closed.headers })
    ).json().data.account_number as string;
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, closed.userId));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/sandbox/transfers',
      payload: { account_number: account, amount: 1000 },
    });
    expect(sent.statusCode).toBe(200);
    await settled();

    const res = await list(maker);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.transfers as { reference: string }[];
    expect(rows.filter((r) => r.reference === unknown)).toEqual([
      expect.objectContaining({
        reason: 'unknown-account',
        account_number: '0000000000',
        member: null,
        amount: 2500.5,
        currency: 'NGN',
        proposal_id: null,
      }),
    ]);
    expect(rows.find((r) => r.reference !== unknown)).toMatchObject({
      reason: 'member-closed',
      account_number: account,
      member: { id: closed.userId, name: 'Ngozi Ama Eze', tfp: await tfpOf(closed.userId) },
      amount: 1000,
    });
    expect((await memberBalances(t.database.db, closed.userId)).contributions).toBe(0n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('are credited to the right member only when a second operator approves, by the allocation rules, once', async () => {
    const { maker, checker } = await financePair(t);
    const reference = await toUnknownAccount(150_025n);
    const row = await rowOf(reference);
    if (!row) throw new Error('not kept');
    const member = await createMember(t, { plan: 'SILVER', pays: 'transfer' });
    const other = await createMember(t, { plan: 'SILVER' });
    const tfp = await tfpOf(member.userId);

    const proposed = await proposeCredit(maker, row.id, tfp);
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json().message).toBe(UNCREDITED_MESSAGES.proposed);
    // Proposed is not credited: nothing moves until the approval.
    expect((await memberBalances(t.database.db, member.userId)).contributions).toBe(0n);
    const listed = (await list(maker)).json().data.transfers.find((r: { id: number }) => r.id === row.id);
    expect(listed.proposal_id).toBe(proposed.json().data.id);
    expect((await proposeCredit(checker, row.id, tfp)).statusCode).toBe(409);

    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${proposed.json().data.id}/approve`,
      headers: maker.headers,
      payload: { payload_hash: proposed.json().data.payload_hash },
    });
    expect(self.statusCode).toBe(403);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${proposed.json().data.id}/approve`,
      headers: checker.headers,
      payload: { payload_hash: proposed.json().data.payload_hash },
    });
    expect(approved.statusCode).toBe(200);
    // N1,500.25: one whole week (N1,000) pays the coming week, N500.25 stays in the savings.
    expect(approved.json().data.result.message).toBe(
      'Credited ₦1,500.25 to Ngozi Ama Eze: ₦1,500.25 to Save More',
    );
    expect((await memberBalances(t.database.db, member.userId)).contributions).toBe(150_025n);
    expect((await memberBalances(t.database.db, other.userId)).contributions).toBe(0n);
    expect((await rowOf(reference))?.creditedUserId).toBe(member.userId);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.userId), eq(notifications.subject, 'Transfer received')));
    expect(note?.message).toContain(
      `We received your transfer of ₦1,500.25 to account 0000000000, reference ${reference}`,
    );
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'transfer.credit_uncredited'), eq(auditLog.targetUserId, member.userId)),
      );
    expect(audit?.actorUserId).toBe(checker.userId);

    // Gone from the list; crediting it again is refused; a replayed webhook credits nothing.
    expect((await list(maker)).json().data.transfers.some((r: { id: number }) => r.id === row.id)).toBe(
      false,
    );
    const again = await proposeCredit(maker, row.id, tfp);
    expect([again.statusCode, again.json().message]).toEqual([409, UNCREDITED_MESSAGES.alreadyCredited]);
    sandbox().replayIncomingTransfer(reference);
    await settled();
    expect((await memberBalances(t.database.db, member.userId)).contributions).toBe(150_025n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('refuses what cannot be credited in plain words, and anyone but finance', async () => {
    const { maker } = await financePair(t);
    const row = await rowOf(await toUnknownAccount(500_000n));
    if (!row) throw new Error('not kept');
    const closed = await createMember(t, { plan: 'SILVER', user: { status: 5 } });
    const member = await createMember(t, { plan: 'SILVER' });
    const support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });

    const unknownTfp = await proposeCredit(maker, row.id, 'TFP0000000001');
    expect([unknownTfp.statusCode, unknownTfp.json().message]).toEqual([
      404,
      'No member has the TFP TFP0000000001',
    ]);
    const terminated = await proposeCredit(maker, row.id, await tfpOf(closed.userId));
    expect([terminated.statusCode, terminated.json().message]).toEqual([
      400,
      UNCREDITED_MESSAGES.memberClosed(await tfpOf(closed.userId)),
    ]);
    const noSuch = await proposeCredit(maker, 999_999, await tfpOf(member.userId));
    expect([noSuch.statusCode, noSuch.json().message]).toEqual([404, UNCREDITED_MESSAGES.notFound]);
    const badTfp = await proposeCredit(maker, row.id, 'nobody');
    expect(badTfp.statusCode).toBe(400);
    expect((await list(support)).statusCode).toBe(403);
    expect((await proposeCredit(support, row.id, await tfpOf(member.userId))).statusCode).toBe(403);
    expect((await list(member)).statusCode).toBe(403);
    await t.database.db
      .update(uncreditedTransfers)
      .set({ currency: 'USD' })
      .where(eq(uncreditedTransfers.id, row.id));
    const dollars = await proposeCredit(maker, row.id, await tfpOf(member.userId));
    expect([dollars.statusCode, dollars.json().message]).toEqual([400, UNCREDITED_MESSAGES.notNaira]);
    expect((await memberBalances(t.database.db, member.userId)).contributions).toBe(0n);
    expect(
      await t.database.db.select().from(dedicatedAccounts).where(eq(dedicatedAccounts.userId, member.userId)),
    ).toEqual([]);
  });
});
