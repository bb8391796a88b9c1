import { TOTP_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { clientIp, createMember, login, registerMember } from '../../../test/members.ts';
import { codeAt, hashPassword } from '../../auth/index.ts';

const PASSWORD = 'Admin@2026';

async function operator(t: TestApp, role = 'finance') {
  const now = t.clock.now();
  const email = `op.${Date.now()}.${Math.random().toString(36).slice(2)}@trustfund.ng`;
  await t.database.db.insert(users).values({
    fullName: 'Fund Operator',
    email,
    phone: '2348030000009',
    passwordHash: await hashPassword(PASSWORD),
    role,
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const token = (await login(t, { email, password: PASSWORD })).json().data.u_accesstoken as string;
  return { email, headers: { accesstoken: token } };
}

const call = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** Enrols the operator: scan (the secret), then the first code. Answers the secret. */
async function enrol(t: TestApp, headers: Record<string, string>) {
  const started = await call(t, 'POST', '/admin/totp/enrol', headers);
  expect(started.statusCode).toBe(200);
  const { secret, otpauth_url, qr_code } = started.json().data;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Trust%20Fund:.+\?.*secret=/);
  expect(qr_code).toMatch(/^data:image\/png;base64,/);
  const done = await call(t, 'POST', '/admin/totp/confirm', headers, { code: codeAt(secret, t.clock.now()) });
  expect([done.statusCode, done.json().message]).toEqual([200, TOTP_MESSAGES.enabled]);
  return secret as string;
}

describe('operators’ two-step sign-in (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('enrols with a QR code and the first code, then asks for a code at every sign-in', async () => {
    const op = await operator(t);
    expect((await call(t, 'GET', '/admin/totp', op.headers)).json().data).toEqual({
      enabled: false,
      required: false,
    });
    const secret = await enrol(t, op.headers);
    expect((await call(t, 'GET', '/admin/totp', op.headers)).json().data.enabled).toBe(true);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.totp_enabled'));
    expect(audit?.details).toMatchObject({ after: { two_step: true } });

    // The password alone is not enough now.
    const noCode = await login(t, { email: op.email, password: PASSWORD });
    expect([noCode.statusCode, noCode.json().message, noCode.json().data]).toEqual([
      401,
      TOTP_MESSAGES.codeNeeded,
      { totp_required: true },
    ]);
    t.clock.advance(60_000);
    const wrong = await login(t, {
      email: op.email,
      password: PASSWORD,
      totp: '000000' === codeAt(secret, t.clock.now()) ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, TOTP_MESSAGES.wrongCode]);
    const code = codeAt(secret, t.clock.now());
    const good = await login(t, { email: op.email, password: PASSWORD, totp: code });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.u_accesstoken).toBeTruthy();
    // A code is good once: the same code again is refused.
    const replay = await login(t, { email: op.email, password: PASSWORD, totp: code });
    expect([replay.statusCode, replay.json().message]).toEqual([400, TOTP_MESSAGES.wrongCode]);
    // A code from long ago is refused; one from 30 seconds ago (a slow phone clock) is accepted.
    t.clock.advance(5 * 60_000);
    const old = await login(t, {
      email: op.email,
      password: PASSWORD,
      totp: codeAt(secret, new Date(t.clock.now().getTime() - 5 * 60_000)),
    });
    expect(old.statusCode).toBe(400);
    const late = await login(t, {
      email: op.email,
      password: PASSWORD,
      totp: codeAt(secret, new Date(t.clock.now().getTime() - 30_000)),
    });
    expect(late.statusCode).toBe(200);
    // Enrolling again while it is on is refused.
    const again = await call(t, 'POST', '/admin/totp/enrol', op.headers);
    expect([again.statusCode, again.json().message]).toEqual([409, TOTP_MESSAGES.alreadyOn]);
  });

  it('refuses a wrong first code and a malformed one with the field’s message, and stays off', async () => {
    const op = await operator(t, 'support');
    expect(
      (await call(t, 'POST', '/admin/totp/confirm', op.headers, { code: '123456' })).json().message,
    ).toBe(TOTP_MESSAGES.notStarted);
    const started = (await call(t, 'POST', '/admin/totp/enrol', op.headers)).json().data;
    const bad = await call(t, 'POST', '/admin/totp/confirm', op.headers, { code: '12ab' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, TOTP_MESSAGES.codeFormat]);
    const wrongCode = codeAt(started.secret, new Date(t.clock.now().getTime() + 10 * 60_000));
    const wrong = await call(t, 'POST', '/admin/totp/confirm', op.headers, { code: wrongCode });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, TOTP_MESSAGES.wrongCode]);
    expect((await call(t, 'GET', '/admin/totp', op.headers)).json().data.enabled).toBe(false);
    // Without the second factor on, the password signs in as before.
    expect((await login(t, { email: op.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('counts a wrong code as a failed sign-in and being asked for one as none: five wrong codes stop that address', async () => {
    const op = await operator(t);
    const secret = await enrol(t, op.headers);
    const ip = clientIp();
    // The first step (the right password, no code yet) again and again: asked each time, never stopped.
    for (let i = 0; i < 6; i++) {
      const asked = await login(t, { email: op.email, password: PASSWORD }, ip);
      expect([asked.statusCode, asked.json().message]).toEqual([401, TOTP_MESSAGES.codeNeeded]);
    }
    const right = codeAt(secret, t.clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const refused = await login(t, { email: op.email, password: PASSWORD, totp: wrong }, ip);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    // Guessing codes waits like guessing passwords: the right code from that address now waits too.
    const stopped = await login(t, { email: op.email, password: PASSWORD, totp: right }, ip);
    expect(stopped.statusCode, stopped.body).toBe(429);
  });

  it('never asks a member for a code, and a member cannot enrol', async () => {
    const m = await registerMember(t);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(200);
    const member = await createMember(t);
    expect((await call(t, 'POST', '/admin/totp/enrol', member.headers)).statusCode).toBe(403);
  });
});

describe('with OPERATOR_TOTP_REQUIRED on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOTP_REQUIRED: 'on' } });
  });
  afterAll(() => t.close());

  it('an operator without it can only set it up; once on, the console opens', async () => {
    const op = await operator(t);
    const refused = await call(t, 'GET', '/admin/reports', op.headers);
    expect([refused.statusCode, refused.json().message]).toEqual([403, TOTP_MESSAGES.setupFirst]);
    expect((await call(t, 'GET', '/admin/totp', op.headers)).json().data).toEqual({
      enabled: false,
      required: true,
    });
    // A secret scanned but not yet confirmed with a first code is not two-step sign-in yet.
    const started = await call(t, 'POST', '/admin/totp/enrol', op.headers);
    expect(started.statusCode).toBe(200);
    const halfway = await call(t, 'GET', '/admin/reports', op.headers);
    expect([halfway.statusCode, halfway.json().message]).toEqual([403, TOTP_MESSAGES.setupFirst]);
    const code = codeAt(started.json().data.secret, t.clock.now());
    const on = await call(t, 'POST', '/admin/totp/confirm', op.headers, { code });
    expect([on.statusCode, on.json().message]).toEqual([200, TOTP_MESSAGES.enabled]);
    expect((await call(t, 'GET', '/admin/reports', op.headers)).statusCode).toBe(200);
  });
});
