import { CHAT_MESSAGES } from '@trust/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, createTestApp, type TestApp } from '../../test/app.ts';
import { createExpertAccount } from '../../test/chat.ts';
import { holdRows } from '../../test/locks.ts';
import { createMember } from '../../test/members.ts';

// The expert console over the API: conversations by kind, claiming, answering, handing over; the group links.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = apiCall(() => t.app);

describe('the expert console', () => {
  it('hands a conversation to another expert of the kind, who then holds it; another kind is refused', async () => {
    const m = await createMember(t);
    const first = await createExpertAccount(t, 'legal_adviser', 'Ada Counsel');
    const second = await createExpertAccount(t, 'legal_adviser', 'Bayo Counsel');
    const medical = await createExpertAccount(t, 'medical_adviser');
    const asked = await call('POST', '/storemessage', m.headers, {
      role_id: 'legal_adviser',
      msg: 'Can I sign a lease?',
    });
    expect(asked.json()).toMatchObject({ status: 'success' });
    const conv = (await call('GET', '/chat/conversations', first.headers))
      .json()
      .data.find((c: { last_message: string }) => c.last_message === 'Can I sign a lease?');
    await call('POST', `/chat/conversations/${conv.id}/messages`, first.headers, {
      message: 'Let me check.',
    });
    // The other expert of the kind cannot answer a conversation the first holds.
    const stolen = await call('POST', `/chat/conversations/${conv.id}/messages`, second.headers, {
      message: 'Hi',
    });
    expect([stolen.statusCode, stolen.json().message]).toEqual([
      403,
      'Another Legal Adviser has already answered.',
    ]);
    // An expert of another kind neither sees it nor answers it.
    expect((await call('GET', `/chat/conversations/${conv.id}`, medical.headers)).statusCode).toBe(404);
    const byMedical = await call('POST', `/chat/conversations/${conv.id}/messages`, medical.headers, {
      message: 'Drink water.',
    });
    expect([byMedical.statusCode, byMedical.json().message]).toEqual([404, CHAT_MESSAGES.notYours]);
    const toMedical = await call('POST', `/chat/conversations/${conv.id}/handover`, first.headers, {
      expert_id: medical.userId,
    });
    expect(toMedical.statusCode).toBe(400);
    expect(toMedical.json().message).toBe(CHAT_MESSAGES.handoverTarget);
    const handed = await call('POST', `/chat/conversations/${conv.id}/handover`, first.headers, {
      expert_id: second.userId,
    });
    expect(handed.json().message).toBe(CHAT_MESSAGES.handedOver);
    const reply = await call('POST', `/chat/conversations/${conv.id}/messages`, second.headers, {
      message: 'I have it now.',
    });
    expect(reply.statusCode).toBe(200);
    // The first expert holds it no more: they cannot hand it on (nor back to themselves); an admin can.
    const back = await call('POST', `/chat/conversations/${conv.id}/handover`, first.headers, {
      expert_id: first.userId,
    });
    expect([back.statusCode, back.json().message]).toEqual([
      403,
      'Another Legal Adviser holds this conversation.',
    ]);
    const admin = await createMember(t, { user: { role: 'admin' } });
    const byAdmin = await call('POST', `/chat/conversations/${conv.id}/handover`, admin.headers, {
      expert_id: first.userId,
    });
    expect(byAdmin.json().message).toBe(CHAT_MESSAGES.handedOver);
    expect(
      (await call('POST', `/chat/conversations/${conv.id}/messages`, second.headers, { message: 'Hi' }))
        .statusCode,
    ).toBe(403);
    const history = (
      await call('POST', '/getuserschatlisting', m.headers, { role_id: 'legal_adviser' })
    ).json().data;
    expect(history.map((r: { cb_msg: string }) => r.cb_msg)).toEqual([
      'Can I sign a lease?',
      'Let me check.',
      'I have it now.',
    ]);
  });

  it('lets an expert of the kind hand on a conversation nobody holds yet; an expert of another kind gets 404', async () => {
    const m = await createMember(t);
    const first = await createExpertAccount(t, 'business_expert', 'Chi Trader');
    const second = await createExpertAccount(t, 'business_expert', 'Dele Trader');
    const medical = await createExpertAccount(t, 'medical_adviser');
    await call('POST', '/storemessage', m.headers, {
      role_id: 'business_expert',
      msg: 'How do I price my stock?',
    });
    const conv = (await call('GET', '/chat/conversations', first.headers))
      .json()
      .data.find((c: { last_message: string }) => c.last_message === 'How do I price my stock?');
    // Another kind's expert, naming an expert of the conversation's kind: not theirs to see.
    const byMedical = await call('POST', `/chat/conversations/${conv.id}/handover`, medical.headers, {
      expert_id: second.userId,
    });
    expect([byMedical.statusCode, byMedical.json().message]).toEqual([404, CHAT_MESSAGES.notYours]);
    // Nobody has answered it yet: an expert of the kind passes it to a colleague, who then holds it.
    const handed = await call('POST', `/chat/conversations/${conv.id}/handover`, first.headers, {
      expert_id: second.userId,
    });
    expect([handed.statusCode, handed.json().message]).toEqual([200, CHAT_MESSAGES.handedOver]);
    const byFirst = await call('POST', `/chat/conversations/${conv.id}/messages`, first.headers, {
      message: 'Hi',
    });
    expect(byFirst.statusCode).toBe(403);
    const bySecond = await call('POST', `/chat/conversations/${conv.id}/messages`, second.headers, {
      message: 'Start from your costs.',
    });
    expect(bySecond.statusCode).toBe(200);
  });
});

describe('the console’s unread counts', () => {
  it('count what members wrote in the expert’s own kind and nobody has read, never the experts’ answers', async () => {
    const ada = await createMember(t);
    const obi = await createMember(t);
    const legal = await createExpertAccount(t, 'legal_adviser', 'Gbemi Counsel');
    const admin = await createMember(t, { user: { role: 'admin' } });
    const countsOf = async (headers: Record<string, string>) =>
      (await call('GET', '/getuserschatcounts', headers)).json().data;
    const before = {
      legal: (await countsOf(legal.headers)).legal_adviser,
      admin: await countsOf(admin.headers),
    };
    for (const [m, role_id, msg] of [
      [ada, 'legal_adviser', 'Is my tenancy valid?'],
      [ada, 'legal_adviser', 'It was signed in 2024.'],
      [obi, 'legal_adviser', 'Can I write a will here?'],
      [obi, 'medical_adviser', 'Is this rash serious?'],
    ] as const)
      await call('POST', '/storemessage', m.headers, { role_id, msg });
    const counts = await countsOf(legal.headers);
    // A legal adviser's console counts only its kind: the medical question is another console's.
    expect(counts).toEqual({
      customer_care: 0,
      business_expert: 0,
      legal_adviser: before.legal + 3,
      medical_adviser: 0,
    });
    // An admin answers every kind and sees every count.
    expect(await countsOf(admin.headers)).toMatchObject({
      legal_adviser: before.admin.legal_adviser + 3,
      medical_adviser: before.admin.medical_adviser + 1,
    });
    // Opening Ada's conversation reads her two messages; the answer written there is not unread for anyone.
    const conv = (await call('GET', '/chat/conversations', legal.headers))
      .json()
      .data.find((c: { last_message: string }) => c.last_message === 'It was signed in 2024.');
    await call('GET', `/chat/conversations/${conv.id}`, legal.headers);
    await call('POST', `/chat/conversations/${conv.id}/messages`, legal.headers, {
      message: 'Send me a copy.',
    });
    expect((await countsOf(legal.headers)).legal_adviser).toBe(before.legal + 1);
  });
});

describe('two experts answering a new conversation at once', () => {
  it('lets one hold it; the other is told another has answered, and their reply is not stored', async () => {
    const m = await createMember(t);
    const first = await createExpertAccount(t, 'business_expert', 'Efe Trader');
    const second = await createExpertAccount(t, 'business_expert', 'Femi Trader');
    await call('POST', '/storemessage', m.headers, { role_id: 'business_expert', msg: 'Who answers first?' });
    const conv = (await call('GET', '/chat/conversations', first.headers))
      .json()
      .data.find((c: { last_message: string }) => c.last_message === 'Who answers first?');
    // Both read the conversation as nobody's before either claims it: their claims wait on its row.
    const hold = await holdRows(
      t.database,
      sql`select id from chat_conversations where id = ${conv.id} for update`,
    );
    const pending = Promise.all(
      [first, second].map((e, i) =>
        call('POST', `/chat/conversations/${conv.id}/messages`, e.headers, { message: `Answer ${i + 1}` }),
      ),
    );
    await hold.release(2);
    const answers = await pending;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const refused = answers.find((a) => a.statusCode === 403);
    expect(refused?.json().message).toBe('Another Business Expert has already answered.');
    const winner = answers[0]?.statusCode === 200 ? first : second;
    const listed = (await call('GET', '/chat/conversations', first.headers)).json().data;
    expect(listed.find((c: { id: number }) => c.id === conv.id)?.expert_id).toBe(winner.userId);
    const history = (
      await call('POST', '/getuserschatlisting', m.headers, { role_id: 'business_expert' })
    ).json().data;
    expect(history.map((r: { cb_msg: string }) => r.cb_msg)).toEqual([
      'Who answers first?',
      winner === first ? 'Answer 1' : 'Answer 2',
    ]);
  });
});

describe('the sidebar’s external group chats', () => {
  it('are set by a content operator (https only), read by anyone, and cleared with an empty link', async () => {
    const content = await createMember(t, { user: { role: 'content' } });
    expect((await call('GET', '/chat/group-links')).json().data).toEqual({
      business_expert: null,
      legal_adviser: null,
      medical_adviser: null,
    });
    const bad = await call('POST', '/admin/chat-group-links', content.headers, {
      business_expert: 'http://chat.example.com/biz',
      legal_adviser: '',
      medical_adviser: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter a link that starts with https://');
    const saved = await call('POST', '/admin/chat-group-links', content.headers, {
      business_expert: 'https://chat.whatsapp.com/business-group',
      legal_adviser: '',
      medical_adviser: ' https://t.me/trustfund-medical ',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', '/chat/group-links')).json().data).toEqual({
      business_expert: 'https://chat.whatsapp.com/business-group',
      legal_adviser: null,
      medical_adviser: 'https://t.me/trustfund-medical',
    });
    await call('POST', '/admin/chat-group-links', content.headers, {
      business_expert: '',
      legal_adviser: '',
      medical_adviser: '',
    });
    expect((await call('GET', '/chat/group-links')).json().data.business_expert).toBeNull();
    const member = await createMember(t);
    expect((await call('POST', '/admin/chat-group-links', member.headers, {})).statusCode).toBe(403);
  });
});
