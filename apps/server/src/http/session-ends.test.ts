import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { closedByServer, connect, listen } from '../test/chat.ts';
import { adminToken, getUser, login, registerMember } from '../test/members.ts';

// When a session ends on the clock (http/session-guard.ts): a member's 7 days without use and 30 days
// from sign-in, an operator's own 30 minutes without use and 8 hours from sign-in, and the chat socket
// that holds a session open, closed at the earliest of them.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const signedIn = async (token: string) => (await getUser(t, token)).statusCode === 200;

/** A member signed in with their password (a session of 30 days). */
async function memberToken(): Promise<string> {
  const m = await registerMember(t);
  await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, m.id));
  return (await login(t, { email: m.email, password: m.password })).json().data.u_accesstoken;
}

const operatorToken = () => adminToken(t);

const join = async (token: string) => {
  const s = await connect(url, { token });
  open.push(s);
  return s;
};

describe('a chat socket closes when its session ends on the clock, with no call to end it', () => {
  it('closes an operator’s socket at the eighth hour after sign-in, though it was in use a moment before', async () => {
    const token = await operatorToken();
    for (let i = 0; i < 16; i++) {
      t.clock.advance(29 * MINUTE);
      expect(await signedIn(token)).toBe(true);
    }
    // 7 h 59 min 58 s after sign-in, 14 min 58 s after the last call: the console's chat opens.
    t.clock.advance(15 * MINUTE);
    expect(await signedIn(token)).toBe(true);
    t.clock.advance(MINUTE - 2_000);
    const socket = await join(token);
    const closed = closedByServer(socket, 6_000);
    t.clock.advance(2_000);
    expect(await closed).toBe('io server disconnect');
    expect(await signedIn(token)).toBe(false);
  });

  it('closes a member’s socket at the 30th day after sign-in, though the member used it that day', async () => {
    const token = await memberToken();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(6 * DAY);
      expect(await signedIn(token)).toBe(true);
    }
    // Day 24 was the last call; the chat opens 2 s before day 30 ends the session.
    t.clock.advance(6 * DAY - 2_000);
    const socket = await join(token);
    const closed = closedByServer(socket, 6_000);
    t.clock.advance(2_000);
    expect(await closed).toBe('io server disconnect');
    expect(await signedIn(token)).toBe(false);
  });
});

describe('a call counts as a new use of the session when more than a minute has passed since the last one', () => {
  it('does not count a call exactly one minute after sign-in: the member is signed out 7 days after sign-in', async () => {
    const token = await memberToken();
    t.clock.advance(MINUTE);
    expect(await signedIn(token)).toBe(true);
    t.clock.advance(7 * DAY - MINUTE + 30_000);
    expect(await signedIn(token)).toBe(false);
  });

  it('counts a call a minute and a millisecond after sign-in: the member is still signed in 7 days after sign-in', async () => {
    const token = await memberToken();
    t.clock.advance(MINUTE + 1);
    expect(await signedIn(token)).toBe(true);
    t.clock.advance(7 * DAY - MINUTE + 30_000);
    expect(await signedIn(token)).toBe(true);
  });
});
