import { EARNINGS_MESSAGES, MONEY_OUT_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyOutCodes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { moneyOutCode } from '../../test/money-out.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A redemption of N5,000 with the code given (earnings or not, the code is checked first). */
const redeem = (m: TestMember, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/referalreedem',
    headers: m.headers,
    payload: { redeem_amount: 5000, ...(code ? { code } : {}) },
  });

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the second factor on money out', () => {
  it('mails a 6-digit code valid 10 minutes and keeps only a salted hash of it', async () => {
    const m = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/moneyoutcode',
      headers: m.headers,
      payload: { purpose: 'redemption' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('It is valid for 10 minutes');
    expect(res.json().data.sent_to[0]).toMatch(/^m\*\*\*\*@example\.com$/);
    const code = t.lastMailTo(m.email)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(moneyOutCodes).where(eq(moneyOutCodes.userId, m.userId));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 10 * 60_000);
  });

  it('keeps a code as the SHA-256 hex of "salt:code" and takes the code against such a hash', async () => {
    const m = await createMember(t);
    await moneyOutCode(t, m, 'redemption');
    // A known answer computed outside the app:
    //   printf '%s' '00112233445566778899aabbccddeeff:482915' | openssl dgst -sha256 -hex
    await t.database.db
      .update(moneyOutCodes)
      .set({
        salt: '00112233445566778899aabbccddeeff',
        codeHash: '766b8813796c8db6ed88c5345a175fc4ced20911e158d6ad45638d5f05c4232e',
      })
      .where(eq(moneyOutCodes.userId, m.userId));
    expect((await redeem(m, '482916')).json().message).toBe(MONEY_OUT_MESSAGES.codeWrong(4));
    // The code is taken: the redemption goes on to its own rule (this member has no earnings).
    expect((await redeem(m, '482915')).json().message).toBe(EARNINGS_MESSAGES.redeemMinimum);
    const [row] = await t.database.db.select().from(moneyOutCodes).where(eq(moneyOutCodes.userId, m.userId));
    expect(row?.usedAt).not.toBeNull();
  });

  it('refuses a redemption without a code, and with a wrong one says how many tries are left', async () => {
    const m = await createMember(t);
    const none = await redeem(m);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: MONEY_OUT_MESSAGES.codeRequired, data: { field: 'code' } });
    const code = await moneyOutCode(t, m, 'redemption');
    const bad = await redeem(m, wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MONEY_OUT_MESSAGES.codeWrong(4));
  });

  it('ends a code after 5 wrong tries: the right code no longer works', async () => {
    const m = await createMember(t);
    const code = await moneyOutCode(t, m, 'redemption');
    for (let i = 4; i >= 1; i--)
      expect((await redeem(m, wrong(code))).json().message).toBe(MONEY_OUT_MESSAGES.codeWrong(i));
    expect((await redeem(m, wrong(code))).json().message).toBe(MONEY_OUT_MESSAGES.codeExpired);
    expect((await redeem(m, code)).json().message).toBe(MONEY_OUT_MESSAGES.codeExpired);
  });

  it('takes the code just before 10 minutes and refuses it just after', async () => {
    const m = await createMember(t);
    const code = await moneyOutCode(t, m, 'redemption');
    t.clock.advance(10 * 60_000 - 1000);
    // Accepted: the redemption itself goes on (and is refused for want of earnings, not for the code).
    const inTime = await redeem(m, code);
    expect(inTime.json().message).not.toMatch(/code/i);

    const m2 = await createMember(t);
    const late = await moneyOutCode(t, m2, 'redemption');
    t.clock.advance(10 * 60_000 + 1000);
    const res = await redeem(m2, late);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MONEY_OUT_MESSAGES.codeExpired);
  });

  it('uses a code once, and only for its purpose', async () => {
    const m = await createMember(t);
    const code = await moneyOutCode(t, m, 'cashout');
    expect((await redeem(m, code)).json().message).toBe(MONEY_OUT_MESSAGES.codeExpired);
    const cash = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cashout',
        headers: m.headers,
        payload: { cashout_amount: 1000, code: c },
      });
    expect((await cash(code)).json().message).not.toMatch(/code/i);
    expect((await cash(code)).json().message).toBe(MONEY_OUT_MESSAGES.codeExpired);
  });

  it('asks for a code for a cash-out before its amount or window is looked at', async () => {
    const m = await createMember(t);
    const cash = await t.app.inject({
      method: 'POST',
      url: '/api/cashout',
      headers: m.headers,
      payload: { cashout_amount: 1000 },
    });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe(MONEY_OUT_MESSAGES.codeRequired);
  });

  it('ends the earlier code when a new one is sent for the same purpose', async () => {
    const m = await createMember(t);
    const first = await moneyOutCode(t, m, 'redemption');
    const second = await moneyOutCode(t, m, 'redemption');
    // The earlier code is no longer the one waiting: it is a wrong try at the new one.
    if (first !== second)
      expect((await redeem(m, first)).json().message).toBe(MONEY_OUT_MESSAGES.codeWrong(4));
    expect((await redeem(m, second)).json().message).not.toMatch(/code/i);
  });

  it('refuses an unknown purpose in plain words', async () => {
    const m = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/moneyoutcode',
      headers: m.headers,
      payload: { purpose: 'everything' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('purpose is cashout');
  });
});
