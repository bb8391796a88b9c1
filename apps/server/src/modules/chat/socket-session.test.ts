import { CHAT_MESSAGES, USER_ACTIVE, USER_TERMINATED } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../http/session-guard.ts';
import type { TestApp } from '../../test/app.ts';
import { ask, connect, createExpertAccount, pause, socketTestApp } from '../../test/chat.ts';
import { adminToken, createMember, getUser, viewAs } from '../../test/members.ts';

// Who may hold a chat socket and for how long (socket-auth.ts, socket-session.ts): a view-as session is
// read-only; an operator's 30 minutes without use count what they do over the socket, and only that.

let t: TestApp;
let url: string;
const join = socketTestApp({
  started: (app, at) => {
    t = app;
    url = at;
  },
  current: () => t,
});

const sessionOf = (token: string) =>
  t.database.db
    .select({ lastUsedAt: sessions.lastUsedAt, createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .then((rows) => rows[0]);
const setSession = (token: string, set: Partial<typeof sessions.$inferInsert>) =>
  t.database.db
    .update(sessions)
    .set(set)
    .where(eq(sessions.tokenHash, hashToken(token)));
const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);

describe('a chat socket’s session', () => {
  it('refuses an operator’s view-as session of a member (read-only), though the member’s own session connects', async () => {
    const member = await createMember(t, { user: { fullName: 'Vera Viewed' } });
    const admin = await adminToken(t);
    const viewed = await viewAs(t, admin, { id: member.userId, email: member.email });
    expect(viewed.json().data.u_login_type).toBe('admin_login');
    await expect(connect(url, { token: viewed.json().data.u_accesstoken })).rejects.toThrow(
      CHAT_MESSAGES.signInFirst,
    );
    const own = await join({ token: member.token });
    expect(own.connected).toBe(true);
  });

  it('refuses the socket of a terminated member whose session still stands, as it refuses a locked one', async () => {
    const member = await createMember(t, { user: { fullName: 'Tunde Terminated' } });
    // Terminating ends the member's sessions in the same step; a session row left open (a stale row, a
    // session made a moment before) still gives the account no chat.
    await t.database.db.update(users).set({ status: USER_TERMINATED }).where(eq(users.id, member.userId));
    await expect(connect(url, { token: member.token })).rejects.toThrow(CHAT_MESSAGES.signInFirst);
    await t.database.db.update(users).set({ status: USER_ACTIVE }).where(eq(users.id, member.userId));
    expect((await join({ token: member.token })).connected).toBe(true);
  });

  it('reads a visitor token first: one that names no conversation is refused, even beside a member’s token', async () => {
    const member = await createMember(t);
    // 20 and 200 characters are the bounds of a token the server could have issued; past them the
    // visitor token is not looked up and the member's token is read.
    for (const length of [20, 200])
      await expect(connect(url, { visitorToken: 'v'.repeat(length), token: member.token })).rejects.toThrow(
        CHAT_MESSAGES.signInFirst,
      );
    for (const length of [19, 201]) {
      const s = await join({ visitorToken: 'v'.repeat(length), token: member.token });
      expect(s.connected).toBe(true);
    }
  });

  it('closes nobody’s socket when an operator ends the sessions of a member who has none open', async () => {
    const support = await createMember(t, { user: { role: 'support' } });
    const bystander = await createMember(t, { user: { fullName: 'Bisi Bystander' } });
    const gone = await createMember(t, { user: { fullName: 'Gbenga Gone' } });
    await setSession(gone.token, { revokedAt: t.clock.now() });
    const socket = await join({ token: bystander.token });
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/members/${gone.userId}/terminate`,
      headers: support.headers,
      payload: { reason: 'Fraudulent documents' },
    });
    expect(ended.json().data).toMatchObject({ sessions_ended: 0 });
    await pause(300);
    expect(socket.connected).toBe(true);
    expect((await ask(socket, 'typing', { role_id: 'customer_care' })).ok).toBe(true);
  });

  it('keeps an expert answering over the socket signed in: each event is a use of the session', async () => {
    const expert = await createExpertAccount(t, 'legal_adviser', 'Lanre Legal');
    const console = await join({ token: expert.token });
    // The expert's last call was 20 minutes ago; since then they only typed over the socket.
    await setSession(expert.token, { lastUsedAt: minutesAgo(20) });
    expect((await ask(console, 'typing', { conversation_id: 1 })).ok).toBe(true);
    t.clock.advance(15 * 60_000);
    // 35 minutes after the last call, 15 after the last event: still signed in.
    expect((await getUser(t, expert.token)).statusCode).toBe(200);
  });

  it('does not count the socket’s own look at its session as a use: an idle operator still signs out', async () => {
    const expert = await createExpertAccount(t, 'medical_adviser', 'Mide Idle');
    // Signed in 8 hours less 2 seconds ago: the socket's timer looks again at the end of the working day.
    await setSession(expert.token, { createdAt: new Date(t.clock.now().getTime() - 8 * 3_600_000 + 2_000) });
    const console = await join({ token: expert.token });
    expect(console.connected).toBe(true);
    await setSession(expert.token, { lastUsedAt: minutesAgo(25) });
    // The timer has looked (the session is still open on the test clock) and left the last use alone.
    await pause(3_000);
    expect(console.connected).toBe(true);
    expect((await sessionOf(expert.token))?.lastUsedAt).toEqual(minutesAgo(25));
  });

  it('looks again after each look that found the session open, and closes the socket once it has ended', async () => {
    const expert = await createExpertAccount(t, 'business_expert', 'Bode Late');
    // Signed in 8 hours less 2 seconds ago: the working day ends in 2 seconds on the test clock.
    await setSession(expert.token, { createdAt: new Date(t.clock.now().getTime() - 8 * 3_600_000 + 2_000) });
    const console = await join({ token: expert.token });
    // The first look (about 2 seconds on) finds it open: the test clock has not moved.
    await pause(2_500);
    expect(console.connected).toBe(true);
    // The day ends; the next look, set by the first, closes the socket.
    t.clock.advance(5_000);
    for (let i = 0; i < 60 && console.connected; i++) await pause(100);
    expect(console.connected).toBe(false);
  });
});
