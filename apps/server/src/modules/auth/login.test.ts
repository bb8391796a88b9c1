import { AUTH_MESSAGES } from '@trust/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { clientIp, getUser, login, PASSWORD, registerMember, viewAs } from '../../test/members.ts';
import { createLoginLink } from './login-links.ts';
import { hashPassword } from './password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://fund.example' } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function sessionCount(userId: number) {
  const [row] = await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

async function operator() {
  const email = `operator.${Date.now()}.${Math.random().toString(36).slice(2)}@trustfund.ng`;
  const now = t.clock.now();
  await t.database.db.insert(users).values({
    fullName: 'Fund Operator',
    email,
    phone: '2348030000001',
    passwordHash: await hashPassword('Admin@2026'),
    role: 'admin',
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const res = await login(t, { email, password: 'Admin@2026' });
  return res.json().data.u_accesstoken as string;
}

/** An operator opens the member's account (test/members.ts); answers the view-as session's token. */
async function viewAsToken(adminToken: string, memberId: number, email: string): Promise<string> {
  const res = await viewAs(t, adminToken, { id: memberId, email });
  expect(res.json().data.u_login_type).toBe('admin_login');
  return res.json().data.u_accesstoken;
}

describe('POST /api/login with a password', () => {
  it('keeps the device the member signs in from (for push), and keeps it when a later sign-in names none', async () => {
    const m = await registerMember(t);
    const device = async () =>
      (
        await t.database.db
          .select({ type: users.deviceType, token: users.deviceToken })
          .from(users)
          .where(eq(users.id, m.id))
      )[0];
    expect(
      (
        await login(t, {
          email: m.email,
          password: m.password,
          device_type: 'android',
          device_token: 'fcm-1',
        })
      ).statusCode,
    ).toBe(200);
    expect(await device()).toEqual({ type: 'android', token: 'fcm-1' });
    await login(t, { email: m.email, password: m.password, device_token: 'fcm-2' });
    expect(await device()).toEqual({ type: 'android', token: 'fcm-2' });
    await login(t, { email: m.email, password: m.password, device_type: 'ios' });
    expect(await device()).toEqual({ type: 'ios', token: 'fcm-2' });
    await login(t, { email: m.email, password: m.password });
    expect(await device()).toEqual({ type: 'ios', token: 'fcm-2' });
  });

  it('signs in with the email in any letter case and answers the user view with an access token', async () => {
    const m = await registerMember(t);
    const res = await login(t, { email: `  ${m.email.toUpperCase()} `, password: m.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: AUTH_MESSAGES.loggedIn,
      data: { u_id: m.id, u_email: m.email, u_plan_id: null, u_plan_name: null, u_tfp_pin: null },
    });
    const token = res.json().data.u_accesstoken;
    expect(token).not.toBe(m.token);
    expect((await getUser(t, token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike (400, spec message) and opens no session', async () => {
    const m = await registerMember(t);
    const before = await sessionCount(m.id);
    const wrong = await login(t, { email: m.email, password: 'Wrong1234' });
    const unknown = await login(t, { email: 'nobody.here@example.com', password: 'Wrong1234' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'error', message: AUTH_MESSAGES.wrongLogin, data: null });
    }
    expect(await sessionCount(m.id)).toBe(before);
    // The member's existing session is untouched by someone else's failed attempt.
    expect((await getUser(t, m.token)).statusCode).toBe(200);
  });

  it.each([
    [{ email: '', password: PASSWORD }, 'Enter email address'],
    [{ email: 'ada@', password: PASSWORD }, 'Enter valid email address'],
    [{ email: 'ada@example.com', password: '' }, 'Enter password'],
    [{ email: 'ada@example.com' }, 'Enter password'],
    [{ email: 'ada@example.com', password: 'has space1' }, 'Password cannot contain spaces'],
    [{ email: 'ada@example.com', password: 'a1'.repeat(21) }, 'Must be 40 characters or less'],
  ])('refuses %o with 400 and its message', async (payload, message) => {
    const res = await login(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('lets an unverified member in during the first 24 hours, then refuses with 403 and a resend offer', async () => {
    const m = await registerMember(t);
    t.clock.advance(23 * HOUR);
    const early = await login(t, { email: m.email, password: m.password });
    expect(early.statusCode).toBe(200);
    expect(early.json().data).toMatchObject({ u_is_verified: 0, u_exceed_verfied_limit: 0 });
    t.clock.advance(2 * HOUR);
    const late = await login(t, { email: m.email, password: m.password });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      status: 'error',
      message: AUTH_MESSAGES.unverifiedExpired,
      data: { resend: true },
    });
    // A wrong password past the window still gets the plain wrong-login answer (nothing about the account).
    const wrong = await login(t, { email: m.email, password: 'Wrong1234' });
    expect(wrong.json().message).toBe(AUTH_MESSAGES.wrongLogin);
  });

  it('lets a verified member in long after registering', async () => {
    const m = await registerMember(t);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
    t.clock.advanceDays(30);
    const res = await login(t, { email: m.email, password: m.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.u_is_verified).toBe(1);
  });

  it('lets a locked member (status 3) in, so the web app can show the locked modal', async () => {
    const m = await registerMember(t);
    await t.database.db.update(users).set({ status: 3 }).where(eq(users.id, m.id));
    const res = await login(t, { email: m.email, password: m.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.u_status).toBe(3);
  });

  it('refuses a terminated account (status 5) with 403', async () => {
    const m = await registerMember(t);
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, m.id));
    const res = await login(t, { email: m.email, password: m.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.terminated);
  });
});

describe('email-link logins (no password in the URL)', () => {
  it('signs in once with a mailed login link, then refuses the same link', async () => {
    const m = await registerMember(t);
    const url = new URL(
      await createLoginLink(t.database.db, t.clock, m.id, 'loan_request', 'https://fund.example'),
    );
    expect(url.origin + url.pathname).toBe('https://fund.example/login');
    expect(url.searchParams.get('type')).toBe('admin');
    expect(url.searchParams.get('email')).toBe(m.email);
    expect(url.search).not.toContain('password');
    const authcode = url.searchParams.get('authcode');
    const first = await login(t, { email: m.email, password: '', type: 'admin', authcode });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ u_id: m.id, u_login_type: 'member' });
    expect((await getUser(t, first.json().data.u_accesstoken)).statusCode).toBe(200);
    const again = await login(t, { email: m.email, password: '', type: 'admin', authcode });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.loginLinkInvalid);
  });

  it("refuses a link used with another member's email, without spending it", async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    const url = new URL(
      await createLoginLink(t.database.db, t.clock, m.id, 'trust_request', 'https://fund.example'),
    );
    const authcode = url.searchParams.get('authcode');
    const wrong = await login(t, { email: other.email, type: 'link', authcode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(AUTH_MESSAGES.loginLinkInvalid);
    const right = await login(t, { email: m.email, type: 'link', authcode });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a mailed link after 7 days', async () => {
    const m = await registerMember(t);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
    const url = new URL(
      await createLoginLink(t.database.db, t.clock, m.id, 'loan_request', 'https://fund.example'),
    );
    t.clock.advanceDays(7);
    t.clock.advance(1000);
    const res = await login(t, { email: m.email, type: 'admin', authcode: url.searchParams.get('authcode') });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a made-up authcode', async () => {
    const m = await registerMember(t);
    const res = await login(t, { email: m.email, type: 'admin', authcode: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.loginLinkInvalid);
  });
});

describe('operator view-as (admin_login)', () => {
  it('gives an operator a single-use link that opens the member session in admin_login mode', async () => {
    const adminToken = await operator();
    const m = await registerMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: { accesstoken: adminToken },
      payload: { user_id: m.id },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('type')).toBe('admin_login');
    const authcode = url.searchParams.get('authcode');
    const payload = { email: url.searchParams.get('email'), password: '', type: 'admin_login', authcode };
    const first = await login(t, payload);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ u_id: m.id, u_login_type: 'admin_login' });
    const viewed = await getUser(t, first.json().data.u_accesstoken);
    expect(viewed.json().data.u_login_type).toBe('admin_login');
    const [row] = await t.database.db
      .select({ loginType: sessions.loginType })
      .from(sessions)
      .where(eq(sessions.userId, m.id))
      .orderBy(sessions.id)
      .limit(1)
      .offset((await sessionCount(m.id)) - 1);
    expect(row?.loginType).toBe('admin_login');
    const again = await login(t, payload);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.loginLinkInvalid);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, m.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe('member.view_as');
  });

  it('opens a terminated account in view-as, to look into it, though its owner cannot sign in', async () => {
    const adminToken = await operator();
    const m = await registerMember(t);
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, m.id));
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(403);
    const token = await viewAsToken(adminToken, m.id, m.email);
    expect((await getUser(t, token)).json().data).toMatchObject({ u_id: m.id, u_login_type: 'admin_login' });
  });

  it('refuses the view-as link after 15 minutes', async () => {
    const adminToken = await operator();
    const m = await registerMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: { accesstoken: adminToken },
      payload: { user_id: m.id },
    });
    const url = new URL(res.json().data.url);
    t.clock.advance(16 * 60_000);
    const late = await login(t, {
      email: m.email,
      type: 'admin_login',
      authcode: url.searchParams.get('authcode'),
    });
    expect(late.statusCode).toBe(400);
  });

  it('does not accept an operator link as a member login link, nor admin_login without a link', async () => {
    const m = await registerMember(t);
    const mailed = new URL(
      await createLoginLink(t.database.db, t.clock, m.id, 'admin_login', 'https://fund.example'),
    );
    const asMember = await login(t, {
      email: m.email,
      type: 'admin',
      authcode: mailed.searchParams.get('authcode'),
    });
    expect(asMember.statusCode).toBe(400);
    const noLink = await login(t, { email: m.email, password: m.password, type: 'admin_login' });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().message).toBe(AUTH_MESSAGES.loginLinkInvalid);
  });

  it('never opens an operator account: login-as refuses it, and a view-as link for one does not sign in', async () => {
    const adminToken = await operator();
    const other = await operator();
    const otherId = (await getUser(t, other)).json().data.u_id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: { accesstoken: adminToken },
      payload: { user_id: otherId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toBeNull();
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, otherId));
    expect(audit).toEqual([]);
    // Even a view-as link made out for an operator account opens no session.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, otherId));
    const link = new URL(
      await createLoginLink(t.database.db, t.clock, otherId, 'admin_login', 'https://fund.example'),
    );
    const before = await sessionCount(otherId);
    const opened = await login(t, {
      email: row?.email,
      type: 'admin_login',
      authcode: link.searchParams.get('authcode'),
    });
    expect(opened.statusCode).toBe(400);
    expect(opened.json().message).toBe(AUTH_MESSAGES.loginLinkInvalid);
    expect(await sessionCount(otherId)).toBe(before);
  });

  it('refuses a password change in the view-as session, even with the right old password', async () => {
    const adminToken = await operator();
    const m = await registerMember(t);
    const token = await viewAsToken(adminToken, m.id, m.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/changepassword',
      headers: { accesstoken: token },
      payload: { old_password: m.password, new_password: 'Changed987' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.viewAsOnly);
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(200);
    expect((await login(t, { email: m.email, password: 'Changed987' })).statusCode).toBe(400);
  });

  it("ends the view-as session 2 hours after it opened, on the app's clock", async () => {
    const adminToken = await operator();
    const m = await registerMember(t);
    const opened = t.clock.now().getTime();
    const token = await viewAsToken(adminToken, m.id, m.email);
    t.clock.set(new Date(opened + 2 * HOUR - 1));
    expect((await getUser(t, token)).statusCode).toBe(200);
    t.clock.set(new Date(opened + 2 * HOUR));
    const late = await getUser(t, token);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('100');
    // The member's own session, opened at registration, is still alive.
    expect((await getUser(t, m.token)).statusCode).toBe(200);
  });

  it('is for operators only: a member gets 403 and stays signed in, an unknown member id 404, bad input 400', async () => {
    const m = await registerMember(t);
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: { accesstoken: m.token },
      payload: { user_id: m.id },
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Only an operator of the fund can do this.');
    expect((await getUser(t, m.token)).statusCode).toBe(200);
    const adminToken = await operator();
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: { accesstoken: adminToken },
      payload: { user_id: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login-as',
      headers: { accesstoken: adminToken, 'x-forwarded-for': clientIp() },
      payload: { user_id: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
