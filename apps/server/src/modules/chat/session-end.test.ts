import { CHAT_MESSAGES } from '@trust/shared';
import { count, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../../http/session-guard.ts';
import {
  ask,
  closedByServer,
  connect,
  createExpertAccount,
  pause,
  rawConnection,
  send,
  watchClose,
} from '../../test/chat.ts';
import { cycleHelpers, weekOf } from '../../test/cycle.ts';
import { clientIp, createMember, login, registerMember, signIn, tokenFromMail } from '../../test/members.ts';
import { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { twoInstances } from '../../test/two-instances.ts';
import { codeAt } from '../auth/index.ts';

// Two server instances on one database and one Redis: a session ended through one closes its sockets
// on the other (DESIGN section 10, "Sessions end everywhere at once").
const w = twoInstances('session-end');

const open: Socket[] = [];
const join = async (url: string, token: string) => {
  const s = await connect(url, { token });
  open.push(s);
  return s;
};
const raw: ReturnType<typeof rawConnection>[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
  for (const c of raw.splice(0)) c.close();
});

/** A call to instance A, signed in with `token`. */
const callA = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  w.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { accesstoken: token, 'x-forwarded-for': clientIp() },
    ...(payload ? { payload } : {}),
  });

/**
 * Makes the call that ends a session and expects the socket closed by the server within a second of
 * the answer (a password's hashing may itself take longer on a busy machine). Answers the response.
 */
async function endsWithin(socket: Socket, call: () => ReturnType<typeof callA>) {
  const watch = watchClose(socket);
  const res = await call();
  const closed = await watch.after(Date.now());
  expect(closed.reason).toBe('io server disconnect');
  expect(closed.ms).toBeLessThan(1000);
  return res;
}

const messagesOf = async (userId: number) =>
  (
    await w.t.database.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.fromUserId, userId))
  )[0]?.n;

describe('a session that ends closes its chat sockets on every instance', () => {
  it('closes a member’s socket on instance B within a second when they log out through instance A, and refuses it again', async () => {
    const member = await createMember(w.t);
    const onB = await join(w.urlB, member.token);
    const out = await endsWithin(onB, () => callA('POST', '/logout', member.token));
    expect(out.statusCode).toBe(200);
    // The token opens no socket any more, and nothing was stored.
    await expect(connect(w.urlB, { token: member.token })).rejects.toThrow(CHAT_MESSAGES.signInFirst);
    expect(await messagesOf(member.userId)).toBe(0);
  });

  it('refuses a message on a socket whose session ended without the close reaching it, stores nothing and closes it', async () => {
    const member = await createMember(w.t);
    const onB = await join(w.urlB, member.token);
    // Ended in the database only, as when the close could not cross to this instance (Redis away).
    await w.t.database.db
      .update(sessions)
      .set({ revokedAt: w.t.clock.now() })
      .where(eq(sessions.tokenHash, hashToken(member.token)));
    const closed = closedByServer(onB, 2000);
    const answer = await send(onB, {
      role_id: 'customer_care',
      message: 'Still here?',
      client_id: crypto.randomUUID(),
    });
    expect(answer).toEqual({ ok: false, message: CHAT_MESSAGES.sessionEnded });
    expect(await closed).toBe('io server disconnect');
    expect(await messagesOf(member.userId)).toBe(0);
  });

  it('closes the other sessions’ sockets on a password change (this one stays), and every socket on a reset', async () => {
    const m = await registerMember(w.t);
    const second = (await login(w.t, { email: m.email, password: m.password })).json().data.u_accesstoken;
    const [first, current] = await Promise.all([join(w.urlB, m.token), join(w.urlB, second)]);
    const changed = await endsWithin(first, () =>
      callA('POST', '/changepassword', second, { old_password: m.password, new_password: 'Fresh1234' }),
    );
    expect(changed.statusCode).toBe(200);
    await pause(200);
    expect(current.connected).toBe(true);
    expect((await ask(current, 'typing', { role_id: 'customer_care' })).ok).toBe(true);

    await callA('GET', `/forgotpassword?email=${encodeURIComponent(m.email)}`, '');
    await vi.waitFor(() => expect(w.t.lastMailTo(m.email)?.subject).toBe('Reset your password'));
    const reset = await endsWithin(current, () =>
      callA('POST', '/reset', '', { userid: tokenFromMail(w.t, m.email, 'userid'), password: 'Again1234' }),
    );
    expect(reset.statusCode).toBe(200);
  });

  it('cuts the connection itself on both instances, not only the chat, of a client that ignores the close', async () => {
    const member = await createMember(w.t);
    const [onA, onB] = [
      rawConnection(w.urlA, { token: member.token }),
      rawConnection(w.urlB, { token: member.token }),
    ];
    raw.push(onA, onB);
    await Promise.all([onA.joined, onB.joined]);
    const out = await callA('POST', '/logout', member.token);
    expect(out.statusCode).toBe(200);
    const cut = (c: typeof onA) => Promise.race([c.closed, pause(1000).then(() => 'still open')]);
    // "transport close": the server closed the WebSocket under the client.
    expect(await Promise.all([cut(onA), cut(onB)])).toEqual(['transport close', 'transport close']);
  });

  it('closes a member’s sockets when an operator terminates them', async () => {
    const support = await createMember(w.t, { user: { role: 'support' } });
    const member = await createMember(w.t);
    const onB = await join(w.urlB, member.token);
    const ended = await endsWithin(onB, () =>
      callA('POST', `/admin/members/${member.userId}/terminate`, support.token, {
        reason: 'Fraudulent documents',
      }),
    );
    expect(ended.json().data).toMatchObject({ sessions_ended: 1 });
  });

  it('closes an operator’s other sessions’ sockets when they turn on two-step sign-in', async () => {
    const expert = await createExpertAccount(w.t, 'legal_adviser', 'Lola Legal');
    const other = (await signIn(w.t.database.db, expert.userId, w.t.clock.now())).accesstoken;
    const [elsewhere, here] = await Promise.all([join(w.urlB, other), join(w.urlB, expert.token)]);
    const { secret } = (await callA('POST', '/admin/totp/enrol', expert.token)).json().data;
    const on = await endsWithin(elsewhere, () =>
      callA('POST', '/admin/totp/confirm', expert.token, { code: codeAt(secret, w.t.clock.now()) }),
    );
    expect(on.statusCode).toBe(200);
    await pause(200);
    expect(here.connected).toBe(true);
  });

  it('closes a member’s socket when the weekly debit locks their account, and a locked member cannot connect', async () => {
    const gateway = new ScriptedGateway(w.t.clock);
    const h = cycleHelpers(w.t, gateway);
    const start = new Date('2026-02-05T08:00:00Z');
    const m = await createMember(w.t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'insufficient');
    for (const week of [2, 3, 4]) await h.runAt(start, week);
    // Signed in just before the fourth missed week is recorded.
    w.t.clock.set(new Date(weekOf(start, 5).getTime() - 60_000));
    const { accesstoken } = await signIn(w.t.database.db, m.userId, w.t.clock.now());
    const onB = await join(w.urlB, accesstoken);
    const watch = watchClose(onB);
    await h.runAt(start, 5);
    const locked = Date.now();
    expect(await h.statusOf(m.userId)).toBe(3);
    const closed = await watch.after(locked);
    expect(closed.reason).toBe('io server disconnect');
    expect(closed.ms).toBeLessThan(1000);
    await expect(connect(w.urlA, { token: accesstoken })).rejects.toThrow(CHAT_MESSAGES.signInFirst);
    const sent = await callA('POST', '/storemessage', accesstoken, { role_id: 'customer_care', msg: 'Help' });
    expect(sent.statusCode).toBe(403);
  });

  it('closes an operator’s socket after 30 minutes without use, and a member’s when its token expires', async () => {
    const expert = await createExpertAccount(w.t, 'medical_adviser', 'Mide Medic');
    const console = await join(w.urlB, expert.token);
    w.t.clock.advance(31 * 60_000);
    const closed = closedByServer(console, 2000);
    expect(await ask(console, 'typing', { conversation_id: 1 })).toEqual({
      ok: false,
      message: CHAT_MESSAGES.sessionEnded,
    });
    expect(await closed).toBe('io server disconnect');

    // Expiry has no event: the socket's timer at the session's end closes it.
    const member = await createMember(w.t);
    await w.t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(w.t.clock.now().getTime() + 1_500) })
      .where(eq(sessions.tokenHash, hashToken(member.token)));
    const onA = await join(w.urlA, member.token);
    const expired = closedByServer(onA, 4000);
    w.t.clock.advance(2_000);
    expect(await expired).toBe('io server disconnect');
  });
});
