import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGES, USER_TERMINATED } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { apiCall, createTestApp, type TestApp } from '../../test/app.ts';
import { createExpertAccount } from '../../test/chat.ts';
import { createMember } from '../../test/members.ts';

// A member asking customer care and the experts over the API: lists, messages, limits, bad input.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = apiCall(() => t.app);

describe('a member chatting with customer care and the experts', () => {
  it('answers an empty list and the message for the modal when no expert is online', async () => {
    const m = await createMember(t);
    const care = await call('POST', '/getchatcustomercare', m.headers, {});
    expect(care.statusCode).toBe(200);
    expect(care.json()).toMatchObject({
      status: 'success',
      message: CHAT_MESSAGES.noCustomerCareOnline,
      data: [],
    });
    const legal = await call('POST', '/getchatusers', m.headers, { chat_expert: 'legal_adviser' });
    expect(legal.json()).toMatchObject({ message: CHAT_MESSAGES.noExpertOnline('Legal Adviser'), data: [] });
  });

  it('stores a trimmed message, keeps it in the history, and refuses an empty one with nothing stored', async () => {
    const m = await createMember(t);
    const sent = await call('POST', '/storemessage', m.headers, {
      to_id: 0,
      role_id: 'business_expert',
      msg: '   How do I register my shop?  ',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ cb_fromid: m.userId, cb_msg: 'How do I register my shop?' });
    const empty = await call('POST', '/storemessage', m.headers, {
      role_id: 'business_expert',
      msg: '   \n ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(CHAT_MESSAGES.message);
    const badKind = await call('POST', '/storemessage', m.headers, { role_id: 'astrologer', msg: 'Hello' });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe(CHAT_MESSAGES.kind);
    const history = await call('POST', '/getuserschatlisting', m.headers, { role_id: 'business_expert' });
    expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual([
      'How do I register my shop?',
    ]);
    // Another kind's chat and another member's history are empty.
    const legal = await call('POST', '/getuserschatlisting', m.headers, { role_id: 'legal_adviser' });
    expect(legal.json().data).toEqual([]);
    const other = await createMember(t);
    const theirs = await call('POST', '/getuserschatlisting', other.headers, { role_id: 'business_expert' });
    expect(theirs.json().data).toEqual([]);
  });

  it('counts an expert’s unread replies per kind until the member opens the chat', async () => {
    const m = await createMember(t);
    const expert = await createExpertAccount(t, 'medical_adviser', 'Dr Bisi Medical');
    await call('POST', '/storemessage', m.headers, {
      role_id: 'medical_adviser',
      msg: 'Is malaria cover included?',
    });
    const list = (await call('GET', '/chat/conversations', expert.headers)).json().data;
    const conv = list.find(
      (c: { who: string; kind: string; unread: number }) => c.kind === 'medical_adviser' && c.unread === 1,
    );
    expect(conv).toMatchObject({
      who: 'Ngozi Ama Eze',
      expert_id: null,
      last_message: 'Is malaria cover included?',
    });
    const reply = await call('POST', `/chat/conversations/${conv.id}/messages`, expert.headers, {
      message: ' Yes, within the ETC cover. ',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      cb_fromid: expert.userId,
      cb_toid: m.userId,
      cb_msg: 'Yes, within the ETC cover.',
    });
    // The expert opening the conversation reads the member's messages, never their own reply.
    await call('GET', `/chat/conversations/${conv.id}`, expert.headers);
    const counts = await call('GET', '/getuserschatcounts', m.headers);
    expect(counts.json().data).toEqual({
      customer_care: 0,
      business_expert: 0,
      legal_adviser: 0,
      medical_adviser: 1,
    });
    await call('POST', '/getuserschatlisting', m.headers, { role_id: 'medical_adviser' });
    const after = await call('GET', '/getuserschatcounts', m.headers);
    expect(after.json().data.medical_adviser).toBe(0);
    // The expert answered: the conversation is theirs now; opening it reads the member's message.
    await call('GET', `/chat/conversations/${conv.id}`, expert.headers);
    const again = (await call('GET', '/chat/conversations', expert.headers)).json().data;
    expect(again.find((c: { id: number }) => c.id === conv.id)).toMatchObject({
      expert_id: expert.userId,
      unread: 0,
    });
  });

  it('accepts a member’s 8th message in 10 seconds and answers the 9th with a 429 in words, storing nothing; another member and an expert have limits of their own', async () => {
    const m = await createMember(t);
    const codes: number[] = [];
    const refusals: string[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await call('POST', '/storemessage', m.headers, {
        role_id: 'customer_care',
        msg: `message ${i}`,
      });
      codes.push(r.statusCode);
      if (r.statusCode !== 200) refusals.push(r.json().message);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(refusals).toEqual([
      'You are sending messages too quickly. Please wait a few seconds and try again.',
      'You are sending messages too quickly. Please wait a few seconds and try again.',
    ]);
    const history = await call('POST', '/getuserschatlisting', m.headers, { role_id: 'customer_care' });
    expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual(
      Array.from({ length: 8 }, (_, i) => `message ${i}`),
    );
    // Another member writing at the same moment is not held back by the first one's limit.
    const other = await createMember(t);
    const theirs = await call('POST', '/storemessage', other.headers, {
      role_id: 'customer_care',
      msg: 'Hi',
    });
    expect(theirs.statusCode).toBe(200);

    // An expert answering from the console: the 8th reply goes, the 9th is refused the same way.
    const expert = await createExpertAccount(t, 'legal_adviser', 'Quick Counsel');
    await call('POST', '/storemessage', other.headers, { role_id: 'legal_adviser', msg: 'A lease question' });
    const conv = (await call('GET', '/chat/conversations', expert.headers))
      .json()
      .data.find((c: { last_message: string }) => c.last_message === 'A lease question');
    const replies: number[] = [];
    for (let i = 0; i < 9; i++) {
      const r = await call('POST', `/chat/conversations/${conv.id}/messages`, expert.headers, {
        message: `reply ${i}`,
      });
      replies.push(r.statusCode);
      if (i === 8) {
        expect(r.json().message).toBe(
          'You are sending messages too quickly. Please wait a few seconds and try again.',
        );
      }
    }
    expect(replies).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    const answered = (
      await call('POST', '/getuserschatlisting', other.headers, { role_id: 'legal_adviser' })
    ).json().data;
    expect(answered.map((r: { cb_msg: string }) => r.cb_msg)).toEqual([
      'A lease question',
      ...Array.from({ length: 8 }, (_, i) => `reply ${i}`),
    ]);
  });

  it('lists every account that answers a chat by kind: support operators as customer care; a disabled expert, or one with no kind, is left out and cannot answer', async () => {
    const admin = await createMember(t, { user: { role: 'admin' } });
    const support = await createMember(t, { user: { role: 'support', fullName: 'Zainab Support' } });
    const legal = await createExpertAccount(t, 'legal_adviser', 'Ade Legal');
    const noKind = await createMember(t, { user: { role: 'expert', fullName: 'Yemi Nokind' } });
    const disabled = await createExpertAccount(t, 'medical_adviser', 'Xavi Disabled');
    await t.database.db.update(users).set({ status: USER_TERMINATED }).where(eq(users.id, disabled.userId));
    const listed = (await call('GET', '/chat/experts', admin.headers)).json().data as {
      id: number;
      kind: string;
    }[];
    const ours = [support, legal, noKind, disabled].map((a) => a.userId);
    expect(listed.filter((e) => ours.includes(e.id)).map((e) => [e.id, e.kind])).toEqual([
      [support.userId, 'customer_care'],
      [legal.userId, 'legal_adviser'],
    ]);
    // Grouped by kind, as the console shows them (by name, Ade would come first).
    const kinds = listed.map((e) => e.kind);
    expect(kinds).toEqual([...kinds].sort());
    // A disabled expert's session no longer opens the console.
    expect((await call('GET', '/chat/conversations', disabled.headers)).statusCode).not.toBe(200);
  });

  it('answers 401 without a session and 403 to an operator on a member call or a member on a console call', async () => {
    expect((await call('GET', '/getuserschatcounts')).statusCode).toBe(401);
    const m = await createMember(t);
    const expert = await createExpertAccount(t, 'customer_care');
    expect((await call('GET', '/chat/conversations', m.headers)).statusCode).toBe(403);
    expect((await call('GET', '/chat/experts', m.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', '/getuserschatlisting', expert.headers, { role_id: 'customer_care' })).statusCode,
    ).toBe(403);
  });
});

describe('a message sent again, and bad input', () => {
  it('stores once a message sent twice at the same moment with one client id', async () => {
    const m = await createMember(t);
    const clientId = randomUUID();
    const store = () =>
      call('POST', '/storemessage', m.headers, {
        role_id: 'medical_adviser',
        msg: 'Is fever normal?',
        client_id: clientId,
      });
    const [a, b] = await Promise.all([store(), store()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.cb_id).toBe(b.json().data.cb_id);
  });

  it('stores a message retried with the same client id once and answers the stored one, from a member and from the console', async () => {
    const m = await createMember(t);
    const care = await createExpertAccount(t, 'customer_care');
    const clientId = randomUUID();
    const store = (msg: string, client_id: string) =>
      call('POST', '/storemessage', m.headers, { role_id: 'customer_care', msg, client_id });
    const first = await store('My card was charged twice', clientId);
    expect(first.statusCode).toBe(200);
    const retry = await store('My card was charged twice', clientId);
    expect([retry.statusCode, retry.json().data]).toEqual([200, first.json().data]);
    // Another message with its own client id is another message.
    expect((await store('My card was charged twice', randomUUID())).json().data.cb_id).not.toBe(
      first.json().data.cb_id,
    );
    const bad = await store('Hello', 'not-a-uuid');
    expect([bad.statusCode, bad.json().message]).toEqual([400, CHAT_MESSAGES.clientId]);

    const conv = (await call('GET', '/chat/conversations', care.headers))
      .json()
      .data.find(
        (c: { who: string; last_message: string }) => c.last_message === 'My card was charged twice',
      );
    const replyId = randomUUID();
    const reply = () =>
      call('POST', `/chat/conversations/${conv.id}/messages`, care.headers, {
        message: 'We will refund one.',
        client_id: replyId,
      });
    const answered = await reply();
    expect((await reply()).json().data).toEqual(answered.json().data);
    const history = (
      await call('POST', '/getuserschatlisting', m.headers, { role_id: 'customer_care' })
    ).json().data;
    expect(history.map((r: { cb_msg: string }) => r.cb_msg)).toEqual([
      'My card was charged twice',
      'My card was charged twice',
      'We will refund one.',
    ]);
  });

  it('answers 400 naming the conversation to an id beyond 32 bits on the console calls, and to such an expert on hand-over', async () => {
    const admin = await createMember(t, { user: { role: 'admin' } });
    const huge = 2_147_483_648;
    for (const [method, url, body] of [
      ['GET', `/chat/conversations/${huge}`, undefined],
      ['POST', `/chat/conversations/${huge}/messages`, { message: 'Hello' }],
      ['POST', `/chat/conversations/${huge}/handover`, { expert_id: 1 }],
      ['POST', `/chat/conversations/${huge}/end`, {}],
    ] as const) {
      const res = await call(method, url, admin.headers, body);
      expect([res.statusCode, res.json().message, res.json().data]).toEqual([
        400,
        CHAT_MESSAGES.notYours,
        { field: 'id' },
      ]);
    }
    const handover = await call('POST', '/chat/conversations/1/handover', admin.headers, { expert_id: huge });
    expect([handover.statusCode, handover.json().message]).toEqual([400, CHAT_MESSAGES.handoverTarget]);
  });

  it('refuses a message holding a control character with a clear message and stores nothing', async () => {
    const m = await createMember(t);
    for (const msg of ['Ring \u0007 the bell', 'Nul \u0000 here', 'Escape \u001b[2J']) {
      const res = await call('POST', '/storemessage', m.headers, { role_id: 'medical_adviser', msg });
      expect([res.statusCode, res.json().message]).toEqual([400, CHAT_MESSAGES.forbiddenCharacter]);
    }
    // Line breaks and tabs are part of writing.
    const lines = await call('POST', '/storemessage', m.headers, {
      role_id: 'medical_adviser',
      msg: 'Line one\n\tLine two',
    });
    expect(lines.statusCode).toBe(200);
    const history = await call('POST', '/getuserschatlisting', m.headers, { role_id: 'medical_adviser' });
    expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual(['Line one\n\tLine two']);
  });
});
