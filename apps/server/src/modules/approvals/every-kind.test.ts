import { APPROVAL_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../../db/schema/index.ts';
import { OPERATOR_ONLY_MESSAGE, OTHER_ROLE_MESSAGE } from '../../http/session-guard.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { APPROVAL_KINDS } from '../registries.ts';
import { propose } from './service.ts';

// Maker-checker on every kind the app guards, read from the app's own list: a kind added to
// APPROVAL_KINDS is held to the same rules without a test of its own. The rules are refused before a
// kind's apply() runs, so a payload the kind would not accept is enough to show nothing was applied.
let t: TestApp;
let member: TestMember;
const operators = new Map<string, TestMember[]>();
let subjects = 0;

beforeAll(async () => {
  t = await createTestApp();
  member = await createMember(t, { plan: 'SILVER' });
  const roles = new Set(['admin', ...APPROVAL_KINDS.map((k) => k.role), 'support']);
  for (const role of roles) {
    operators.set(role, [
      await createMember(t, { user: { role, fullName: `First ${role}` } }),
      await createMember(t, { user: { role, fullName: `Second ${role}` } }),
    ]);
  }
});
afterAll(() => t.close());

const op = (role: string, i = 0) => {
  const o = operators.get(role)?.[i];
  if (!o) throw new Error(`no ${role} operator`);
  return o;
};
const approve = (id: number, hash: string, who: TestMember) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/approvals/${id}/approve`,
    headers: who.headers,
    payload: { payload_hash: hash },
  });
const statusOf = async (id: number) =>
  (await t.database.db.select().from(proposals).where(eq(proposals.id, id)))[0]?.status;
const proposeAs = (who: TestMember, role: string, kind: string) =>
  propose(t.database.db, {
    operator: { userId: who.userId, role, ip: '127.0.0.1' },
    kind,
    subject: `every-kind-${++subjects}`,
    memberId: null,
    payload: { probe: subjects },
    now: t.clock.now(),
  });

describe.each(APPROVAL_KINDS.map((k) => [k.name, k.role] as const))('maker-checker on %s', (kind, role) => {
  it('refuses the proposer’s own approval, an admin’s own included, and applies nothing', async () => {
    // An admin reaches every kind's queue, so only the own-proposal rule can refuse them.
    const byAdmin = await proposeAs(op('admin'), 'admin', kind);
    const ownAdmin = await approve(byAdmin.id, byAdmin.payloadHash, op('admin'));
    expect([ownAdmin.statusCode, ownAdmin.json().message]).toEqual([403, APPROVAL_MESSAGES.ownProposal]);
    expect(await statusOf(byAdmin.id)).toBe('proposed');
    // The proposer of the kind's own role (support's kinds are approved by an admin: the queue is not theirs).
    const byRole = await proposeAs(op(role), role, kind);
    const own = await approve(byRole.id, byRole.payloadHash, op(role));
    expect(own.statusCode).toBe(403);
    expect([APPROVAL_MESSAGES.ownProposal, OTHER_ROLE_MESSAGE]).toContain(own.json().message);
    expect(await statusOf(byRole.id)).toBe('proposed');
  });

  it('refuses a member, and an operator of another role, to propose or approve it', async () => {
    const p = await proposeAs(op(role), role, kind);
    const asMember = await approve(p.id, p.payloadHash, member);
    expect([asMember.statusCode, asMember.json().message]).toEqual([403, OPERATOR_ONLY_MESSAGE]);
    const other = op(role === 'support' ? 'finance' : 'support');
    expect((await approve(p.id, p.payloadHash, other)).statusCode).toBe(403);
    await expect(proposeAs(other, role === 'support' ? 'finance' : 'support', kind)).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(await statusOf(p.id)).toBe('proposed');
  });

  it('applies nothing when the approver read another payload than the one stored', async () => {
    const p = await proposeAs(op(role), role, kind);
    const stale = await approve(p.id, '0'.repeat(64), op('admin'));
    expect([stale.statusCode, stale.json().message]).toEqual([409, APPROVAL_MESSAGES.changed]);
    expect(await statusOf(p.id)).toBe('proposed');
  });
});
