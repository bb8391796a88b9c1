import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { clientIp, PASSWORD, uniqueEmail, uniquePhone, userCount } from '../../test/members.ts';
import { PHONE_TAKEN_MESSAGE } from './phone-limit.ts';
import { REGISTRATIONS_MESSAGE } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  // A small hourly number keeps the test quick; the default is checked below.
  t = await createTestApp({ env: { REGISTER_IP_LIMIT_PER_HOUR: '5' } });
});
afterAll(() => t.close());

const register = (patch: Record<string, unknown>, ip = clientIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'x-forwarded-for': ip },
    payload: {
      u_first_name: 'Ada Okafor',
      email: uniqueEmail('reg'),
      u_phone: uniquePhone(),
      password: PASSWORD,
      u_trust_link: 0,
      ...patch,
    },
  });

describe('a phone number opens at most 3 accounts', () => {
  it('refuses a fourth account with the phone field named, creates nothing and mails nothing', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 3; i++) expect((await register({ u_phone: phone })).statusCode).toBe(200);
    const email = uniqueEmail('fourth');
    const before = await userCount(t);
    // With or without the leading plus it is the same number.
    const res = await register({ u_phone: `+${phone}`, email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', message: PHONE_TAKEN_MESSAGE, data: { field: 'u_phone' } });
    expect(await userCount(t)).toBe(before);
    expect(t.lastMailTo(email)).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(3);
    // Another number is fine.
    expect((await register({ email })).statusCode).toBe(200);
  });
});

describe('registrations from one address', () => {
  it('are slowed beyond the hourly number (429, plain message, Retry-After), not blocked for good', async () => {
    const shared = '102.90.1.1';
    for (let i = 0; i < 5; i++) expect((await register({}, shared)).statusCode).toBe(200);
    const before = await userCount(t);
    const email = uniqueEmail('slowed');
    const refused = await register({ email }, shared);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(REGISTRATIONS_MESSAGE);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await userCount(t)).toBe(before);
    expect(t.lastMailTo(email)).toBeUndefined();
    // Other addresses are not affected…
    expect((await register({}, '102.90.1.2')).statusCode).toBe(200);
    // …and the shared address registers again once the wait is over.
    t.clock.advance(wait * 1000);
    expect((await register({}, shared)).statusCode).toBe(200);
  });

  it('do not count attempts that opened no account (a typo, a taken email)', async () => {
    const ip = '102.90.2.2';
    for (let i = 0; i < 8; i++) expect((await register({ email: 'not-an-email' }, ip)).statusCode).toBe(400);
    expect((await register({}, ip)).statusCode).toBe(200);
  });

  it('allow 30 an hour by default', () => {
    expect(loadConfig({}).REGISTER_IP_LIMIT_PER_HOUR).toBe(30);
  });
});
