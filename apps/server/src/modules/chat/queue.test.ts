import { CHAT_MESSAGES, SUPPORT_CONTACT_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { apiCall, createTestApp, type TestApp } from '../../test/app.ts';
import { connect, createExpertAccount, listen, next, send } from '../../test/chat.ts';
import { createMember } from '../../test/members.ts';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
});
afterAll(() => t.close());

const call = apiCall(() => t.app);

const supportAgent = (fullName = 'Kemi Care') => createMember(t, { user: { role: 'support', fullName } });
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const noticesOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('help always answers: a message left while nobody is online', () => {
  it('accepts a member’s message with nobody online, queues it for support, and the reply reaches the chat, the email outbox and the notifications', async () => {
    const m = await createMember(t, { user: { fullName: 'Amaka Queue' } });
    const online = await call('POST', '/getchatcustomercare', m.headers, {});
    expect(online.json()).toMatchObject({ data: [], message: CHAT_MESSAGES.noCustomerCareOnline });
    const sent = await call('POST', '/storemessage', m.headers, {
      role_id: 'customer_care',
      msg: 'My debit failed twice this week',
    });
    expect(sent.statusCode).toBe(200);

    // Later, an agent signs in: the conversation waits in their list, with how long it has waited.
    const waitedFrom = t.clock.now().toISOString();
    t.clock.advance(3 * 3_600_000);
    const agent = await supportAgent();
    const list = (await call('GET', '/chat/conversations', agent.headers)).json().data;
    const waiting = list.find((c: { who: string }) => c.who === 'Amaka Queue');
    expect(waiting).toMatchObject({
      kind: 'customer_care',
      expert_id: null,
      waiting_since: waitedFrom,
      last_message: 'My debit failed twice this week',
    });
    expect((await noticesOf(m.userId)).length).toBe(0);

    const reply = await call('POST', `/chat/conversations/${waiting.id}/messages`, agent.headers, {
      message: 'We have retried it; it went through this morning.',
    });
    expect(reply.statusCode).toBe(200);

    // In the chat when the member comes back…
    const history = (
      await call('POST', '/getuserschatlisting', m.headers, { role_id: 'customer_care' })
    ).json().data;
    expect(history.map((r: { cb_msg: string }) => r.cb_msg)).toEqual([
      'My debit failed twice this week',
      'We have retried it; it went through this morning.',
    ]);
    // …as a notification…
    const notices = await noticesOf(m.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      key: 'chat_reply',
      subject: CHAT_MESSAGES.replySubject('Customer Care'),
      message: 'Customer Care wrote: We have retried it; it went through this morning.',
    });
    // …and by email.
    const mails = (await mailsTo(m.email)).filter((x) => x.kind === 'chat_reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message).toContain('We have retried it');
    // No longer waiting; a second line of the same answer tells nobody again.
    const after = (await call('GET', '/chat/conversations', agent.headers)).json().data;
    expect(after.find((c: { id: number }) => c.id === waiting.id).waiting_since).toBeNull();
    await call('POST', `/chat/conversations/${waiting.id}/messages`, agent.headers, {
      message: 'Anything else?',
    });
    expect(await noticesOf(m.userId)).toHaveLength(1);
  });

  it('lists the waiting conversations first, the longest waiting first', async () => {
    const first = await createMember(t, { user: { fullName: 'Bola First' } });
    await call('POST', '/storemessage', first.headers, { role_id: 'customer_care', msg: 'Hello?' });
    t.clock.advance(60_000);
    const second = await createMember(t, { user: { fullName: 'Chika Second' } });
    await call('POST', '/storemessage', second.headers, { role_id: 'customer_care', msg: 'Anyone?' });
    t.clock.advance(60_000);
    // The first writes again: their wait still counts from their first message.
    await call('POST', '/storemessage', first.headers, { role_id: 'customer_care', msg: 'Still here' });
    const agent = await supportAgent('Tunde Care');
    const list: { who: string; waiting_since: string | null }[] = (
      await call('GET', '/chat/conversations', agent.headers)
    ).json().data;
    const waiting = list.filter((c) => c.waiting_since !== null);
    expect(list.slice(0, waiting.length)).toEqual(waiting);
    const names = waiting.map((c) => c.who);
    expect(names.indexOf('Bola First')).toBeLessThan(names.indexOf('Chika Second'));
    const since = waiting.map((c) => c.waiting_since ?? '');
    expect([...since].sort()).toEqual(since);
  });

  it('queues a visitor’s message and mails the reply to the email they gave', async () => {
    const start = await call(
      'POST',
      '/chat/visitors',
      {},
      { name: 'Dayo Visitor', email: 'dayo@example.com' },
    );
    const { token, visitor_id } = start.json().data;
    const online = await call('GET', '/chat/visitors/online', { 'x-visitor-token': token });
    expect(online.json()).toMatchObject({ data: [], message: CHAT_MESSAGES.noCustomerCareOnlineVisitor });
    // The visitor writes on the socket, as the page does; nobody is online to receive it.
    const socket = await connect(url, { visitorToken: token });
    const ack = await send(socket, { message: 'Can I join with a bank transfer?' });
    expect(ack).toMatchObject({ ok: true });
    const agent = await supportAgent('Sade Care');
    const conv = (await call('GET', '/chat/conversations', agent.headers))
      .json()
      .data.find((c: { who: string }) => c.who === `Dayo Visitor (visitor #${visitor_id})`);
    expect(conv.waiting_since).not.toBeNull();
    const arrived = next<{ message: string }>(socket, 'send_message');
    await call('POST', `/chat/conversations/${conv.id}/messages`, agent.headers, {
      message: 'Yes: choose Bank transfer on the payment step.',
    });
    expect((await arrived).message).toBe('Yes: choose Bank transfer on the payment step.');
    socket.close();
    const mails = await mailsTo('dayo@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'chat_reply_visitor',
      subject: CHAT_MESSAGES.replySubject('Customer Care'),
    });
    expect(mails[0]?.message).toContain(`#${visitor_id}`);
    expect(mails[0]?.message).toContain('Yes: choose Bank transfer on the payment step.');
    // The email as the visitor reads it: greeted by the name they gave, their number on a line of its
    // own (it is how customer care finds the conversation again), then the answer.
    await t.sendQueuedMail();
    const sent = t.lastMailTo('dayo@example.com');
    expect(sent?.subject).toBe('Trust Fund: Customer Care answered your message');
    expect(sent?.text.split('\n\n').slice(0, 3)).toEqual([
      'Dear Dayo Visitor,',
      `Your visitor number: #${visitor_id}.`,
      'Customer Care wrote: Yes: choose Bank transfer on the payment step.',
    ]);
    // A visitor has no account: the email says why it came, not that it is a notice about their account.
    expect(sent?.text).toContain(
      'You get this email because you left this address in the support chat on our website.',
    );
    expect(`${sent?.text}${sent?.html}`).not.toMatch(/your account|notification choices/);
  });

  it('tells a member once when their waiting question gets several answers at the same moment', async () => {
    const m = await createMember(t, { user: { fullName: 'Ife Twice' } });
    await call('POST', '/storemessage', m.headers, {
      role_id: 'business_expert',
      msg: 'Which licence do I need?',
    });
    const expert = await createExpertAccount(t, 'business_expert', 'Two Tabs');
    const conv = (await call('GET', '/chat/conversations', expert.headers))
      .json()
      .data.find((c: { who: string }) => c.who === 'Ife Twice');
    expect(conv.waiting_since).not.toBeNull();
    // The expert answers from three open tabs at once: every answer is kept, but only one clears the
    // wait, so the member gets one notification and one email, not one per answer. (Sent on sockets,
    // whose messages the server handles side by side: on PostgreSQL all three find the question waiting.)
    const texts = ['Ask the state office.', 'Or your local council.', 'Either one will do.'];
    const tabs = await Promise.all(texts.map(() => connect(url, { token: expert.token })));
    try {
      const acks = await Promise.all(
        tabs.map((tab, i) => send(tab, { conversation_id: conv.id, message: texts[i] })),
      );
      expect(acks.map((a) => a.ok)).toEqual([true, true, true]);
    } finally {
      for (const tab of tabs) tab.close();
    }
    const history = (
      await call('POST', '/getuserschatlisting', m.headers, { role_id: 'business_expert' })
    ).json().data;
    expect(history.map((r: { cb_msg: string }) => r.cb_msg).sort()).toEqual(
      ['Which licence do I need?', ...texts].sort(),
    );
    const notices = await noticesOf(m.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      key: 'expert_reply',
      subject: 'Business Expert answered your message',
    });
    expect(texts.map((text) => `Business Expert wrote: ${text}`)).toContain(notices[0]?.message);
    expect((await mailsTo(m.email)).filter((x) => x.kind === 'expert_reply')).toHaveLength(1);
    const after = (await call('GET', '/chat/conversations', expert.headers)).json().data;
    expect(after.find((c: { id: number }) => c.id === conv.id).waiting_since).toBeNull();
  });

  it('does not tell anyone by email of a reply given live, while an agent was online', async () => {
    const agent = await supportAgent('Live Care');
    const agentSocket = await connect(url, { token: agent.token });
    const m = await createMember(t, { user: { fullName: 'Efe Live' } });
    const reached = next<{ message: string }>(agentSocket, 'send_message');
    await call('POST', '/storemessage', m.headers, { role_id: 'customer_care', msg: 'Quick question' });
    expect((await reached).message).toBe('Quick question');
    const conv = (await call('GET', '/chat/conversations', agent.headers))
      .json()
      .data.find((c: { who: string }) => c.who === 'Efe Live');
    await call('POST', `/chat/conversations/${conv.id}/messages`, agent.headers, { message: 'Go ahead' });
    agentSocket.close();
    expect(await noticesOf(m.userId)).toHaveLength(0);
    expect((await mailsTo(m.email)).filter((x) => x.kind === 'chat_reply')).toHaveLength(0);
  });

  it('queues an expert question to the kind and hands a conversation whose expert went offline back to the kind', async () => {
    const m = await createMember(t, { user: { fullName: 'Femi Expert Q' } });
    const online = await call('POST', '/getchatusers', m.headers, { chat_expert: 'legal_adviser' });
    expect(online.json().message).toBe(CHAT_MESSAGES.noExpertOnline('Legal Adviser'));
    await call('POST', '/storemessage', m.headers, { role_id: 'legal_adviser', msg: 'Is my lease fair?' });
    const first = await createExpertAccount(t, 'legal_adviser', 'Ada Counsel');
    const conv = (await call('GET', '/chat/conversations', first.headers))
      .json()
      .data.find((c: { who: string }) => c.who === 'Femi Expert Q');
    await call('POST', `/chat/conversations/${conv.id}/messages`, first.headers, {
      message: 'Send it over.',
    });
    const notices = await noticesOf(m.userId);
    expect(notices).toMatchObject([{ key: 'expert_reply', subject: 'Legal Adviser answered your message' }]);
    // Ada is offline (no socket): the member's next message goes back to the kind, and another
    // legal adviser may answer it.
    await call('POST', '/storemessage', m.headers, { role_id: 'legal_adviser', msg: 'Here it is.' });
    const second = await createExpertAccount(t, 'legal_adviser', 'Bayo Counsel');
    const answered = await call('POST', `/chat/conversations/${conv.id}/messages`, second.headers, {
      message: 'Clause 4 is unusual; ask for it to be removed.',
    });
    expect(answered.statusCode).toBe(200);
    expect(await noticesOf(m.userId)).toHaveLength(2);
  });

  it('keeps each member to their own chat, and a member out of the console', async () => {
    const m = await createMember(t, { user: { fullName: 'Gbenga Own' } });
    await call('POST', '/storemessage', m.headers, { role_id: 'customer_care', msg: 'Private matter' });
    const other = await createMember(t);
    const theirs = await call('POST', '/getuserschatlisting', other.headers, { role_id: 'customer_care' });
    expect(theirs.json().data).toEqual([]);
    const agent = await supportAgent('Scope Care');
    const conv = (await call('GET', '/chat/conversations', agent.headers))
      .json()
      .data.find((c: { who: string }) => c.who === 'Gbenga Own');
    expect((await call('GET', '/chat/conversations', m.headers)).statusCode).toBe(403);
    expect((await call('GET', `/chat/conversations/${conv.id}`, other.headers)).statusCode).toBe(403);
    const answered = await call('POST', `/chat/conversations/${conv.id}/messages`, other.headers, {
      message: 'I am not staff',
    });
    expect(answered.statusCode).toBe(403);
    // A finance operator is not customer care either.
    const finance = await createMember(t, { user: { role: 'finance' } });
    expect((await call('GET', '/chat/conversations', finance.headers)).statusCode).toBe(403);
  });
});

describe('the support contact beside every chat', () => {
  it('is set by the content operator, read by anyone, and refused to others and to bad input', async () => {
    const content = await createMember(t, { user: { role: 'content' } });
    // The numbers are the fund's own, set with its details (the footer shows the same ones).
    const numbers = { phone: '2348001234567', whatsapp: '2348091234567' };
    const details = await call('PUT', '/admin/fund-details', content.headers, numbers);
    expect(details.statusCode).toBe(200);
    const body = {
      hours: 'Monday to Friday, 8:00 to 18:00 (Lagos time)',
      reply_time: 'within 2 working hours',
    };
    // A number sent with the hours is not a second copy of the fund's: it is not kept.
    const saved = await call('PUT', '/admin/support-contact', content.headers, {
      ...body,
      whatsapp: '2348000000000',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: SUPPORT_CONTACT_MESSAGES.saved,
      data: { ...body, ...numbers },
    });
    const read = await call('GET', '/support-contact');
    expect(read.json().data).toEqual({ ...body, ...numbers });
    // A number taken out of the fund's details is gone from beside the chat too.
    await call('PUT', '/admin/fund-details', content.headers, { phone: numbers.phone });
    expect((await call('GET', '/support-contact')).json().data).toEqual({
      ...body,
      ...numbers,
      whatsapp: null,
    });

    const m = await createMember(t);
    expect((await call('PUT', '/admin/support-contact', m.headers, body)).statusCode).toBe(403);
    const support = await supportAgent('Not Content');
    expect((await call('PUT', '/admin/support-contact', support.headers, body)).statusCode).toBe(403);
    const bad = await call('PUT', '/admin/support-contact', content.headers, { ...body, hours: '  ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SUPPORT_CONTACT_MESSAGES.hours);
    expect((await call('GET', '/support-contact')).json().data.hours).toBe(body.hours);
  });
});
