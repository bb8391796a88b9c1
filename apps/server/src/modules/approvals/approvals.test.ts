import { APPROVAL_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';
import { OPERATOR_ONLY_MESSAGE, OTHER_ROLE_MESSAGE } from '../../http/session-guard.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { operatorLog } from '../../test/log.ts';
import { createMember } from '../../test/members.ts';
import { defineApprovalKind, registerApprovalKind } from './kinds.ts';
import { propose } from './service.ts';

/**
 * A kind for the test: approving it writes one audit row "test.applied" in the approval's
 * transaction, so the test can count how many times it was applied. A payload with refuse: true
 * makes apply() refuse, as a kind does when the money action no longer fits.
 */
const testKind = defineApprovalKind<{ amount: number; refuse?: boolean; followUpFails?: boolean }>({
  name: 'test-payment',
  role: 'finance',
  summary: (p) => `Pay ₦${p.amount}`,
  async apply({ tx, now, approvedBy }, p) {
    if (p.refuse) throw badRequest('The member no longer owes this');
    await tx.insert(auditLog).values({ actorUserId: approvedBy, action: 'test.applied', createdAt: now });
    return { paid: p.amount };
  },
  // The follow-up after the approval commits (a kind's mail): recorded here, or failing when asked.
  async afterApply(_deps, p, result) {
    if (p.followUpFails) throw new Error('The mail server is away');
    followUps.push({ amount: p.amount, result });
  },
});
const followUps: { amount: number; result: Record<string, unknown> }[] = [];
// A kind the app's list does not hold, registered explicitly as the app's wiring registers its own.
registerApprovalKind(testKind);

let t: TestApp;
const log = operatorLog();
let maker: Awaited<ReturnType<typeof createMember>>;
let checker: Awaited<ReturnType<typeof createMember>>;
let subjects = 0;

beforeAll(async () => {
  t = await createTestApp({ env: log.env });
  maker = await createMember(t, { user: { role: 'finance', fullName: 'Funmi Maker' } });
  checker = await createMember(t, { user: { role: 'finance', fullName: 'Chidi Checker' } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload: payload as Record<string, unknown> });
const proposal = (
  payload: { amount: number; refuse?: boolean; followUpFails?: boolean } = { amount: 3000 },
) =>
  propose(t.database.db, {
    operator: { userId: maker.userId, role: 'finance', ip: '127.0.0.1' },
    kind: 'test-payment',
    subject: `subject-${++subjects}`,
    memberId: null,
    payload,
    now: t.clock.now(),
  });
const applied = async () =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'test.applied'))).length;
const approve = (id: number, hash: string, who = checker) =>
  post(`/admin/approvals/${id}/approve`, { payload_hash: hash }, who.headers);

describe('maker-checker', () => {
  it('applies nothing on proposal, refuses the proposer’s own approval, and applies once when another approves', async () => {
    const before = await applied();
    const p = await proposal();
    expect(await applied()).toBe(before);
    const own = await approve(p.id, p.payloadHash, maker);
    expect([own.statusCode, own.json().message]).toEqual([403, APPROVAL_MESSAGES.ownProposal]);
    const res = await approve(p.id, p.payloadHash);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'approved',
      summary: 'Pay ₦3000',
      proposed_by: { name: 'Funmi Maker' },
      decided_by: { name: 'Chidi Checker' },
      result: { paid: 3000 },
    });
    expect(await applied()).toBe(before + 1);
    // A second click, a retry: the same answer, nothing applied again.
    const again = await approve(p.id, p.payloadHash);
    expect([again.statusCode, again.json().data.status]).toEqual([200, 'approved']);
    expect(await applied()).toBe(before + 1);
  });

  it('applies once when two operators approve at the same moment', async () => {
    const third = await createMember(t, { user: { role: 'finance' } });
    const before = await applied();
    const p = await proposal();
    const answers = await Promise.all([approve(p.id, p.payloadHash), approve(p.id, p.payloadHash, third)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await applied()).toBe(before + 1);
  });

  it('applies nothing when the approver read another payload than the one stored', async () => {
    const before = await applied();
    const p = await proposal();
    const res = await approve(p.id, 'f'.repeat(64));
    expect([res.statusCode, res.json().message]).toEqual([409, APPROVAL_MESSAGES.changed]);
    expect(await applied()).toBe(before);
  });

  it('rejects with a reason, after which approval applies nothing', async () => {
    const before = await applied();
    const p = await proposal();
    const noReason = await post(`/admin/approvals/${p.id}/reject`, { reason: ' ' }, checker.headers);
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, APPROVAL_MESSAGES.reasonRequired]);
    const res = await post(
      `/admin/approvals/${p.id}/reject`,
      { reason: 'Not in the bank statement' },
      checker.headers,
    );
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'Not in the bank statement' });
    const late = await approve(p.id, p.payloadHash);
    expect([late.statusCode, late.json().message]).toEqual([409, APPROVAL_MESSAGES.alreadyRejected]);
    expect(await applied()).toBe(before);
  });

  it('runs the kind’s follow-up once after the approval, never on a repeat; a follow-up that fails leaves the approval standing', async () => {
    const p = await proposal({ amount: 3100 });
    await approve(p.id, p.payloadHash);
    await approve(p.id, p.payloadHash);
    expect(followUps.filter((f) => f.amount === 3100)).toEqual([{ amount: 3100, result: { paid: 3100 } }]);
    const before = await applied();
    const failing = await proposal({ amount: 3200, followUpFails: true });
    const res = await approve(failing.id, failing.payloadHash);
    expect([res.statusCode, res.json().data.status]).toEqual([200, 'approved']);
    expect(await applied()).toBe(before + 1);
    // The operators' log says which approval's follow-up failed, and why.
    expect(log.lines().filter((l) => l.msg === 'after approval')).toEqual([
      expect.objectContaining({ level: 50, proposal: failing.id, err: 'The mail server is away' }),
    ]);
  });

  it('answers a second rejection with the first, audited once; an approved proposal is not rejected', async () => {
    const p = await proposal({ amount: 3300 });
    const reject = (id: number, reason: string) =>
      post(`/admin/approvals/${id}/reject`, { reason }, checker.headers);
    expect((await reject(p.id, 'Not on the statement')).statusCode).toBe(200);
    const again = await reject(p.id, 'Again');
    expect([again.statusCode, again.json().data.reason]).toEqual([200, 'Not on the statement']);
    const rejections = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'proposal.reject'))
    ).filter((r) => (r.details as { proposal_id?: number }).proposal_id === p.id);
    expect(rejections).toHaveLength(1);
    const done = await proposal({ amount: 3400 });
    await approve(done.id, done.payloadHash);
    const late = await reject(done.id, 'Too late');
    expect([late.statusCode, late.json().message]).toEqual([400, 'This proposal was already approved.']);
  });

  it('lists the queue by kind, newest first, 50 to a page, with the total', async () => {
    const listed = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/approvals?${query}`, headers: checker.headers })
      ).json().data as { proposals: { id: number }[]; total: number };
    const waiting = (await listed('kind=test-payment')).total;
    const made: number[] = [];
    for (let i = 0; i < 51 - waiting; i++) made.push((await proposal({ amount: 1 + i })).id);
    const [first, second] = [await listed('kind=test-payment'), await listed('kind=test-payment&page=2')];
    expect([first.total, first.proposals.length, second.proposals.length]).toEqual([51, 50, 1]);
    expect(first.proposals[0]?.id).toBe(made.at(-1));
    expect(new Set([...first.proposals, ...second.proposals].map((x) => x.id)).size).toBe(51);
    // Another kind's queue holds none of them; a kind nobody has, nothing.
    expect((await listed('kind=adjustment')).proposals.map((x) => x.id)).not.toContain(made[0]);
    expect(await listed('kind=no-such-kind')).toEqual({ proposals: [], total: 0 });
  });

  it('keeps the proposal waiting when applying it is refused', async () => {
    const p = await proposal({ amount: 10, refuse: true });
    const res = await approve(p.id, p.payloadHash);
    expect([res.statusCode, res.json().message]).toEqual([400, 'The member no longer owes this']);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/approvals?kind=test-payment',
      headers: checker.headers,
    });
    expect(list.json().data.proposals.map((x: { id: number }) => x.id)).toContain(p.id);
  });

  it('allows one open proposal per subject', async () => {
    const p = await proposal();
    await expect(
      propose(t.database.db, {
        operator: { userId: checker.userId, role: 'finance', ip: '127.0.0.1' },
        kind: 'test-payment',
        subject: p.subject,
        memberId: null,
        payload: { amount: 1 },
        now: t.clock.now(),
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: APPROVAL_MESSAGES.alreadyOpen,
      // The answer names the proposal waiting, for the console to open it.
      data: { proposal_id: p.id },
    });
  });

  it('refuses an operator whose role does not handle the kind, with a sentence', async () => {
    const loans = await createMember(t, { user: { role: 'loans' } });
    await expect(
      propose(t.database.db, {
        operator: { userId: loans.userId, role: 'loans', ip: '127.0.0.1' },
        kind: 'test-payment',
        subject: `subject-${++subjects}`,
        memberId: null,
        payload: { amount: 1 },
        now: t.clock.now(),
      }),
    ).rejects.toMatchObject({ statusCode: 403, message: 'Your operator role does not allow this.' });
  });

  it('lists the queue for its role only: a member and a support operator get 403', async () => {
    const member = await createMember(t, { plan: 'SILVER' });
    const support = await createMember(t, { user: { role: 'support' } });
    const get = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/admin/approvals', headers });
    expect([(await get(member.headers)).statusCode, (await get(member.headers)).json().message]).toEqual([
      403,
      OPERATOR_ONLY_MESSAGE,
    ]);
    expect((await get(support.headers)).json().message).toBe(OTHER_ROLE_MESSAGE);
    const p = await proposal();
    const loans = await createMember(t, { user: { role: 'loans' } });
    // The loans role reaches the queue but not finance's kinds.
    expect((await get(loans.headers)).json().data.proposals).toEqual([]);
    const denied = await approve(p.id, p.payloadHash, loans);
    expect(denied.statusCode).toBe(403);
    expect((await get(checker.headers)).json().data.proposals.map((x: { id: number }) => x.id)).toContain(
      p.id,
    );
  });

  it('audits the proposal, the approval and the rejection with who and from where', async () => {
    const p = await proposal({ amount: 4100 });
    await approve(p.id, p.payloadHash);
    const r = await proposal({ amount: 4200 });
    await post(`/admin/approvals/${r.id}/reject`, { reason: 'Paid twice' }, checker.headers);
    const trail = async (id: number) =>
      (await t.database.db.select().from(auditLog).orderBy(auditLog.id))
        .filter((row) => (row.details as { proposal_id?: number } | null)?.proposal_id === id)
        .map((row) => ({ action: row.action, actor: row.actorUserId, details: row.details }));
    const common = (id: number, subject: string) => ({ proposal_id: id, kind: 'test-payment', subject });
    expect(await trail(p.id)).toEqual([
      {
        action: 'proposal.create',
        actor: maker.userId,
        details: { ip: '127.0.0.1', ...common(p.id, p.subject), payload: { amount: 4100 } },
      },
      {
        action: 'proposal.approve',
        actor: checker.userId,
        details: expect.objectContaining({ ...common(p.id, p.subject), result: { paid: 4100 } }),
      },
    ]);
    expect(await trail(r.id)).toEqual([
      expect.objectContaining({ action: 'proposal.create', actor: maker.userId }),
      {
        action: 'proposal.reject',
        actor: checker.userId,
        details: expect.objectContaining({ ...common(r.id, r.subject), reason: 'Paid twice' }),
      },
    ]);
  });
});
