import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { adminToken, getUser, login, registerMember, viewAs } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const signedIn = async (token: string) => (await getUser(t, token)).statusCode === 200;

const operatorToken = () => adminToken(t);

/** Opens an operator's view-as session on the member's account; answers its token. */
async function viewAsSession(member: { id: number; email: string }): Promise<string> {
  const res = await viewAs(t, await operatorToken(), member);
  expect(res.json().data.u_login_type).toBe('admin_login');
  return res.json().data.u_accesstoken;
}

describe("an operator's view-as session", () => {
  it('ends two hours after it was opened, even while in use, and the member stays signed in', async () => {
    const m = await registerMember(t);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
    const token = await viewAsSession(m);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(39 * MINUTE);
      expect(await signedIn(token)).toBe(true);
    }
    t.clock.advance(3 * MINUTE);
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(m.token)).toBe(true);
  });
});

describe("a member's session", () => {
  it('is still open exactly 7 days after its last use, and ends a moment later', async () => {
    const m = await registerMember(t);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
    const other = await registerMember(t);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, other.id));
    t.clock.advance(7 * DAY);
    expect(await signedIn(m.token)).toBe(true);
    t.clock.advance(1);
    expect(await signedIn(other.token)).toBe(false);
  });
});

describe("an operator's own session", () => {
  it('ends after 30 minutes without use, while a member’s session signed in at the same time stays open', async () => {
    const token = await operatorToken();
    const m = await registerMember(t);
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
    const member = (await login(t, { email: m.email, password: m.password })).json().data.u_accesstoken;
    t.clock.advance(30 * MINUTE);
    expect(await signedIn(token)).toBe(true);
    t.clock.advance(30 * MINUTE + 1);
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(member)).toBe(true);
  });

  it('ends 8 hours after sign-in even while in use', async () => {
    const token = await operatorToken();
    for (let i = 0; i < 16; i++) {
      t.clock.advance(29 * MINUTE);
      expect(await signedIn(token)).toBe(true);
    }
    // 7 h 44 min so far: still open until the eighth hour is up.
    t.clock.advance(15 * MINUTE);
    expect(await signedIn(token)).toBe(true);
    t.clock.advance(MINUTE);
    expect(await signedIn(token)).toBe(false);
  });
});
