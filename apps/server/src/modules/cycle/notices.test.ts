import { ACCOUNT_LOCKED } from '@trust/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, notifications, pushOutbox, pushSubscriptions } from '../../db/schema/index.ts';
import { deliverDueMail } from '../../mail/queue.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';
import { notifyMember, notifyMembers, onCommittedNotification } from '../notifications/index.ts';
import { setPreference } from '../notifications/preferences.ts';
import { listNotifications } from '../notifications/service.ts';
import { noticeLocked, noticeMissed } from './notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs the mail-outbox job once, as it runs every minute. */
const sendQueuedMail = () =>
  deliverDueMail(
    { db: t.database.db, mailer: t.app.deps.mailer, publicUrl: 'http://localhost:3000' },
    t.clock.now(),
  );

describe('what a member is told', () => {
  it('names a monthly saver’s missed period as a monthly contribution, with the amount and the reason', async () => {
    const m = await createMember(t, {
      plan: 'FLEXI',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    await t.database.db.transaction((tx) =>
      noticeMissed(
        tx,
        { userId: m.userId, frequency: 'Monthly' },
        { week: 2, amountKobo: 2_000_000n, reason: 'Insufficient funds' },
        t.clock.now(),
      ),
    );
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({ key: 'missed_contribution', subject: 'Missed contribution' });
    expect(inApp?.message).toContain(
      'We could not collect your monthly contribution of ₦20,000 (week 2): Insufficient funds.',
    );
  });

  it('tells a weekly saver the week missed, how to make it up and that four in a row lock the account, by queued email', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    await t.database.db.transaction((tx) =>
      noticeMissed(
        tx,
        { userId: m.userId, frequency: 'Weekly' },
        { week: 5, amountKobo: 500_000n, reason: 'Declined' },
        t.clock.now(),
      ),
    );
    const message =
      'We could not collect your weekly contribution of ₦5,000 (week 5): Declined. ' +
      'Pay it within 4 weeks (Save More or a bank transfer with your TFP as narration) to keep your standing. ' +
      'Four missed weeks in a row lock your account.';
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({ key: 'missed_contribution', message });
    // The email waits in the queue until the mail-outbox job sends it.
    expect(t.lastMailTo(m.email)).toBeUndefined();
    await sendQueuedMail();
    const mail = t.lastMailTo(m.email);
    expect(mail?.subject).toBe('Trust Fund: Missed contribution');
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('/savemore');
  });

  it('tells a locked member why, in the app and by email even when they turned failed-debit emails off', async () => {
    const m = await createMember(t, {
      plan: 'GOLD',
      startedAt: new Date('2026-06-01T08:00:00Z'),
      pays: 'transfer',
    });
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/notificationpreferences',
      headers: m.headers,
      payload: { kind: 'missed_contribution', email: false },
    });
    expect(off.statusCode).toBe(200);
    await t.database.db.transaction(async (tx) => {
      await noticeMissed(
        tx,
        { userId: m.userId, frequency: 'Weekly' },
        { week: 8, amountKobo: 500_000n, reason: 'Declined' },
        t.clock.now(),
      );
      await noticeLocked(tx, { userId: m.userId }, t.clock.now());
    });
    const [inApp] = await listNotifications(t.database.db, m.userId);
    expect(inApp).toMatchObject({
      key: 'account_locked',
      subject: 'Account locked',
      message: ACCOUNT_LOCKED,
    });
    await sendQueuedMail();
    const mails = t.outbox().filter((x) => x.to === m.email);
    expect(mails.map((x) => x.subject)).toEqual(['Trust Fund: Account locked']);
    expect(mails[0]?.text).toContain(ACCOUNT_LOCKED);
  });
});

describe('telling many members at once', () => {
  /**
   * Three members per kind: one with the default choices and no browser, one with two subscribed
   * browsers and emails of the kind off, one subscribed with pushes of the kind off.
   */
  async function world(kind: string) {
    const now = t.clock.now();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await createMember(t, { plan: 'GOLD', startedAt: new Date('2026-06-01T08:00:00Z') });
      ids.push(m.userId);
      if (i > 0) {
        for (let b = 0; b < (i === 1 ? 2 : 1); b++) {
          await t.database.db.insert(pushSubscriptions).values({
            userId: m.userId,
            endpoint: `https://push.example/${m.userId}/${b}`,
            p256dh: 'key',
            auth: 'auth',
            createdAt: now,
            updatedAt: now,
          });
        }
      }
      if (i === 1) await setPreference(t.database.db, m.userId, kind as never, { email: false }, now);
      if (i === 2) await setPreference(t.database.db, m.userId, kind as never, { push: false }, now);
    }
    return ids;
  }

  /** What was written for the members, with ids and the members' own details replaced by their place. */
  async function written(ids: number[]) {
    const db = t.database.db;
    const place = (id: number | null) => ids.indexOf(id as number);
    const notes = await db.select().from(notifications).where(inArray(notifications.userId, ids));
    const noteOf = new Map(notes.map((n) => [n.id, place(n.userId)]));
    const pushes = await db.select().from(pushOutbox).where(inArray(pushOutbox.userId, ids));
    const mails = await db.select().from(mailOutbox).where(inArray(mailOutbox.userId, ids));
    const subs = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids));
    const subOf = new Map(subs.map((s) => [s.id, s.endpoint.split('/').pop()]));
    const byKey = (key: string) => {
      const [, note, sub] = key.split(':');
      return `notification:${noteOf.get(Number(note))}${sub ? `:${subOf.get(Number(sub))}` : ''}`;
    };
    return {
      notifications: notes
        .map(({ id: _, userId, ...n }) => ({ ...n, member: place(userId) }))
        .sort((a, b) => a.member - b.member),
      pushes: pushes
        .map(({ id: _, subscriptionId: __, userId, dedupeKey, ...p }) => ({
          ...p,
          member: place(userId),
          dedupeKey: byKey(dedupeKey),
        }))
        .sort((a, b) => a.dedupeKey.localeCompare(b.dedupeKey)),
      mails: mails
        .map(({ id: _, userId, to, dedupeKey, ...m }) => ({
          ...m,
          member: place(userId),
          to: to.replace(/\d+/, ''),
          dedupeKey: byKey(dedupeKey),
        }))
        .sort((a, b) => a.member - b.member),
    };
  }

  for (const kind of ['missed_contribution', 'cashout_requested', 'cycle_rolled_over'] as const) {
    it(`writes for ${kind} what notifyMember writes for each member: the notice, pushes by choice, emails by choice`, async () => {
      const one = await world(kind);
      const many = await world(kind);
      const at = t.clock.now();
      const notice = (memberId: number) => ({ memberId, subject: 'Subject', message: `Message ${kind}` });
      await t.database.db.transaction(async (tx) => {
        for (const id of one) await notifyMember(tx, { ...notice(id), kind, at });
      });
      // Each member's open app hears that their count changed, once the transaction commits.
      const heard = new Set<number>();
      const stop = await onCommittedNotification(
        t.database,
        (id) => heard.add(id),
        () => {},
      );
      await t.database.db.transaction((tx) => notifyMembers(tx, kind, many.map(notice), at));
      await vi.waitFor(() =>
        expect([...heard].filter((id) => many.includes(id)).sort()).toEqual([...many].sort()),
      );
      await stop();
      const a = await written(one);
      const b = await written(many);
      expect(b).toEqual(a);
      expect(a.pushes.length).toBe(2);
      expect(a.mails.map((m) => m.member)).toEqual([0, 2]);
    });
  }
});
