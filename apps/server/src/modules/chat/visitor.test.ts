import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, CHAT_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { apiCall, createTestApp, type TestApp } from '../../test/app.ts';
import { collect, connect, createExpertAccount, listen, next, pause, send } from '../../test/chat.ts';

// A visitor from the Start Conversation page: no account, a number, a token, the transcript by email.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = apiCall(() => t.app);

describe('a visitor from the Start Conversation page', () => {
  it('gets a name, a 4-digit id and a token; the transcript is queued to their email once when the chat ends', async () => {
    const start = await call(
      'POST',
      '/chat/visitors',
      {},
      { name: 'Kola Visitor', email: 'Kola@Example.com' },
    );
    expect(start.statusCode).toBe(200);
    const { name, visitor_id, token } = start.json().data;
    expect(name).toBe('Kola Visitor');
    expect(visitor_id).toBeGreaterThanOrEqual(1000);
    expect(visitor_id).toBeLessThanOrEqual(9999);
    const bad = await call('POST', '/chat/visitors', {}, { name: 'K0la', email: 'kola@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Use letters only');
    const expert = await createExpertAccount(t, 'customer_care');
    const conv = (await call('GET', '/chat/conversations', expert.headers))
      .json()
      .data.find((c: { who: string }) => c.who === `Kola Visitor (visitor #${visitor_id})`);
    await call('POST', `/chat/conversations/${conv.id}/messages`, expert.headers, {
      message: 'Welcome, how can we help?',
    });
    const ended = await call('POST', '/chat/visitors/end', { 'x-visitor-token': token });
    expect(ended.json().message).toBe(CHAT_MESSAGES.conversationEnded);
    await call('POST', '/chat/visitors/end', { 'x-visitor-token': token });
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'kola@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'chat_transcript', subject: CHAT_MESSAGES.transcriptSubject });
    expect(mails[0]?.message).toContain('Members Support Team: Welcome, how can we help?');
    // The ended conversation takes no more replies.
    const late = await call('POST', `/chat/conversations/${conv.id}/messages`, expert.headers, {
      message: 'Still there?',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(CHAT_MESSAGES.ended);
    expect((await call('POST', '/chat/visitors/end', { 'x-visitor-token': 'x'.repeat(40) })).statusCode).toBe(
      404,
    );
  });

  it('mails the transcript as the visitor reads it: their number, then each line with its Lagos date and time and who wrote it', async () => {
    // 13:05 UTC is 14:05 in Lagos.
    t.clock.set(new Date('2026-12-03T13:05:00Z'));
    const start = await call(
      'POST',
      '/chat/visitors',
      {},
      { name: 'Tolu Visitor', email: 'tolu@example.com' },
    );
    const { visitor_id, token } = start.json().data;
    // The visitor writes on the socket, as the page does.
    const url = await listen(t.app);
    const socket = await connect(url, { visitorToken: token });
    const sent = await send(socket, { message: 'Can I pay by transfer?', client_id: randomUUID() });
    expect(sent.ok).toBe(true);
    t.clock.advance(3 * 60_000);
    const expert = await createExpertAccount(t, 'customer_care', 'Care Three');
    const conv = (await call('GET', '/chat/conversations', expert.headers))
      .json()
      .data.find((c: { who: string }) => c.who === `Tolu Visitor (visitor #${visitor_id})`);
    await call('POST', `/chat/conversations/${conv.id}/messages`, expert.headers, {
      message: 'Yes, you can.',
    });
    // The expert closes it: the visitor's page is told at once, customer care's console refreshes, and the
    // transcript is the same as when the visitor leaves.
    const console = await connect(url, { token: expert.token });
    // Nobody else hears it: another visitor, and the console of another kind.
    const other = await call(
      'POST',
      '/chat/visitors',
      {},
      { name: 'Other Visitor', email: 'other@example.com' },
    );
    const bystanders = [
      await connect(url, { visitorToken: other.json().data.token }),
      await connect(url, { token: (await createExpertAccount(t, 'legal_adviser', 'Lade Legal')).token }),
    ];
    const overheard = bystanders.flatMap((b) => [
      collect(b, CHAT_EVENTS.end),
      collect(b, CHAT_EVENTS.conversation),
    ]);
    const told = next<{ message: string }>(socket, CHAT_EVENTS.end);
    const refreshed = next<{ id: number }>(console, CHAT_EVENTS.conversation);
    const closed = await call('POST', `/chat/conversations/${conv.id}/end`, expert.headers);
    expect(closed.statusCode).toBe(200);
    expect(await told).toEqual({ message: CHAT_MESSAGES.conversationEnded });
    expect(await refreshed).toEqual({ id: conv.id });
    // The visitor's page is still open: what they write now is refused, and neither stored nor sent.
    const unanswered = collect(console, CHAT_EVENTS.send);
    const late = await send(socket, { message: 'One more thing', client_id: randomUUID() });
    expect(late).toEqual({ ok: false, message: CHAT_MESSAGES.ended });
    await pause(200);
    expect(unanswered).toEqual([]);
    expect(overheard.flat()).toEqual([]);
    for (const s of [socket, console, ...bystanders]) s.close();
    await t.sendQueuedMail();
    const mail = t.lastMailTo('tolu@example.com');
    expect(mail?.subject).toBe(`Trust Fund: ${CHAT_MESSAGES.transcriptSubject}`);
    // Each line a paragraph of its own, under the greeting.
    expect(mail?.text.split('\n\n').slice(0, 4)).toEqual([
      'Dear Tolu Visitor,',
      `Your visitor number: #${visitor_id}. Times are Lagos time.`,
      '3 Dec 2026, 14:05 Tolu Visitor: Can I pay by transfer?',
      '3 Dec 2026, 14:08 Members Support Team: Yes, you can.',
    ]);
    expect(mail?.text).not.toContain('One more thing');
  });

  it('says so in the transcript when nobody wrote anything', async () => {
    const start = await call(
      'POST',
      '/chat/visitors',
      {},
      { name: 'Quiet Visitor', email: 'quiet@example.com' },
    );
    const { visitor_id, token } = start.json().data;
    await call('POST', '/chat/visitors/end', { 'x-visitor-token': token });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'quiet@example.com'));
    expect(mail?.message).toBe(
      [`Your visitor number: #${visitor_id}. Times are Lagos time.`, '', '(No messages were written.)'].join(
        '\n',
      ),
    );
  });
});
