import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, type ChatEvent } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { collect, connect, createExpertAccount, next, pause, send, socketTestApp } from '../../test/chat.ts';
import { createMember } from '../../test/members.ts';
import { notifyMember } from '../notifications/index.ts';
import { COUNT_EVENT } from './notification-count.ts';

let t: TestApp;
let url: string;
const join = socketTestApp({
  started: (app, at) => {
    t = app;
    url = at;
  },
  current: () => t,
});

/** The refusal a sender over the limit reads (8 messages in 10 seconds), word for word. */
const TOO_FAST = 'You are sending messages too quickly. Please wait a few seconds and try again.';

/** A notice for a member as any module writes one (modules/notifications), in its own transaction. */
const notice = (memberId: number, message: string) =>
  t.database.db.transaction((tx) =>
    notifyMember(tx, {
      memberId,
      kind: 'fund_message',
      subject: 'From the fund',
      message,
      at: t.clock.now(),
    }),
  );
type Count = { notification_count: number };

/** A visitor of the support chat (name and email given), connected. */
const visitor = async (name: string) => {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/chat/visitors',
    payload: { name, email: `${name.toLowerCase()}@example.com` },
  });
  return join({ visitorToken: start.json().data.token });
};

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

  it('tells the member an admin wrote the answer when an admin answers a conversation an expert holds, which stays the expert’s', async () => {
    const member = await createMember(t, { user: { fullName: 'Hauwa Member' } });
    const legal = await createExpertAccount(t, 'legal_adviser', 'Lola Holder');
    const admin = await createMember(t, { user: { role: 'admin', fullName: 'Ade Admin' } });
    const [m, l] = await Promise.all([join({ token: member.token }), join({ token: legal.token })]);
    const asked = next<ChatEvent>(l, 'send_message');
    await send(m, { role_id: 'legal_adviser', message: 'Is my will valid?' });
    const conversationId = (await asked).conversation_id;
    await send(l, { conversation_id: conversationId, message: 'Send it to me.' });
    const fromAdmin = next<ChatEvent>(m, 'send_message');
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: admin.headers,
      payload: { message: 'The adviser will read it today.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(await fromAdmin).toMatchObject({
      message: 'The adviser will read it today.',
      name: 'Ade Admin',
      sender: admin.userId,
      sender_role: 'expert',
      sendexpertId: admin.userId,
      receiver: member.userId,
      firstMessage: false,
    });
    // The expert still holds it: the member's next message goes to them.
    const next1 = next<ChatEvent>(l, 'send_message');
    await send(m, { role_id: 'legal_adviser', message: 'Thank you both' });
    expect(await next1).toMatchObject({
      message: 'Thank you both',
      receiver: legal.userId,
      firstMessage: false,
    });
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

  it('accepts a member’s 8th message in 10 seconds, refuses the 9th in words and stores nothing of it; another member goes on', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const [m, o] = await Promise.all([join({ token: member.token }), join({ token: other.token })]);
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await send(m, { role_id: 'medical_adviser', message: `m${i}` }));
    expect(answers.map((a) => a.ok)).toEqual(Array(8).fill(true));
    const refusedEvent = next<{ message: string }>(m, 'message_refused');
    expect(await send(m, { role_id: 'medical_adviser', message: 'm8' })).toEqual({
      ok: false,
      message: TOO_FAST,
    });
    // The page shows the refusal from the event as well as from the answer.
    expect(await refusedEvent).toEqual({ message: TOO_FAST });
    // The limit is the sender's own: another member writing at the same moment is not held back.
    expect(await send(o, { role_id: 'medical_adviser', message: 'Mine goes through' })).toMatchObject({
      ok: true,
    });
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/getuserschatlisting',
      headers: member.headers,
      payload: { role_id: 'medical_adviser' },
    });
    expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual(
      Array.from({ length: 8 }, (_, i) => `m${i}`),
    );
  });

  it('holds each visitor and each expert to the send limit of their own', async () => {
    const [v1, v2] = [await visitor('Kunle'), await visitor('Lara')];
    for (let i = 0; i < 8; i++) expect((await send(v1, { message: `v${i}` })).ok).toBe(true);
    expect(await send(v1, { message: 'v8' })).toEqual({ ok: false, message: TOO_FAST });
    // Another visitor (a conversation of their own) still writes.
    expect((await send(v2, { message: 'Hello from Lara' })).ok).toBe(true);

    // An expert answering fast is held to the same 8 in 10 seconds.
    const member = await createMember(t);
    const expert = await createExpertAccount(t, 'business_expert', 'Fast Typist');
    const [m, e] = await Promise.all([join({ token: member.token }), join({ token: expert.token })]);
    const asked = next<ChatEvent>(e, 'send_message');
    await send(m, { role_id: 'business_expert', message: 'How do I price my goods?' });
    const conversation_id = (await asked).conversation_id;
    for (let i = 0; i < 8; i++) expect((await send(e, { conversation_id, message: `e${i}` })).ok).toBe(true);
    expect(await send(e, { conversation_id, message: 'e8' })).toEqual({ ok: false, message: TOO_FAST });
    const history = await t.app.inject({
      method: 'POST',
      url: '/api/getuserschatlisting',
      headers: member.headers,
      payload: { role_id: 'business_expert' },
    });
    expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual([
      'How do I price my goods?',
      ...Array.from({ length: 8 }, (_, i) => `e${i}`),
    ]);
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

  it('keeps each visitor’s answers and each kind’s console to themselves', async () => {
    const care = await createExpertAccount(t, 'customer_care', 'Care Four');
    const legal = await createExpertAccount(t, 'legal_adviser', 'Counsel Four');
    const l = await join({ token: legal.token });
    // The legal console hears nothing of customer care's: its presence, its conversations.
    const legalPresence = collect<{ id: number }>(l, 'presence');
    const legalConversations = collect(l, 'conversation_updated');
    const e = await join({ token: care.token });
    const [v1, v2] = [await visitor('Musa'), await visitor('Nneka')];
    const v2Heard = collect(v2, 'send_message');
    const careConversations = collect<{ id: number }>(e, 'conversation_updated');
    const first = next<ChatEvent>(e, 'send_message');
    await send(v1, { message: 'Is my money safe?' });
    const { conversation_id } = await first;
    const answer = next<ChatEvent>(v1, 'send_message');
    await send(e, { conversation_id, message: 'Yes, Musa.' });
    expect(await answer).toMatchObject({ message: 'Yes, Musa.' });
    await pause(300);
    expect(v2Heard).toEqual([]);
    // Customer care's console refreshes its list on the visitor's message and on the answer.
    expect(careConversations.filter((c) => c.id === conversation_id)).toHaveLength(2);
    expect(legalPresence.filter((p) => p.id === care.userId)).toEqual([]);
    expect(legalConversations).toEqual([]);
  });

  it('refreshes the console of the conversation’s kind when it is handed over', async () => {
    const member = await createMember(t);
    const first = await createExpertAccount(t, 'legal_adviser', 'Counsel Five');
    const second = await createExpertAccount(t, 'legal_adviser', 'Counsel Six');
    const api = (url: string, headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    await api('/storemessage', member.headers, { role_id: 'legal_adviser', msg: 'Who will answer me?' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/chat/conversations',
      headers: first.headers,
    });
    const conv = list
      .json()
      .data.find((c: { last_message: string }) => c.last_message === 'Who will answer me?');
    const console2 = await join({ token: second.token });
    const updates = collect<{ id: number }>(console2, 'conversation_updated');
    const handed = await api(`/chat/conversations/${conv.id}/handover`, first.headers, {
      expert_id: second.userId,
    });
    expect(handed.statusCode).toBe(200);
    await pause(300);
    expect(updates.filter((u) => u.id === conv.id)).toHaveLength(1);
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

  it('sends a member’s open tabs their unread count each time a notice for them commits, and nothing to another member', async () => {
    const ada = await createMember(t, { user: { fullName: 'Ada Badge' } });
    const bola = await createMember(t, { user: { fullName: 'Bola Bystander' } });
    const [a1, a2, b] = await Promise.all([
      join({ token: ada.token }),
      join({ token: ada.token }),
      join({ token: bola.token }),
    ]);
    const tabs = [collect<Count>(a1, COUNT_EVENT), collect<Count>(a2, COUNT_EVENT)];
    const bolaSaw = collect<Count>(b, COUNT_EVENT);

    // The first notice is the chat's own: the answer to a question left while no adviser was online.
    const expert = await createExpertAccount(t, 'medical_adviser', 'Dr Badge');
    const asked = await send(a1, { role_id: 'medical_adviser', message: 'Is dental care covered?' });
    const conversationId = (asked.message as ChatEvent).conversation_id;
    const first = next<Count>(a1, COUNT_EVENT);
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/chat/conversations/${conversationId}/messages`,
      headers: expert.headers,
      payload: { message: 'Yes, up to the ETC limit.' },
    });
    expect(answered.statusCode).toBe(200);
    expect(await first).toEqual({ notification_count: 1 });
    // The second, from elsewhere in the app: the badge counts both.
    const second = next<Count>(a1, COUNT_EVENT);
    await notice(ada.userId, 'The meeting moved to Friday.');
    expect(await second).toEqual({ notification_count: 2 });
    await pause(200);
    // Every tab of Ada's heard each count once; Bola, signed in at the same time, heard none.
    for (const saw of tabs) expect(saw).toEqual([{ notification_count: 1 }, { notification_count: 2 }]);
    expect(bolaSaw).toEqual([]);
  });

  it('sends nothing for a member whose tabs are all closed and goes on; their next tab hears the count with the missed notice', async () => {
    const ada = await createMember(t, { user: { fullName: 'Ada Away' } });
    const chi = await createMember(t, { user: { fullName: 'Chi Online' } });
    const [a, c] = await Promise.all([join({ token: ada.token }), join({ token: chi.token })]);
    const closed = next(a, 'disconnect');
    a.close();
    await closed;
    await pause(200); // the server has seen the tab go
    await notice(ada.userId, 'Sent while Ada was away.');
    // Nothing broke: another member's open tab still hears their own count.
    const chiCount = next<Count>(c, COUNT_EVENT);
    await notice(chi.userId, 'For Chi.');
    expect(await chiCount).toEqual({ notification_count: 1 });
    // Ada opens the app again: the next notice's count includes the one that came while she was away,
    // and nothing of that one arrives late.
    const back = await join({ token: ada.token });
    const saw = collect<Count>(back, COUNT_EVENT);
    const count = next<Count>(back, COUNT_EVENT);
    await notice(ada.userId, 'Sent while Ada is here.');
    expect(await count).toEqual({ notification_count: 2 });
    await pause(200);
    expect(saw).toEqual([{ notification_count: 2 }]);
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
