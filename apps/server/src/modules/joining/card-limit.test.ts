import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { joiningTestApp } from '../../test/joining.ts';
import { login, newMember } from '../../test/members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
// Built before the first test rather than in beforeAll: mutation testing's per-test coverage then sees
// the route limits set while the app is built (docs/testing.md, "caveat").
beforeEach(async () => {
  t ??= await joiningTestApp();
});
afterAll(() => t?.close());

// A valid card form the handler refuses at once (a card change is not made here): no charge is made.
const attempt = {
  card_name: 'Ada Okafor',
  card_number: '4084084084084081',
  card_exp: '12/30',
  card_cvv: '408',
  card_pin: '1234',
  card_process: 1,
  payment_type: 2,
  fromWeb: 1,
};

const submit = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/submituserpaymentcard',
    headers: { accesstoken: token },
    payload: attempt,
  });

describe('card attempts (/submituserpaymentcard, /usersubscribedplan) are limited per member', () => {
  it('gives no new allowance to a member who signs in again', async () => {
    const m = await newMember(t);
    for (let i = 0; i < 10; i++) expect((await submit(m.token)).statusCode).toBe(400);
    const refused = await submit(m.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status).toBe('error');

    const again = await login(t, { email: m.email, password: m.password });
    expect(again.statusCode).toBe(200);
    const fresh = again.json().data.u_accesstoken as string;
    expect(fresh).not.toBe(m.token);
    expect((await submit(fresh)).statusCode).toBe(429);

    // Another member is not affected.
    const other = await newMember(t);
    expect((await submit(other.token)).statusCode).toBe(400);
  });

  it('counts OTP and payment checks on /usersubscribedplan per member too', async () => {
    const m = await newMember(t);
    const check = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usersubscribedplan',
        headers: { accesstoken: token },
        payload: { payment_data: 'TF-NOSUCHREFERENCE' },
      });
    for (let i = 0; i < 10; i++) expect((await check(m.token)).statusCode).toBe(404);
    const again = await login(t, { email: m.email, password: m.password });
    expect((await check(again.json().data.u_accesstoken)).statusCode).toBe(429);
  });
});
