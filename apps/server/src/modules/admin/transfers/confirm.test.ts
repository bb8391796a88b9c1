import { APPROVAL_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, memberships, notifications, proposals } from '../../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../../ledger/index.ts';
import { joiningTestApp } from '../../../test/joining.ts';
import { lendTo } from '../../../test/ledger.ts';
import { createMember } from '../../../test/members.ts';
import {
  awaitingTransfer,
  confirmByTwo,
  consoleCall,
  financePair,
  type JoiningApp,
  repayByTransfer,
} from '../../../test/transfers.ts';

/**
 * A bank transfer in the console from proposal to approval: nothing posts until a second finance
 * operator approves; the member's plan, upgrade or repayment is then applied once, and the member is told.
 */
let t: JoiningApp;
beforeAll(async () => {
  t = await joiningTestApp({ FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(() => t.close());

describe('bank transfers confirmed in the console', () => {
  it('lists a plan start awaiting its transfer, posts nothing on proposal, refuses the proposer’s approval, applies once and tells the member', async () => {
    const { maker, checker } = await financePair(t);
    const { m, tfp } = await awaitingTransfer(t);
    const queue = (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data;
    expect(queue.transfers).toEqual([
      expect.objectContaining({ kind: 'plan', tfp, amount: 4000, proposal_id: null }),
    ]);
    const proposed = await consoleCall(t, '/admin/transfers/propose', maker.headers, {
      tfp,
      amount: 4000,
      reference: 'GTB/2026/1001',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const p = proposed.json().data;
    expect(
      (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers[0].proposal_id,
    ).toBe(p.id);
    expect((await m.call('GET', '/userdashboard')).json().data.awaited_transfer).not.toBeNull();
    // The checker reads what they approve, kind of transfer in words.
    const waiting = (await consoleCall(t, '/admin/approvals?kind=transfer-confirm', checker.headers)).json()
      .data.proposals;
    expect(waiting.find((x: { id: number }) => x.id === p.id)?.summary).toBe(
      `Confirm ₦4,000 from ${queue.transfers[0].member.name} (${tfp}), plan start, bank reference GTB/2026/1001`,
    );
    const own = await consoleCall(t, `/admin/approvals/${p.id}/approve`, maker.headers, {
      payload_hash: p.payload_hash,
    });
    expect([own.statusCode, own.json().message]).toEqual([403, APPROVAL_MESSAGES.ownProposal]);
    const ok = await consoleCall(t, `/admin/approvals/${p.id}/approve`, checker.headers, {
      payload_hash: p.payload_hash,
    });
    expect(ok.json().data.result).toMatchObject({ kind: 'plan', plan: 'SILVER', weeks_paid: [] });
    const again = await consoleCall(t, `/admin/approvals/${p.id}/approve`, checker.headers, {
      payload_hash: p.payload_hash,
    });
    expect(again.statusCode).toBe(200);
    // The plan is active: the member now owes weekly contributions by transfer.
    expect(
      (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers))
        .json()
        .data.transfers.map((x: { kind: string }) => x.kind),
    ).toEqual(['contribution']);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(told.filter((n) => n.subject === 'Bank transfer confirmed').map((n) => n.message)).toEqual([
      'We received your bank transfer of ₦4,000 (plan start, bank reference GTB/2026/1001). It is now in your account.',
    ]);
    // The plan's receipt is mailed once, after the approval, though it was pressed twice.
    const email = (await m.call('GET', '/user')).json().data.u_email;
    const receipts = t.outbox().filter((mail) => mail.to === email && /receipt/i.test(mail.subject));
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Your Trust Fund receipt ${ok.json().data.result.reference}`,
    ]);
  });

  it('confirms an upgrade paid by transfer: the member is on the new plan and its receipt is mailed once', async () => {
    const tfp = `TFP5${String(Date.now()).slice(-9)}`;
    const m = await createMember(t, { plan: 'ORDINARY', user: { tfpPin: tfp, fullName: 'Uche Upgrades' } });
    const asked = await consoleCall(t, '/userplanchange', m.headers, {
      pl_id: await t.planId('GOLD'),
      pl_change: 1,
      pay_method: 'transfer',
    });
    const { total, reference } = asked.json().data as { total: number; reference: string };
    const done = await confirmByTwo(t, { tfp, amount: total, reference: `GTB/UP/${m.userId}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ kind: 'plan', reference });
    const [active] = await t.database.db
      .select({ planId: memberships.planId })
      .from(memberships)
      .where(and(eq(memberships.userId, m.userId), eq(memberships.status, 'active')));
    expect(active?.planId).toBe(await t.planId('GOLD'));
    await vi.waitFor(() =>
      expect(t.outbox().filter((mail) => mail.to === m.email && /receipt/i.test(mail.subject))).toHaveLength(
        1,
      ),
    );
    expect(
      t
        .outbox()
        .filter((mail) => mail.to === m.email && /receipt/i.test(mail.subject))
        .map((mail) => mail.subject),
    ).toEqual([`Your Trust Fund receipt ${reference}`]);
    // The audit keeps who confirmed the upgrade's credit: the operator who approved it.
    const [proposal] = await t.database.db
      .select({ decidedBy: proposals.decidedBy })
      .from(proposals)
      .where(eq(proposals.subject, `bank:GTB/UP/${m.userId}`));
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'transfer.confirm_plan_change'), eq(auditLog.targetUserId, m.userId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.actorUserId).toBe(proposal?.decidedBy);
    expect(audited[0]?.details).toEqual({ tfp, amount_kobo: String(total * 100), reference });
  });

  it('confirms a loan repayment by transfer through proposal and approval, from the queue', async () => {
    const tfp = `TFP7${String(Date.now()).slice(-9)}`;
    const m = await createMember(t, { plan: 'SILVER', user: { tfpPin: tfp, fullName: 'Rita Repays' } });
    await lendTo(t, m.userId, 'loan', 1_000_000n, `transfers-loan:${m.userId}`);
    const noted = await repayByTransfer(t, m, 4_000);
    const { maker } = await financePair(t);
    const queued = (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers;
    expect(queued).toEqual([
      expect.objectContaining({ kind: 'loan', amount: 4000, payment_reference: noted.json().data.reference }),
    ]);
    const done = await confirmByTwo(t, { tfp, amount: 4000, payment_reference: queued[0].payment_reference });
    expect(done.statusCode, done.body).toBe(200);
    const reference = queued[0].payment_reference;
    expect(done.json().data).toMatchObject({
      kind: 'loan',
      amount: 4000,
      message: "Transfer confirmed: Rita Repays's loan repayment is posted",
      reference,
      weeks_paid: [],
    });
    expect((await memberBalances(t.database.db, m.userId)).loan).toBe(600_000n);
    // The member is told in words, and the audit keeps who confirmed which credit.
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(told.map((n) => n.message)).toContain(
      `We received your bank transfer of ₦4,000 (loan repayment, bank reference TEST-${tfp}-4000). It is now in your account.`,
    );
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'transfer.confirm_repayment'), eq(auditLog.targetUserId, m.userId)));
    expect(audited?.details).toEqual({
      tfp,
      amount_kobo: '400000',
      reference,
      bank_reference: `TEST-${tfp}-4000`,
    });
  });

  it('tells the member when a proposal is rejected, and posts nothing', async () => {
    const { maker, checker } = await financePair(t);
    const { m, tfp } = await awaitingTransfer(t, 'GOLD');
    const p = (
      await consoleCall(t, '/admin/transfers/propose', maker.headers, {
        tfp,
        amount: 20_000,
        reference: 'ZEN/2026/9',
      })
    ).json().data;
    const res = await consoleCall(t, `/admin/approvals/${p.id}/reject`, checker.headers, {
      reason: 'Not on the statement',
    });
    expect(res.statusCode).toBe(200);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(told.map((n) => n.message).join()).toContain('Not on the statement');
    expect(
      (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers,
    ).toHaveLength(1);
  });

  it('keeps the ledger balanced', async () => {
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
