import { AUTH_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  clientIp,
  getUser,
  PASSWORD,
  registerMember,
  uniqueEmail,
  uniquePhone,
  userCount,
} from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://fund.example' } });
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/register', headers: { 'x-forwarded-for': clientIp() }, payload });

const valid = () => ({
  u_first_name: 'Ada Okafor',
  email: uniqueEmail(),
  u_phone: `+${uniquePhone()}`,
  password: PASSWORD,
  u_trust_link: 0,
});

describe('POST /api/register', () => {
  it('creates the account and answers like login: the user view with a fresh access token and data.status', async () => {
    const email = uniqueEmail('Ada').replace('ada', 'ADA');
    const res = await post({ ...valid(), email, u_phone: '+2348012345678', device_type: 'web' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', message: AUTH_MESSAGES.registered });
    expect(body.data).toMatchObject({
      status: 1,
      u_email: email.toLowerCase(),
      email: email.toLowerCase(),
      u_first_name: 'Ada Okafor',
      u_phone: '2348012345678',
      u_role: 'member',
      u_status: 1,
      u_tfp_pin: null,
      u_plan_id: null,
      u_plan_name: null,
      u_is_verified: 0,
      u_exceed_verfied_limit: 0,
      u_trust_link: '',
      cur_name: 'NGN',
      cur_symbol: '₦',
      notification_count: 0,
      u_membertitle: 'Ordinary',
      u_login_type: 'member',
    });
    expect(body.data.u_accesstoken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token works for signed-in calls at once (the web app continues to plan choice).
    const me = await getUser(t, body.data.u_accesstoken);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.u_id).toBe(body.data.u_id);
    expect(me.json().data.u_accesstoken).toBeUndefined();
  });

  it('mails a verification link that points at the login page with a token and the email', async () => {
    const m = await registerMember(t);
    const mail = t.lastMailTo(m.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toMatch(
      new RegExp(
        `https://fund\\.example/login\\?verify=[A-Za-z0-9_-]{43}&email=${encodeURIComponent(m.email)}`,
      ),
    );
    expect(mail?.html).toContain('Verify my email');
  });

  it('refuses a taken email (in any letter case) with 409 and the spec message, creating nothing', async () => {
    const m = await registerMember(t);
    const before = await userCount(t);
    const res = await post({ ...valid(), email: m.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', message: AUTH_MESSAGES.emailTaken });
    expect(await userCount(t)).toBe(before);
  });

  it.each([
    [{ u_first_name: '' }, 'Enter full name'],
    [{ u_first_name: 'Ada 0kafor' }, 'Use letters and spaces only'],
    [{ u_first_name: 'A'.repeat(51) }, 'Must be 50 characters or less'],
    [{ email: '' }, 'Enter email address'],
    [{ email: 'ada@' }, 'Enter valid email address'],
    [{ confirmemail: 'someone.else@example.com' }, AUTH_MESSAGES.emailMismatch],
    [{ u_phone: '' }, 'Enter phone number'],
    [{ u_phone: '23480' }, 'Enter your 10 digit Phone numbers'],
    [{ u_phone: '08012345678' }, 'Start with your country code, for example 2348012345678'],
    [{ u_phone: '2348012345678901234' }, 'Must be 18 characters or less'],
    [{ u_phone: '23480123ab' }, 'Must be a number'],
    [{ password: '' }, 'Enter password'],
    [
      { password: 'short1' },
      'Password must be at least 8 characters with at least one letter and one number',
    ],
    [{ password: 'Secret 123' }, 'Password cannot contain spaces'],
    [{ password: 'Secret123&' }, 'Password can only contain letters, numbers and @ $ = ! : . # %'],
    [{ password: `Secret123${'a'.repeat(40)}` }, 'Must be 40 characters or less'],
    [{ confirmpassword: 'Secret124' }, AUTH_MESSAGES.passwordMismatch],
    [{ u_associate_tfp: 'TFP123' }, 'The referral link is not valid'],
  ])('refuses %o with 400 and its message, creating nothing', async (patch, message) => {
    const before = await userCount(t);
    const res = await post({ ...valid(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', message });
    expect(await userCount(t)).toBe(before);
    expect(t.lastMailTo(String((patch as { email?: string }).email ?? 'nobody@x.y'))).toBeUndefined();
  });

  it('keeps the device the member registers from (for push)', async () => {
    const email = uniqueEmail('device');
    const res = await post({ ...valid(), email, device_type: 'android', device_token: 'fcm-reg-1' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ type: users.deviceType, token: users.deviceToken })
      .from(users)
      .where(eq(users.email, email.toLowerCase()));
    expect(row).toEqual({ type: 'android', token: 'fcm-reg-1' });
  });

  it('stores only an argon2id hash of the password', async () => {
    const m = await registerMember(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
  });
});

describe('referral at registration', () => {
  async function memberWithPin(pin: string) {
    const m = await registerMember(t);
    await t.database.db
      .update(users)
      .set({ tfpPin: pin, referralKey: pin.slice(3) })
      .where(eq(users.id, m.id));
    return m;
  }

  it('links the new member to the member whose referral key is in the link', async () => {
    const referrer = await memberWithPin('TFP0123456789');
    const m = await registerMember(t, { u_trust_link: 1, u_associate_tfp: 'tfp0123456789' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ associateTfp: 'TFP0123456789', referredByUserId: referrer.id });
  });

  it('keeps an unknown referral code but links nobody, and the registration still succeeds', async () => {
    const m = await registerMember(t, { u_trust_link: 1, u_associate_tfp: 'TFP9999999999' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ associateTfp: 'TFP9999999999', referredByUserId: null });
  });

  it('shows a member with a pin their referral link in the user view', async () => {
    const m = await memberWithPin('TFP5550001112');
    const me = await getUser(t, m.token);
    expect(me.json().data).toMatchObject({
      u_tfp_pin: 'TFP5550001112',
      u_trust_link: 'https://fund.example/register?5550001112',
    });
  });
});
