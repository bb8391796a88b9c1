import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, type ChatEvent } from '@trust/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { collect, connect, createExpertAccount, listen, next, pause, send } from '../../test/chat.ts';
import { createMember } from '../../test/members.ts';

let t: TestApp;
let url: string;
const open: Socket[] = [];
const join = async (auth: Record<string, string>) => {
  const s = await connect(url, auth);
  open.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(() => t.close());

describe('the chat socket', () => {
  it('refuses a connection without a valid token, and the web app does not answer /socket.io/', async () => {
    await expect(connect(url, {})).rejects.toThrow(CHAT_MESSAGES.signInFirst);
    await expect(connect(url, { token: 'x'.repeat(48) })).rejects.toThrow(CHAT_MESSAGES.signInFirst);
    await expect(connect(url, { visitorToken: 'y'.repeat(43) })).rejects.toThrow(CHAT_MESSAGES.signInFirst);
    // A finance operator answers no chat (support operators are customer care: staff.test.ts).
    const finance = await createMember(t, { user: { role: 'finance' } });
    await expect(connect(url, { token: finance.token })).rejects.toThrow(CHAT_MESSAGES.signInFirst);
    const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(res.headers.get('content-type') ?? '').not.toContain('text/html');
  });

  it('sends a first message to every online expert of the kind, then only to the expert who answered', async () => {
    const member = await createMember(t, { user: { fullName: 'Ada Member' } });
    const care1 = await createExpertAccount(t, 'customer_care', 'Care One');
    const care2 = await createExpertAccount(t, 'customer_care', 'Care Two');
    const legal = await createExpertAccount(t, 'legal_adviser', 'Legal One');
    const [m, e1, e2, l] = await Promise.all([
      join({ token: member.token }),
      join({ token: care1.token }),
      join({ token: care2.token }),
      join({ token: legal.token }),
    ]);
    const legalSaw = collect(l, 'send_message');
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/getchatcustomercare',
      headers: member.headers,
      payload: {},
    });
    expect(
      online
        .json()
        .data.map((x: { u_id: number }) => x.u_id)
        .sort(),
    ).toEqual([care1.userId, care2.userId].sort());

    const first1 = next<ChatEvent>(e1, 'send_message');
    const first2 = next<ChatEvent>(e2, 'send_message');
    const sent = await send(m, { role_id: 'customer_care', message: '  I cannot see my card  ' });
    expect(sent.ok).toBe(true);
    for (const got of await Promise.all([first1, first2])) {
      expect(got).toMatchObject({
        message: 'I cannot see my card',
        firstMessage: true,
        sender: member.userId,
        name: 'Ada Member',
      });
      expect((got.receiver as number[]).sort()).toEqual([care1.userId, care2.userId].sort());
    }
    // The member sees who is typing on the other side.
    const typing = next<{ username: string }>(m, 'typing');
    e1.emit('typing', { conversation_id: (await first1).conversation_id });
    expect((await typing).username).toBe('Care One');

    const reply = next<ChatEvent>(m, 'send_message');
    await send(e1, { conversation_id: (await first1).conversation_id, message: 'Let me look.' });
    expect(await reply).toMatchObject({
      message: 'Let me look.',
      sendexpertId: care1.userId,
      receiver: member.userId,
    });

    const e2Saw = collect<ChatEvent>(e2, 'send_message');
    const second = next<ChatEvent>(e1, 'send_message');
    await send(m, { role_id: 'customer_care', message: 'Thank you' });
    expect(await second).toMatchObject({ message: 'Thank you', firstMessage: false, receiver: care1.userId });
    await pause(300);
    expect(e2Saw).toEqual([]);
    expect(legalSaw).toEqual([]);
  });

  it('does not send an empty message and answers a refusal event; an expert who is away gets no first message', async () => {
    const member = await createMember(t);
    const biz = await createExpertAccount(t, 'business_expert');
    const [m, e] = await Promise.all([join({ token: member.token }), join({ token: biz.token })]);
    const refused = next<{ message: string }>(m, 'message_refused');
    const empty = await send(m, { role_id: 'business_expert', message: '  \n ' });
    expect(empty).toEqual({ ok: false, message: CHAT_MESSAGES.message });
    expect((await refused).message).toBe(CHAT_MESSAGES.message);
    e.emit('presence', { status: 'away' });
    await pause(200);
    const saw = collect(e, 'send_message');
    const online = await t.app.inject({
      method: 'POST',
      url: '/api/getchatusers',
      headers: member.headers,
      payload: { chat_expert: 'business_expert' },
    });
    expect(online.json().data).toEqual([]);
    await send(m, { role_id: 'business_expert', message: 'Anyone there?' });
    await pause(300);
    expect(saw).toEqual([]);
    const experts = (
      await t.app.inject({ method: 'GET', url: '/api/chat/experts', headers: biz.headers })
    ).json().data;
    expect(experts.find((x: { id: number }) => x.id === biz.userId).presence).toBe('away');
  });

  it('refuses a sender over the send limit with a clear event', async () => {
    const member = await createMember(t);
    const m = await join({ token: member.token });
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push(await send(m, { role_id: 'medical_adviser', message: `m${i}` }));
    expect(answers.slice(0, 8).every((a) => a.ok)).toBe(true);
    expect(answers[8]).toEqual({ ok: false, message: CHAT_MESSAGES.tooFast });
  });

  it('refuses a message holding a NUL or another control character, or for a conversation beyond 32 bits, and stores nothing', async () => {
    const member = await createMember(t);
    const expert = await createExpertAccount(t, 'business_expert');
    const [m, e] = await Promise.all([join({ token: member.token }), join({ token: expert.token })]);
    for (const message of ['Nul \u0000 inside', 'Bell \u0007', 'Delete \u007f']) {
      expect(await send(m, { role_id: 'business_expert', message })).toEqual({
        ok: false,
        message: CHAT_MESSAGES.forbiddenCharacter,
      });
    }
    expect(await send(e, { conversation_id: 2_147_483_648, message: 'Hello' })).toEqual({
      ok: false,
      message: CHAT_MESSAGES.notYours,
    });
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/getuserschatlisting',
      headers: member.headers,
      payload: { role_id: 'business_expert' },
    });
    expect(history.json().data).toEqual([]);
  });

  it('answers a message sent again with the same client id with the one stored, stored once', async () => {
    const member = await createMember(t);
    const m = await join({ token: member.token });
    const payload = { role_id: 'legal_adviser', message: 'Sent twice', client_id: randomUUID() };
    const first = await send(m, payload);
    expect(first.ok).toBe(true);
    expect(await send(m, payload)).toEqual(first);
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/getuserschatlisting',
      headers: member.headers,
      payload: { role_id: 'legal_adviser' },
    });
    expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual(['Sent twice']);
  });

  it('reconnects after the connection drops and keeps receiving, and a visitor chats with customer care', async () => {
    const care = await createExpertAccount(t, 'customer_care', 'Care Three');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/chat/visitors',
      payload: { name: 'Bola', email: 'bola@example.com' },
    });
    const { token } = start.json().data;
    const [v, e] = await Promise.all([join({ visitorToken: token }), join({ token: care.token })]);
    const first = next<ChatEvent>(e, 'send_message');
    await send(v, { message: 'Hello, I want to join' });
    const got = await first;
    expect(got).toMatchObject({ name: 'Bola', sender: null, sender_role: 'visitor', firstMessage: true });

    // The transport drops (a phone changing networks): the client reconnects by itself.
    const back = next(v, 'connect');
    v.io.engine.close();
    await back;
    const reply = next<ChatEvent>(v, 'send_message');
    await send(e, { conversation_id: got.conversation_id, message: 'Welcome, Bola' });
    expect(await reply).toMatchObject({ message: 'Welcome, Bola', sendexpertId: care.userId });
  });

  it('keeps the messages across a server restart', async () => {
    const member = await createMember(t);
    const m = await join({ token: member.token });
    await send(m, { role_id: 'legal_adviser', message: 'Before the restart' });
    m.close();
    await t.app.close();
    const { buildApp } = await import('../../app.ts');
    const again = await buildApp({
      config: t.app.deps.config,
      database: t.database,
      clock: t.clock,
      mailer: t.app.deps.mailer,
    });
    await again.ready();
    try {
      const history = await again.inject({
        method: 'POST',
        url: '/api/getuserschatlisting',
        headers: member.headers,
        payload: { role_id: 'legal_adviser' },
      });
      expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual(['Before the restart']);
    } finally {
      await again.close();
      // The file's app is closed already; a fresh one takes its place for afterAll.
      t = {
        ...t,
        app: await buildApp({
          config: again.deps.config,
          database: t.database,
          clock: t.clock,
          mailer: again.deps.mailer,
        }),
      };
    }
  });
});
