import { AUTH_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, plans, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { getUser, login, registerMember } from '../../test/members.ts';
import { listNotifications } from '../notifications/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const expectSignedOut = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ status: 'error', message: '100', data: null });
};

async function verified() {
  const m = await registerMember(t);
  await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
  return m;
}

const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/changepassword', headers: { accesstoken: token }, payload });

describe('GET /api/user', () => {
  it('answers 401 "100" without a token or with an unknown one', async () => {
    expectSignedOut(await t.app.inject({ method: 'GET', url: '/api/user' }));
    expectSignedOut(await getUser(t, 'a'.repeat(43)));
  });

  it("shows the member's open plan, cash-out window and profile fields", async () => {
    const m = await verified();
    const now = t.clock.now();
    const [plan] = await t.database.db
      .insert(plans)
      .values({
        name: `FLEXI${m.id}`,
        prefix: 'FTM',
        membershipFeeKobo: 0n,
        weeklySavingKobo: 0n,
        loanMaxKobo: 0n,
        coverLimitKobo: 0n,
        trustBonusBps: 50,
        trustBonusMaxBps: 150,
        referralL1Kobo: 0n,
        referralL2Kobo: 0n,
        referralL3Kobo: 0n,
        image: 'flexi.png',
        sortOrder: 9,
      })
      .returning();
    if (!plan) throw new Error('no plan');
    await t.database.db.insert(memberships).values({
      userId: m.id,
      planId: plan.id,
      status: 'active',
      paymentMethod: 'card',
      membershipFeeKobo: 0n,
      contributionKobo: 50_000n,
      durationMonths: 6,
      cashoutFrom: new Date('2026-06-28T00:00:00Z'),
      cashoutTo: new Date('2026-07-05T00:00:00Z'),
      createdAt: now,
      updatedAt: now,
    });
    await t.database.db
      .update(users)
      .set({ gender: 'Female', address: '12 Oba Adesida Road, Akure', bankName: 'Guaranty Trust Bank' })
      .where(eq(users.id, m.id));
    const res = await getUser(t, m.token);
    expect(res.json().data).toMatchObject({
      u_plan_id: plan.id,
      u_plan_name: `FLEXI${m.id}`,
      u_cashout_from: '2026-06-28T00:00:00.000Z',
      u_cashout_to: '2026-07-05T00:00:00.000Z',
      gender: 'Female',
      u_gender: 'Female',
      u_address: '12 Oba Adesida Road, Akure',
      up_bank_name: 'Guaranty Trust Bank',
      u_is_verified: 1,
    });
  });
});

describe('session lifetime', () => {
  it('ends a session after 7 days without use', async () => {
    const m = await verified();
    t.clock.advance(7 * DAY - 60_000);
    expect((await getUser(t, m.token)).statusCode).toBe(200);
    t.clock.advance(7 * DAY + 1000);
    expectSignedOut(await getUser(t, m.token));
  });

  it('ends a session 30 days after sign-in even when used every day', async () => {
    const m = await verified();
    for (let day = 1; day < 30; day++) {
      t.clock.advance(DAY);
      expect((await getUser(t, m.token)).statusCode).toBe(200);
    }
    t.clock.advance(DAY);
    expectSignedOut(await getUser(t, m.token));
  });
});

describe('POST /api/logout', () => {
  it('ends this session only', async () => {
    const m = await verified();
    const other = (await login(t, { email: m.email, password: m.password })).json().data.u_accesstoken;
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { accesstoken: m.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.loggedOut);
    expectSignedOut(await getUser(t, m.token));
    expectSignedOut(
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: { accesstoken: m.token } }),
    );
    expect((await getUser(t, other)).statusCode).toBe(200);
  });
});

describe('POST /api/changepassword', () => {
  it('sets the new password, keeps this session, ends the others and mails a notice', async () => {
    const m = await verified();
    const other = (await login(t, { email: m.email, password: m.password })).json().data.u_accesstoken;
    const res = await changePassword(m.token, { old_password: m.password, new_password: 'NewSecret456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    expect((await getUser(t, m.token)).statusCode).toBe(200);
    expectSignedOut(await getUser(t, other));
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(400);
    expect((await login(t, { email: m.email, password: 'NewSecret456' })).statusCode).toBe(200);
    // A security notice: queued with the change, sent by the mail-outbox job, and listed in the app.
    await t.sendQueuedMail();
    expect(t.lastMailTo(m.email)?.subject).toBe('Trust Fund: Your password was changed');
    expect(t.lastMailTo(m.email)?.text).toContain('If you did not make this change, reset your password');
    expect((await listNotifications(t.database.db, m.id))[0]).toMatchObject({
      key: 'password_changed',
      subject: 'Your password was changed',
    });
  });

  it('refuses a wrong old password with its message and changes nothing', async () => {
    const m = await verified();
    const res = await changePassword(m.token, { old_password: 'Wrong1234', new_password: 'NewSecret456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Old password is incorrect');
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it.each([
    [{ old_password: '', new_password: 'NewSecret456' }, 'Enter old password'],
    [{ old_password: 'Secret123', new_password: '' }, 'Enter new password'],
    [
      { old_password: 'Secret123', new_password: 'nodigits' },
      'Password must be at least 8 characters with at least one letter and one number',
    ],
    [{ old_password: 'Secret123', new_password: 'New Secret456' }, 'Password cannot contain spaces'],
    [{ old_password: 'Secret123', new_password: 'Secret123' }, AUTH_MESSAGES.samePassword],
  ])('refuses %o with 400 and its message', async (payload, message) => {
    const m = await verified();
    const res = await changePassword(m.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await login(t, { email: m.email, password: m.password })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expectSignedOut(
      await t.app.inject({
        method: 'POST',
        url: '/api/changepassword',
        payload: { old_password: 'Secret123', new_password: 'NewSecret456' },
      }),
    );
  });
});
