import { STAFF_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, chatConversations, operatorTotp, users } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { closedByServer, connect, listen, next } from '../../../test/chat.ts';
import { createMember, login, newMember, signIn, tokenFromMail, uniqueEmail } from '../../../test/members.ts';
import { codeAt } from '../../auth/index.ts';

/** The console's Staff section: an admin manages the fund's operators and experts. */
let t: TestApp;
let url: string;
let admin: Awaited<ReturnType<typeof createMember>>;
let secondAdmin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  admin = await createMember(t, {
    user: { role: 'admin', fullName: 'Ada Admin', tfpPin: null, referralKey: null },
  });
  secondAdmin = await createMember(t, {
    user: { role: 'admin', fullName: 'Bola Admin', tfpPin: null, referralKey: null },
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${path}`, headers, ...(payload ? { payload } : {}) });

const staffRow = async (id: number) => {
  const list = (await call('GET', '/admin/staff', admin.headers)).json().data.staff as { id: number }[];
  return list.find((s) => s.id === id) as Record<string, unknown> | undefined;
};
const audits = (action: string, target: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, target)));

/** Adds someone through the console and sets their password through the invitation's link. */
async function invite(role: string, fullName = 'Tayo Staff') {
  const email = uniqueEmail('staff');
  const added = await call('POST', '/admin/staff', admin.headers, { full_name: fullName, email, role });
  expect(added.statusCode).toBe(200);
  const id = added.json().data.id as number;
  const token = tokenFromMail(t, email, 'token');
  const accepted = await call('POST', '/staff-invitation', {}, { token, password: 'Welcome123' });
  expect(accepted.statusCode).toBe(200);
  const signedIn = await login(t, { email, password: 'Welcome123' });
  expect(signedIn.statusCode).toBe(200);
  return { id, email, headers: { accesstoken: signedIn.json().data.u_accesstoken as string } };
}

describe('the Staff section', () => {
  it('refuses a member and another operator role with 403, and shows an admin every operator and expert', async () => {
    const member = await newMember(t);
    const finance = await createMember(t, { user: { role: 'finance', tfpPin: null, referralKey: null } });
    for (const [headers, message] of [
      [{ accesstoken: member.token }, 'Only an operator of the fund can do this.'],
      [finance.headers, 'Your operator role does not allow this.'],
    ] as const) {
      const res = await call('GET', '/admin/staff', headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(message);
      const add = await call('POST', '/admin/staff', headers, {
        full_name: 'Nobody',
        email: uniqueEmail(),
        role: 'admin',
      });
      expect(add.statusCode).toBe(403);
    }
    const list = (await call('GET', '/admin/staff', admin.headers)).json().data;
    const me = list.staff.find((s: { id: number }) => s.id === admin.userId);
    expect(me).toMatchObject({ role: 'admin', status: 'active', two_step: false });
    expect(list.staff.find((s: { id: number }) => s.id === finance.userId)).toMatchObject({
      role: 'finance',
      status: 'active',
      last_sign_in: t.clock.now().toISOString(),
    });
    expect(list.staff.some((s: { id: number }) => s.id === member.id)).toBe(false);
  });

  it('adds an operator by invitation: the link sets the password once, expires after 72 hours, and sign-in shows as last sign-in', async () => {
    const email = uniqueEmail('loans');
    const bad = await call('POST', '/admin/staff', admin.headers, { full_name: 'Kola', email, role: 'boss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(STAFF_MESSAGES.role);

    const added = await call('POST', '/admin/staff', admin.headers, {
      full_name: 'Kola Loans',
      email,
      role: 'loans',
    });
    expect(added.json()).toMatchObject({ message: STAFF_MESSAGES.invited, data: { proposal_id: null } });
    const id = added.json().data.id as number;
    expect(await staffRow(id)).toMatchObject({ status: 'invited', role: 'loans', last_sign_in: null });
    expect(await audits('staff.invite', id)).toHaveLength(1);
    const again = await call('POST', '/admin/staff', admin.headers, {
      full_name: 'Kola',
      email,
      role: 'loans',
    });
    expect(again.statusCode).toBe(409);

    // Nobody can sign in before the link is used.
    expect((await login(t, { email, password: 'Welcome123' })).statusCode).toBe(400);
    const first = tokenFromMail(t, email, 'token');
    // A resent invitation replaces the first link.
    const resent = await call('POST', `/admin/staff/${id}/resend-invitation`, admin.headers);
    expect(resent.json().message).toBe(STAFF_MESSAGES.invitationResent);
    const old = await call('POST', '/staff-invitation', {}, { token: first, password: 'Welcome123' });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(STAFF_MESSAGES.invitationInvalid);
    const token = tokenFromMail(t, email, 'token');
    const weak = await call('POST', '/staff-invitation', {}, { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await call('POST', '/staff-invitation', {}, { token, password: 'Welcome123' })).statusCode).toBe(
      200,
    );
    const twice = await call('POST', '/staff-invitation', {}, { token, password: 'Other1234' });
    expect(twice.statusCode).toBe(400);
    const signedIn = await login(t, { email, password: 'Welcome123' });
    expect(signedIn.statusCode).toBe(200);
    expect(await staffRow(id)).toMatchObject({ status: 'active', last_sign_in: t.clock.now().toISOString() });

    // An invitation not used within 72 hours stops working.
    const late = uniqueEmail('late');
    await call('POST', '/admin/staff', admin.headers, {
      full_name: 'Late Person',
      email: late,
      role: 'content',
    });
    const lateToken = tokenFromMail(t, late, 'token');
    t.clock.advance(72 * 3_600_000 + 1000);
    const expired = await call('POST', '/staff-invitation', {}, { token: lateToken, password: 'Welcome123' });
    expect(expired.statusCode).toBe(400);
    // The admins' own sessions ended with the 72 hours (30 minutes idle): they sign in again.
    admin.headers = await signIn(t.database.db, admin.userId, t.clock.now());
    secondAdmin.headers = await signIn(t.database.db, secondAdmin.userId, t.clock.now());
  });

  it('changes a role and ends their sessions; the admin role waits for a second admin, never the proposer', async () => {
    const op = await invite('content', 'Chidi Content');
    const changed = await call('POST', `/admin/staff/${op.id}/role`, admin.headers, { role: 'finance' });
    expect(changed.json().message).toBe(STAFF_MESSAGES.roleChanged);
    expect((await call('GET', '/user', op.headers)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, op.id));
    expect(row?.role).toBe('finance');
    expect((await audits('staff.role', op.id))[0]?.details).toMatchObject({
      before: { role: 'content' },
      after: { role: 'finance' },
    });
    const same = await call('POST', `/admin/staff/${op.id}/role`, admin.headers, { role: 'finance' });
    expect(same.statusCode).toBe(409);
    const self = await call('POST', `/admin/staff/${admin.userId}/role`, admin.headers, { role: 'finance' });
    expect(self.statusCode).toBe(403);

    const proposed = await call('POST', `/admin/staff/${op.id}/role`, admin.headers, { role: 'admin' });
    expect(proposed.json().message).toBe(STAFF_MESSAGES.adminProposed);
    const proposalId = proposed.json().data.proposal_id as number;
    expect(await staffRow(op.id)).toMatchObject({ role: 'finance', admin_proposal_id: proposalId });
    const queue = await call('GET', '/admin/approvals', admin.headers);
    const proposal = queue.json().data.proposals.find((p: { id: number }) => p.id === proposalId);
    expect(proposal.summary).toContain('Make Chidi Content');
    const payload_hash = proposal.payload_hash as string;
    // The proposer cannot approve, nor can a finance operator (the admin role is admins' alone).
    const own = await call('POST', `/admin/approvals/${proposalId}/approve`, admin.headers, { payload_hash });
    expect(own.statusCode).toBe(403);
    const finance = await createMember(t, { user: { role: 'finance', tfpPin: null, referralKey: null } });
    const byFinance = await call('POST', `/admin/approvals/${proposalId}/approve`, finance.headers, {
      payload_hash,
    });
    expect(byFinance.statusCode).toBe(403);
    const ok = await call('POST', `/admin/approvals/${proposalId}/approve`, secondAdmin.headers, {
      payload_hash,
    });
    expect(ok.statusCode).toBe(200);
    expect(await staffRow(op.id)).toMatchObject({ role: 'admin', admin_proposal_id: null });

    // Someone new as an admin: no account until a second admin approves, then the invitation.
    const email = uniqueEmail('newadmin');
    const added = await call('POST', '/admin/staff', admin.headers, {
      full_name: 'Nneka Admin',
      email,
      role: 'admin',
    });
    expect(added.json().data).toMatchObject({ id: null });
    expect((await call('GET', '/admin/staff', admin.headers)).json().data.proposed_admins).toContainEqual(
      expect.objectContaining({ email, proposal_id: added.json().data.proposal_id }),
    );
    const p2 = (await call('GET', '/admin/approvals', secondAdmin.headers))
      .json()
      .data.proposals.find((p: { id: number }) => p.id === added.json().data.proposal_id);
    await call('POST', `/admin/approvals/${p2.id}/approve`, secondAdmin.headers, {
      payload_hash: p2.payload_hash,
    });
    const token = tokenFromMail(t, email, 'token');
    expect((await call('POST', '/staff-invitation', {}, { token, password: 'Welcome123' })).statusCode).toBe(
      200,
    );
    const signed = await login(t, { email, password: 'Welcome123' });
    expect(signed.json().data.u_role).toBe('admin');
  });

  it('disables an operator: their sessions and chat sockets end at once and sign-in is refused; enabling lets them in', async () => {
    const care = await invite('support', 'Funke Care');
    const socket = await connect(url, { token: care.headers.accesstoken });
    const closed = closedByServer(socket, 4000);
    const res = await call('POST', `/admin/staff/${care.id}/disable`, admin.headers);
    expect(res.json().message).toBe(STAFF_MESSAGES.disabled);
    expect(await closed).toBe('io server disconnect');
    expect((await call('GET', '/user', care.headers)).statusCode).toBe(401);
    const refused = await login(t, { email: care.email, password: 'Welcome123' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.disabledSignIn);
    expect(await staffRow(care.id)).toMatchObject({ status: 'disabled' });
    expect((await call('POST', `/admin/staff/${care.id}/disable`, admin.headers)).statusCode).toBe(409);
    expect((await audits('staff.disable', care.id))[0]?.details).toMatchObject({
      before: { status: 1 },
      after: { status: 5 },
      sessions_ended: 1,
    });

    expect((await call('POST', `/admin/staff/${care.id}/enable`, admin.headers)).json().message).toBe(
      STAFF_MESSAGES.enabled,
    );
    expect((await login(t, { email: care.email, password: 'Welcome123' })).statusCode).toBe(200);
    expect(await audits('staff.enable', care.id)).toHaveLength(1);
    expect((await call('POST', `/admin/staff/${admin.userId}/disable`, admin.headers)).statusCode).toBe(403);
  });

  it('resets two-step sign-in: the operator signs in with the password alone, audited', async () => {
    const op = await invite('finance', 'Remi Finance');
    const enrol = await call('POST', '/admin/totp/enrol', op.headers);
    const secret = enrol.json().data.secret as string;
    await call('POST', '/admin/totp/confirm', op.headers, { code: codeAt(secret, t.clock.now()) });
    expect(await staffRow(op.id)).toMatchObject({ two_step: true });
    expect((await login(t, { email: op.email, password: 'Welcome123' })).statusCode).not.toBe(200);

    const reset = await call('POST', `/admin/staff/${op.id}/reset-two-step`, admin.headers);
    expect(reset.json().message).toBe(STAFF_MESSAGES.twoStepReset);
    expect(
      await t.database.db.select().from(operatorTotp).where(eq(operatorTotp.userId, op.id)),
    ).toHaveLength(0);
    expect((await login(t, { email: op.email, password: 'Welcome123' })).statusCode).toBe(200);
    expect(await audits('staff.reset_two_step', op.id)).toHaveLength(1);
    expect((await call('POST', `/admin/staff/${op.id}/reset-two-step`, admin.headers)).statusCode).toBe(409);
  });

  it('lets a support operator open and answer the customer-care chat, and makes experts of each kind', async () => {
    const care = await invite('support', 'Yemi Care');
    const expert = await invite('legal_adviser', 'Dayo Counsel');
    expect(await staffRow(expert.id)).toMatchObject({ role: 'legal_adviser' });
    const member = await newMember(t);
    const socket = await connect(url, { token: care.headers.accesstoken });
    const arrived = next(socket, 'send_message');
    const sent = await call(
      'POST',
      '/storemessage',
      { accesstoken: member.token },
      {
        role_id: 'customer_care',
        msg: 'Hello, I need help',
      },
    );
    expect(sent.statusCode).toBe(200);
    expect(await arrived).toMatchObject({ firstMessage: true });
    const list = await call('GET', '/chat/conversations', care.headers);
    expect(list.statusCode).toBe(200);
    const conv = list.json().data.find((c: { kind: string }) => c.kind === 'customer_care');
    const reply = await call('POST', `/chat/conversations/${conv.id}/messages`, care.headers, {
      message: 'Good day, how can I help?',
    });
    expect(reply.statusCode).toBe(200);
    const [held] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conv.id));
    expect(held?.expertId).toBe(care.id);
    // The legal adviser sees legal conversations only; a finance operator none at all.
    const legal = await call('GET', '/chat/conversations', expert.headers);
    expect(legal.json().data.some((c: { kind: string }) => c.kind === 'customer_care')).toBe(false);
    const finance = await createMember(t, { user: { role: 'finance', tfpPin: null, referralKey: null } });
    expect((await call('GET', '/chat/conversations', finance.headers)).statusCode).toBe(403);
    socket.close();
  });
});
