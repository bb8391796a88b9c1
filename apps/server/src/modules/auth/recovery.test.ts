import { AUTH_MESSAGES, formatDateTime } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { clientIp, getUser, login, registerMember, tokenFromMail, uniqueEmail } from '../../test/members.ts';
import { listNotifications } from '../notifications/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://fund.example' } });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

const verify = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/emailverification',
    headers: { 'x-forwarded-for': clientIp() },
    payload,
  });
const resend = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/resendemailverification',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { email },
  });
const forgot = (email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/forgotpassword?email=${encodeURIComponent(email)}`,
    headers: { 'x-forwarded-for': clientIp() },
  });
const reset = (userid: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset',
    headers: { 'x-forwarded-for': clientIp() },
    payload: { userid, password },
  });

const mailsTo = (email: string) => t.outbox().filter((m) => m.to === email);

describe('POST /api/emailverification', () => {
  it('marks the email verified with the mailed token, once', async () => {
    const m = await registerMember(t);
    const authcode = tokenFromMail(t, m.email, 'verify');
    const res = await verify({ email: m.email, type: 'verify', authcode });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.verified);
    expect((await getUser(t, m.token)).json().data.u_is_verified).toBe(1);
    const again = await verify({ email: m.email, authcode });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.verifyLinkInvalid);
  });

  it('lets a member whose window had passed verify late and log in again', async () => {
    const m = await registerMember(t);
    t.clock.advance(25 * HOUR);
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(403);
    expect((await resend(m.email)).statusCode).toBe(200);
    await vi.waitFor(() => expect(mailsTo(m.email)).toHaveLength(2));
    const res = await verify({ email: m.email, authcode: tokenFromMail(t, m.email, 'verify') });
    expect(res.statusCode).toBe(200);
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it('refuses a token after 24 hours, for another email, or made up, and changes nothing', async () => {
    const m = await registerMember(t);
    const other = await registerMember(t);
    const authcode = tokenFromMail(t, m.email, 'verify');
    expect((await verify({ email: other.email, authcode })).statusCode).toBe(400);
    expect((await verify({ email: m.email, authcode: 'z'.repeat(43) })).statusCode).toBe(400);
    expect((await verify({ email: m.email, authcode: 'short' })).json().message).toBe(
      AUTH_MESSAGES.verifyLinkInvalid,
    );
    t.clock.advance(24 * HOUR + 1000);
    const late = await verify({ email: m.email, authcode });
    expect(late.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });
});

describe('POST /api/resendemailverification', () => {
  it('sends a new link, after which the older link no longer works', async () => {
    const m = await registerMember(t);
    const first = tokenFromMail(t, m.email, 'verify');
    const res = await resend(m.email);
    expect(res.json()).toMatchObject({ status: 'success', message: AUTH_MESSAGES.verificationSent });
    await vi.waitFor(() => expect(mailsTo(m.email)).toHaveLength(2));
    const second = tokenFromMail(t, m.email, 'verify');
    expect(second).not.toBe(first);
    expect((await verify({ email: m.email, authcode: first })).statusCode).toBe(400);
    expect((await verify({ email: m.email, authcode: second })).statusCode).toBe(200);
  });

  it('answers the same for an unknown email or a verified account, and sends nothing', async () => {
    const m = await registerMember(t);
    await verify({ email: m.email, authcode: tokenFromMail(t, m.email, 'verify') });
    const ghost = uniqueEmail('ghost');
    const a = await resend(ghost);
    const b = await resend(m.email);
    const probe = await registerMember(t);
    await resend(probe.email);
    await vi.waitFor(() => expect(mailsTo(probe.email)).toHaveLength(2));
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(mailsTo(ghost)).toHaveLength(0);
    expect(mailsTo(m.email)).toHaveLength(1);
  });

  it('refuses a bad email with 400', async () => {
    const res = await resend('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter valid email address');
  });
});

describe('a terminated account', () => {
  it('gets no reset link and no new verification link, and is answered like any other', async () => {
    const m = await registerMember(t);
    await vi.waitFor(() => expect(mailsTo(m.email)).toHaveLength(1)); // the registration's link
    await t.database.db.update(users).set({ status: 5 }).where(eq(users.id, m.id));
    expect((await forgot(m.email)).statusCode).toBe(200);
    expect((await resend(m.email)).statusCode).toBe(200);
    // A member still served, asked at the same time, gets both: the mails do go out.
    const probe = await registerMember(t);
    await forgot(probe.email);
    await vi.waitFor(() => expect(mailsTo(probe.email)).toHaveLength(2));
    expect(mailsTo(m.email)).toHaveLength(1);
  });
});

describe('forgot password and reset', () => {
  it('answers the same whether or not the email has an account, and mails only a real account', async () => {
    const m = await registerMember(t);
    const ghost = uniqueEmail('ghost');
    const known = await forgot(m.email.toUpperCase());
    const unknown = await forgot(ghost);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 'success', message: AUTH_MESSAGES.forgotSent, data: null });
    expect(unknown.json()).toEqual(known.json());
    await vi.waitFor(() => expect(t.lastMailTo(m.email)?.subject).toBe('Reset your password'));
    expect(t.lastMailTo(m.email)?.text).toMatch(/https:\/\/fund\.example\/reset\?userid=[A-Za-z0-9_-]{43}/);
    expect(mailsTo(ghost)).toHaveLength(0);
  });

  it('refuses a missing or bad email with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/forgotpassword' })).json().message).toBe(
      'Enter email address',
    );
    expect((await forgot('ada@')).json().message).toBe('Enter valid email address');
  });

  it('sets the new password once, ends every session, mails the member and the link cannot be used again', async () => {
    const m = await registerMember(t);
    await forgot(m.email);
    await vi.waitFor(() => expect(t.lastMailTo(m.email)?.subject).toBe('Reset your password'));
    const token = tokenFromMail(t, m.email, 'userid');
    const res = await reset(token, 'Fresh1234');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetDone);
    // The member hears of it, in case it was not them.
    // A security notice: queued with the change, sent by the mail-outbox job, and listed in the app.
    await t.sendQueuedMail();
    expect(t.lastMailTo(m.email)?.subject).toBe('Trust Fund: Your password was changed');
    expect(t.lastMailTo(m.email)?.text).toContain('If you did not make this change, reset your password');
    expect((await listNotifications(t.database.db, m.id))[0]).toMatchObject({
      key: 'password_changed',
      subject: 'Your password was changed',
    });
    // When, in the time members read (Lagos), not the server's UTC.
    expect(t.lastMailTo(m.email)?.text).toContain(
      `was changed on ${formatDateTime(t.clock.now())} (Lagos time).`,
    );
    const signedOut = await getUser(t, m.token);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('100');
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(400);
    const fresh = await login(t, { email: m.email, password: 'Fresh1234' });
    expect(fresh.statusCode).toBe(200);
    // Opening the mailed link proved the email address.
    expect(fresh.json().data.u_is_verified).toBe(1);
    const again = await reset(token, 'Other1234');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await login(t, { email: m.email, password: 'Fresh1234' })).statusCode).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const m = await registerMember(t);
    await forgot(m.email);
    await vi.waitFor(() => expect(t.lastMailTo(m.email)?.subject).toBe('Reset your password'));
    const token = tokenFromMail(t, m.email, 'userid');
    t.clock.advance(HOUR + 1000);
    const res = await reset(token, 'Fresh1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.resetLinkInvalid);
  });

  it('lets only the newest link work when a member asks twice', async () => {
    const m = await registerMember(t);
    await forgot(m.email);
    await vi.waitFor(() => expect(t.lastMailTo(m.email)?.subject).toBe('Reset your password'));
    const older = tokenFromMail(t, m.email, 'userid');
    await forgot(m.email);
    await vi.waitFor(() => expect(tokenFromMail(t, m.email, 'userid')).not.toBe(older));
    const newer = tokenFromMail(t, m.email, 'userid');
    expect((await reset(older, 'Fresh1234')).statusCode).toBe(400);
    expect((await reset(newer, 'Fresh1234')).statusCode).toBe(200);
  });

  it.each([
    ['a'.repeat(43), 'Fresh1234', AUTH_MESSAGES.resetLinkInvalid],
    ['short', 'Fresh1234', AUTH_MESSAGES.resetLinkInvalid],
    [
      'a'.repeat(43),
      'weak',
      'Password must be at least 8 characters with at least one letter and one number',
    ],
  ])('refuses token %s with password %s: %s', async (token, password, message) => {
    const res = await reset(token, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
