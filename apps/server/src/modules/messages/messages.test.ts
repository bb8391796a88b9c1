import { spawnSync } from 'node:child_process';
import { FUND_MESSAGE_MESSAGES } from '@trust/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  contributionWeeks,
  fundMessages,
  linkSigningKeys,
  mailOutbox,
  notifications,
  pushOutbox,
  pushSubscriptions,
} from '../../db/schema/index.ts';
import { mailOutboxJob } from '../../scheduler/mail-outbox.ts';
import { messagesJob } from '../../scheduler/messages.ts';
import { runJob } from '../../scheduler/scheduler.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { createMember, type TestMember } from '../../test/members.ts';
import { sendDueMessages } from './send.ts';

/** HMAC-SHA256 by the openssl command line, base64url without padding, cut to 32 characters. */
function opensslHmacSha256(key: Buffer, text: string): string {
  const out = spawnSync(
    'openssl',
    ['dgst', '-sha256', '-mac', 'HMAC', '-macopt', `hexkey:${key.toString('hex')}`, '-binary'],
    { input: text },
  );
  if (out.status !== 0) throw new Error(`openssl failed: ${out.stderr}`);
  return out.stdout.toString('base64url').slice(0, 32);
}

/**
 * Messages to members (the console's Messages): segments, the members' choices and unsubscribe, the
 * job runner's sending (at its time, once per member even after a crash), counts and the audit log.
 */
let t: TestApp;
let support: TestMember;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = support.headers) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const jobDeps = () => ({ ...t.app.deps, log: t.app.log }) as Parameters<typeof runJob>[1];

/** A plan's id as the message form offers it. */
async function planId(name: string): Promise<number> {
  const res = await call('GET', '/admin/messages/options');
  const plan = res.json().data.plans.find((p: { name: string }) => p.name === name);
  return plan.id;
}

async function missWeek(m: { userId: number; membershipId: number }) {
  await db()
    .insert(contributionWeeks)
    .values({
      userId: m.userId,
      membershipId: m.membershipId,
      cycleNumber: 1,
      week: 1,
      dueAt: t.clock.now(),
      amountKobo: 100_000n,
      status: 'missed',
      source: 'card',
      reference: `WD-${m.userId}-1-1`,
    });
}

// Each test's members live in a state of their own, so each segment holds only that test's members.
const notificationsOf = (messageId: number) =>
  db()
    .select()
    .from(notifications)
    .where(like(notifications.dedupeKey, `fund-message:${messageId}:%`));

describe(`messages to members (${testDatabaseKind()})`, () => {
  it('picks the members of a segment by plan, status, arrears and state, never an operator or a terminated member', async () => {
    const address = (s: string) => ({ address: `4 Oba Road, Akure, ${s}` });
    const silverOndo = await createMember(t, { plan: 'SILVER', user: address('Ondo State') });
    const silverLate = await createMember(t, { plan: 'SILVER', user: address('Ondo') });
    await missWeek(silverLate);
    await createMember(t, { plan: 'GOLD', user: { ...address('Ondo'), status: 3 } });
    await createMember(t, { plan: 'SILVER', user: { ...address('Ondo'), status: 5 } });
    await createMember(t, { user: { address: 'Plot 9, Garki, FCT' } });
    await createMember(t, { user: { ...address('Ondo'), role: 'finance' } });
    const silver = await planId('SILVER');
    const gold = await planId('GOLD');
    const preview = async (segment: object) => {
      const res = await call('POST', '/admin/messages/preview', { segment });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.members;
    };
    expect(await preview({ states: ['Ondo'] })).toBe(3);
    expect(await preview({ states: ['Ondo'], plan_ids: [silver] })).toBe(2);
    expect(await preview({ states: ['Ondo'], plan_ids: [silver], arrears: 'in_arrears' })).toBe(1);
    expect(await preview({ states: ['Ondo'], plan_ids: [silver], arrears: 'up_to_date' })).toBe(1);
    expect(await preview({ states: ['Ondo'], statuses: ['locked'] })).toBe(1);
    expect(await preview({ states: ['Ondo'], plan_ids: [gold, silver], statuses: ['active'] })).toBe(2);
    expect(await preview({ states: ['FCT Abuja'] })).toBe(1);
    expect(await preview({ states: ['Ondo', 'FCT Abuja'] })).toBe(4);
    expect(await preview({ states: ['Kano'] })).toBe(0);
    // Every member but the operators and the terminated one.
    expect(await preview({})).toBeGreaterThanOrEqual(4);
    expect(silverOndo.userId).toBeLessThan(silverLate.userId);
  });

  it('sends once to each member of the segment: in the app, by email with a signed unsubscribe link and by push, as each chose', async () => {
    const town = { address: '2 Ring Road, Benin City, Edo' };
    const a = await createMember(t, { user: { ...town, fullName: 'Efe Adesuwa' } });
    const b = await createMember(t, { user: { ...town, fullName: 'Osas Ighodaro' } });
    const c = await createMember(t, { user: { ...town, fullName: 'Ivie Omoregie' } });
    // b turned messages from the fund off by email, c turned their push off; a and c have a browser.
    await call('POST', '/notificationpreferences', { kind: 'fund_message', email: false }, b.headers);
    await call('POST', '/notificationpreferences', { kind: 'fund_message', push: false }, c.headers);
    for (const m of [a, c]) {
      await db()
        .insert(pushSubscriptions)
        .values({
          userId: m.userId,
          endpoint: `https://push.example/${m.userId}`,
          p256dh: 'key',
          auth: 'auth',
          createdAt: t.clock.now(),
          updatedAt: t.clock.now(),
        });
    }
    const segment = { states: ['Edo'] };
    const preview = await call('POST', '/admin/messages/preview', { segment });
    expect(preview.json().data).toEqual({ members: 3, email: 2, push: 1 });

    const created = await call('POST', '/admin/messages', {
      subject: 'Annual general meeting',
      body: 'Our AGM holds on 12 December in Benin City.\nCome with your TFP.',
      segment,
    });
    expect([created.statusCode, created.json().message]).toEqual([200, FUND_MESSAGE_MESSAGES.queued]);
    const message = created.json().data;
    expect(message).toMatchObject({ status: 'scheduled', sent: 0, audience: 'All members, in Edo' });
    // Nothing is written by the request: the job runner sends it.
    expect(await notificationsOf(message.id)).toHaveLength(0);

    expect(await runJob(messagesJob, jobDeps())).toEqual({ messages: 1, members: 3 });
    expect(await runJob(messagesJob, jobDeps())).toEqual({ messages: 0, members: 0 });
    const written = await notificationsOf(message.id);
    expect(written.map((n) => n.userId).sort()).toEqual([a.userId, b.userId, c.userId].sort());
    expect(written.every((n) => n.key === 'fund_message' && n.subject === 'Annual general meeting')).toBe(
      true,
    );
    const ids = written.map((n) => n.id);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.dedupeKey,
          ids.map((id) => `notification:${id}`),
        ),
      );
    expect(mails.map((m) => m.userId).sort()).toEqual([a.userId, c.userId].sort());
    const pushes = await db()
      .select()
      .from(pushOutbox)
      .where(inArray(pushOutbox.userId, [a.userId, b.userId, c.userId]));
    expect(pushes.map((p) => p.userId)).toEqual([a.userId]);

    await runJob(mailOutboxJob, jobDeps());
    const mail = t
      .outbox()
      .find((m) => m.subject === 'Trust Fund: Annual general meeting' && m.text.includes('Efe'));
    expect(mail?.text).toContain('Our AGM holds on 12 December in Benin City.');
    const link = mail?.text.match(/Unsubscribe from these emails: (\S+)/)?.[1] ?? '';
    expect(link).toMatch(/\/email-unsubscribe\?token=\d+\.[A-Za-z0-9_-]+$/);
    expect(mail?.headers?.['List-Unsubscribe']).toBe(`<${link}>`);

    // A's member reads it: the list counts it.
    const [own] = written.filter((n) => n.userId === a.userId);
    await call('POST', '/notificationread', { notification_id: own?.id }, a.headers);
    const list = await call('GET', '/admin/messages');
    expect(list.json().data.messages.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      status: 'sent',
      sent: 3,
      read: 1,
      emails_sent: 2,
      emails_waiting: 0,
      created_by: 'Sola Support',
    });
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'message.create'))
      .orderBy(auditLog.id);
    expect(audited?.details).toMatchObject({
      message_id: expect.any(Number),
      segment: { states: ['Edo'] },
      members: 3,
    });
  });

  it('unsubscribes by the email’s link without signing in; a link altered or made for another member changes nothing', async () => {
    const m = await createMember(t, { user: { address: 'Kano' } });
    await call('POST', '/admin/messages', {
      subject: 'Kano branch',
      body: 'The Kano branch opens.',
      segment: { states: ['Kano'] },
    });
    await sendDueMessages(db(), t.clock.now());
    await runJob(mailOutboxJob, jobDeps());
    const mail = t.lastMailTo(m.email);
    const token = mail?.text.match(/token=([\w.-]+)/)?.[1] ?? '';
    const [id, sig] = token.split('.');
    // The signature is HMAC-SHA256 of "unsubscribe:fund_message:<id>" under the fund's key, base64url,
    // its first 32 characters: computed here by openssl, outside the app.
    const [key] = await db().select().from(linkSigningKeys).where(eq(linkSigningKeys.name, 'unsubscribe'));
    expect(id).toBe(String(m.userId));
    expect(sig).toBe(
      opensslHmacSha256(Buffer.from(key?.key ?? '', 'base64url'), `unsubscribe:fund_message:${id}`),
    );
    const unsubscribe = (tok: string) =>
      t.app.inject({ method: 'POST', url: '/api/messages/unsubscribe', payload: { token: tok } });
    for (const bad of [`${Number(id) + 1}.${sig}`, `${id}.${'A'.repeat(32)}`, 'nonsense']) {
      const res = await unsubscribe(bad);
      expect([res.statusCode, res.json().message]).toEqual([400, FUND_MESSAGE_MESSAGES.unsubscribeInvalid]);
    }
    const prefs = async () =>
      (await call('GET', '/notificationpreferences', undefined, m.headers))
        .json()
        .data.preferences.find((p: { kind: string }) => p.kind === 'fund_message');
    expect((await prefs()).email).toBe(true);
    const res = await unsubscribe(token);
    expect([res.statusCode, res.json().message]).toEqual([200, FUND_MESSAGE_MESSAGES.unsubscribed]);
    expect(await unsubscribe(token).then((r) => r.statusCode)).toBe(200);
    expect(await prefs()).toMatchObject({ email: false, push: true });

    // The next message reaches them in the app only.
    await call('POST', '/admin/messages', {
      subject: 'Kano again',
      body: 'Hello again.',
      segment: { states: ['Kano'] },
    });
    await sendDueMessages(db(), t.clock.now());
    const [again] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, m.userId), eq(notifications.subject, 'Kano again')));
    expect(again).toBeDefined();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `notification:${again?.id}`));
    expect(mails).toHaveLength(0);
  });

  it('never reaches a member twice when a send stops half-way or crashes inside a batch', async () => {
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await createMember(t, { user: { address: 'Yola, Adamawa' } }));
    const created = await call('POST', '/admin/messages', {
      subject: 'Adamawa update',
      body: 'News for Adamawa.',
      push: false,
      segment: { states: ['Adamawa'] },
    });
    const id = created.json().data.id;
    // The first batch of two commits; the second crashes after writing its notices, so it rolls back.
    let batches = 0;
    await expect(
      sendDueMessages(db(), t.clock.now(), {
        batchSize: 2,
        afterBatch: () => {
          batches++;
          if (batches === 2) throw new Error('killed mid-batch');
        },
      }),
    ).rejects.toThrow('killed mid-batch');
    expect(await notificationsOf(id)).toHaveLength(2);
    const [half] = await db().select().from(fundMessages).where(eq(fundMessages.id, id));
    expect(half?.status).toBe('sending');
    // Sending resumes after the cursor, then a second run finds nothing left.
    expect(await sendDueMessages(db(), t.clock.now(), { batchSize: 2 })).toEqual({ messages: 1, members: 3 });
    expect(await sendDueMessages(db(), t.clock.now(), { batchSize: 2 })).toEqual({ messages: 0, members: 0 });
    const written = await notificationsOf(id);
    expect(written.map((n) => n.userId).sort()).toEqual(members.map((m) => m.userId).sort());
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.dedupeKey,
          written.map((n) => `notification:${n.id}`),
        ),
      );
    expect(mails).toHaveLength(5);
    expect(
      await db()
        .select()
        .from(pushOutbox)
        .where(
          inArray(
            pushOutbox.userId,
            members.map((m) => m.userId),
          ),
        ),
    ).toHaveLength(0);
  });

  it('waits for its time: nothing before, sent after; cancelled before it starts, it is never sent', async () => {
    const m = await createMember(t, { user: { address: 'Ilorin, Kwara' } });
    const at = new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString();
    const later = await call('POST', '/admin/messages', {
      subject: 'Later',
      body: 'In two hours.',
      send_at: at,
      segment: { states: ['Kwara'] },
    });
    expect([later.statusCode, later.json().message]).toEqual([200, FUND_MESSAGE_MESSAGES.scheduled]);
    const cancelled = await call('POST', '/admin/messages', {
      subject: 'Never',
      body: 'Cancelled.',
      send_at: at,
      segment: { states: ['Kwara'] },
    });
    const cancel = await call('POST', `/admin/messages/${cancelled.json().data.id}/cancel`);
    expect([cancel.statusCode, cancel.json().data.status]).toEqual([200, 'cancelled']);
    expect((await call('POST', `/admin/messages/${cancelled.json().data.id}/cancel`)).statusCode).toBe(409);

    t.clock.advance(2 * 3_600_000 - 60_000);
    // An operator's session ends after 30 idle minutes: support signs in again.
    support = await createMember(t, { user: { role: 'support', fullName: 'Sola Support' } });
    await sendDueMessages(db(), t.clock.now());
    expect(await notificationsOf(later.json().data.id)).toHaveLength(0);
    t.clock.advance(60_000);
    await sendDueMessages(db(), t.clock.now());
    expect((await notificationsOf(later.json().data.id)).map((n) => n.userId)).toEqual([m.userId]);
    expect(await notificationsOf(cancelled.json().data.id)).toHaveLength(0);
    const sent = await call('POST', `/admin/messages/${later.json().data.id}/cancel`);
    expect([sent.statusCode, sent.json().message]).toEqual([409, FUND_MESSAGE_MESSAGES.notScheduled]);
  });

  it('refuses bad input with a sentence naming it, and changes nothing', async () => {
    const before = await db().select().from(fundMessages);
    const cases: [object, string][] = [
      [{ subject: '', body: 'x', segment: {} }, FUND_MESSAGE_MESSAGES.subject],
      [{ subject: 'x'.repeat(121), body: 'x', segment: {} }, FUND_MESSAGE_MESSAGES.subject],
      [{ subject: 'Hi', body: 'x'.repeat(2001), segment: {} }, FUND_MESSAGE_MESSAGES.body],
      // The app's input guard refuses control characters anywhere, naming the field.
      [
        { subject: 'Hi', body: 'nul\u0000', segment: {} },
        'The body contains a character that is not allowed. Please retype it',
      ],
      [{ subject: 'Hi', body: 'x', segment: { states: ['Atlantis'] } }, FUND_MESSAGE_MESSAGES.segment],
      [{ subject: 'Hi', body: 'x', send_at: 'tomorrow', segment: {} }, FUND_MESSAGE_MESSAGES.sendAt],
      [
        { subject: 'Hi', body: 'x', send_at: '2001-01-01T00:00:00Z', segment: {} },
        FUND_MESSAGE_MESSAGES.sendAt,
      ],
      [{ subject: 'Hi', body: 'x', segment: { states: ['Zamfara'] } }, FUND_MESSAGE_MESSAGES.noMembers],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/admin/messages', payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    expect(await db().select().from(fundMessages)).toHaveLength(before.length);
  });

  it('refuses a member’s token and a finance operator with 403, and lets an admin in', async () => {
    const member = await createMember(t);
    const finance = await createMember(t, { user: { role: 'finance' } });
    const admin = await createMember(t, { user: { role: 'admin' } });
    expect((await call('GET', '/admin/messages', undefined, member.headers)).statusCode).toBe(403);
    expect((await call('POST', '/admin/messages/preview', { segment: {} }, finance.headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/admin/messages', undefined, admin.headers)).statusCode).toBe(200);
  });
});
