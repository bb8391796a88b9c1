import { existsSync } from 'node:fs';
import { PUSH_MESSAGES } from '@trust/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, pushKeys, pushOutbox, pushSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDatabaseKind } from '../../test/database.ts';
import { holdRows } from '../../test/locks.ts';
import { createMember } from '../../test/members.ts';
import { startPushService } from '../../test/push-service.ts';
import { notify } from '../notifications/index.ts';
import { deliverDuePush } from './outbox.ts';
import { legacyVapidFile, type VapidKeys, vapidKeys } from './vapid.ts';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let vapid: VapidKeys;
beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService();
  vapid = await vapidKeys(t.database.db, t.app.deps.config);
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const subscribe = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/subscribe', headers, payload: payload as object });
const subscriptionsOf = (userId: number) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const deliver = () => deliverDuePush({ db: t.database.db, vapid, agent: service.agent }, t.clock.now());

describe(`web push (${testDatabaseKind()})`, () => {
  it('made the key pair on first start, keeps it in the database, and hands out only the public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pushkey' });
    expect(res.statusCode).toBe(200);
    const key = res.json().data.public_key;
    // An uncompressed P-256 point, as pushManager.subscribe expects.
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const stored = await t.database.db.select().from(pushKeys);
    expect(stored.map((k) => k.publicKey)).toEqual([key]);
    expect(JSON.stringify(res.json())).not.toContain(vapid.privateKey);
    // Nothing on this instance's disk: every instance reads the database's pair.
    expect(existsSync(legacyVapidFile(t.dataDir))).toBe(false);
  });

  it('stores a browser’s subscription (200), answers 304 when it is sent again, and moves it to whoever signs in next', async () => {
    const m = await createMember(t);
    const browser = service.browser();
    const first = await subscribe(m.headers, browser.subscription);
    expect([first.statusCode, first.json().message]).toEqual([200, PUSH_MESSAGES.subscribed]);
    const again = await subscribe(m.headers, { ...browser.subscription, expirationTime: null });
    expect(again.statusCode).toBe(304);
    expect(await subscriptionsOf(m.userId)).toHaveLength(1);

    const other = await createMember(t);
    expect((await subscribe(other.headers, browser.subscription)).statusCode).toBe(200);
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
    expect(await subscriptionsOf(other.userId)).toHaveLength(1);

    const off = await t.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: other.headers,
      payload: { endpoint: browser.subscription.endpoint },
    });
    expect([off.statusCode, off.json().message]).toEqual([200, PUSH_MESSAGES.unsubscribed]);
    expect(await subscriptionsOf(other.userId)).toHaveLength(0);
  });

  it.each([
    ['an endpoint that is not https', { endpoint: 'http://push.example/1' }, PUSH_MESSAGES.endpoint],
    ['no endpoint', { endpoint: undefined }, PUSH_MESSAGES.endpoint],
    ['no keys', { keys: undefined }, PUSH_MESSAGES.keys],
    ['a key that is not base64url', { keys: { p256dh: 'not base64!', auth: 'abc' } }, PUSH_MESSAGES.keys],
  ])('refuses %s with a plain message and stores nothing', async (_name, patch, message) => {
    const m = await createMember(t);
    const res = await subscribe(m.headers, { ...service.browser().subscription, ...patch });
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await subscribe({}, service.browser().subscription);
    expect(res.statusCode).toBe(401);
  });

  it('pushes a new notification to each subscribed browser, encrypted for it, and opens its page on click', async () => {
    const m = await createMember(t);
    const phone = service.browser();
    const laptop = service.browser();
    await subscribe(m.headers, phone.subscription);
    await subscribe(m.headers, laptop.subscription);
    const before = service.received.length;
    await t.database.db.transaction((tx) =>
      notify(tx, m.userId, 'Payout sent', '₦50,000 was sent to your bank.', {
        key: 'payout_sent',
        at: t.clock.now(),
      }),
    );
    // Nothing is sent by the change itself: the push-outbox job sends it.
    expect(service.received.length).toBe(before);
    expect(await deliver()).toMatchObject({ pushed: 2 });
    const got = service.received.slice(before);
    expect(got.map((p) => p.path).sort()).toEqual(
      [phone, laptop].map((b) => new URL(b.subscription.endpoint).pathname).sort(),
    );
    const push = got.find((p) => p.path === new URL(phone.subscription.endpoint).pathname);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push?.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    expect(phone.read(push as NonNullable<typeof push>)).toEqual({
      title: 'Payout sent',
      body: '₦50,000 was sent to your bank.',
      url: '/transactions',
    });
    // Sent once: the next run finds nothing due.
    expect(await deliver()).toMatchObject({ pushed: 0 });
  });

  it('removes a subscription the push service says is gone (410), and retries after other failures', async () => {
    const m = await createMember(t);
    const gone = service.browser();
    const busy = service.browser();
    await subscribe(m.headers, gone.subscription);
    await subscribe(m.headers, busy.subscription);
    service.answer(gone, 410);
    service.answer(busy, 503);
    await t.database.db.transaction((tx) =>
      notify(tx, m.userId, 'Loan approved', 'Your loan is approved.', {
        key: 'loan_decision',
        at: t.clock.now(),
      }),
    );
    expect(await deliver()).toMatchObject({ gone: 1, failed: 1 });
    const left = await subscriptionsOf(m.userId);
    expect(left.map((s) => s.endpoint)).toEqual([busy.subscription.endpoint]);
    const [waiting] = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, m.userId));
    expect(waiting).toMatchObject({ status: 'pending', lastError: 'push service answered 503' });
    // A minute later it is tried again and goes through.
    service.answer(busy, 201);
    t.clock.advance(61_000);
    expect(await deliver()).toMatchObject({ pushed: 1 });
    const [sent] = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, m.userId));
    expect(sent).toMatchObject({ status: 'sent', lastError: null });
  });

  it('pushes a notice of no listed kind to open the notifications list, and notify() mails nothing', async () => {
    const m = await createMember(t);
    const browser = service.browser();
    await subscribe(m.headers, browser.subscription);
    const before = service.received.length;
    await notify(t.database.db, m.userId, 'Hello', 'A word from the fund.', { at: t.clock.now() });
    await notify(t.database.db, m.userId, 'Payment received', 'Thank you.', {
      key: 'payment_received',
      at: t.clock.now(),
    });
    expect(await deliver()).toMatchObject({ pushed: 2 });
    const urls = service.received.slice(before).map((p) => (browser.read(p) as { url: string }).url);
    expect(urls.sort()).toEqual(['/notifications', '/transactions']);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, m.userId))).toEqual([]);
  });

  it('removes a subscription the push service says is not found (404)', async () => {
    const m = await createMember(t);
    const lost = service.browser();
    await subscribe(m.headers, lost.subscription);
    service.answer(lost, 404);
    await notify(t.database.db, m.userId, 'Loan approved', 'Your loan is approved.', {
      key: 'loan_decision',
      at: t.clock.now(),
    });
    expect(await deliver()).toEqual({ pushed: 0, failed: 0, gone: 1, dead: 0 });
    expect(await subscriptionsOf(m.userId)).toHaveLength(0);
    expect(await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, m.userId))).toHaveLength(
      0,
    );
  });

  it('retries a failing push after 1, 5, 15 and 60 minutes, and after its fifth try keeps it dead with its error, logged', async () => {
    const m = await createMember(t);
    const busy = service.browser();
    await subscribe(m.headers, busy.subscription);
    service.answer(busy, 503);
    await notify(t.database.db, m.userId, 'Payout sent', 'Sent.', { key: 'payout_sent', at: t.clock.now() });
    const log = { warn: vi.fn(), error: vi.fn() };
    const run = () => deliverDuePush({ db: t.database.db, vapid, agent: service.agent, log }, t.clock.now());
    const row = async () =>
      (await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, m.userId)))[0];
    const error = 'push service answered 503';
    for (const [attempts, delay] of [
      [1, 60_000],
      [2, 5 * 60_000],
      [3, 15 * 60_000],
      [4, 60 * 60_000],
    ] as const) {
      const at = t.clock.now();
      expect(await run()).toEqual({ pushed: 0, failed: 1, gone: 0, dead: 0 });
      const p = await row();
      expect(p).toMatchObject({ status: 'pending', attempts, lastError: error });
      expect(p?.nextAttemptAt.getTime()).toBe(at.getTime() + delay);
      expect(log.warn).toHaveBeenLastCalledWith(
        { pushId: p?.id, attempts, error },
        'push not sent; will retry',
      );
      // Not due a millisecond before its time.
      t.clock.advance(delay - 1);
      expect(await run()).toEqual({ pushed: 0, failed: 0, gone: 0, dead: 0 });
      t.clock.advance(1);
    }
    const last = t.clock.now();
    expect(await run()).toEqual({ pushed: 0, failed: 0, gone: 0, dead: 1 });
    const p = await row();
    expect(p).toMatchObject({ status: 'dead', attempts: 5, lastError: error });
    // Kept as claimed (five minutes on), never due again.
    expect(p?.nextAttemptAt.getTime()).toBe(last.getTime() + 5 * 60_000);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      { pushId: p?.id, attempts: 5, error },
      'push dead after its last try',
    );
    expect(log.warn).toHaveBeenCalledTimes(4);
    t.clock.advance(24 * 60 * 60_000);
    expect(await run()).toEqual({ pushed: 0, failed: 0, gone: 0, dead: 0 });
  });

  it('gives up on a push service that never answers after the time allowed, and retries the push later', async () => {
    const m = await createMember(t);
    const silent = service.browser();
    await subscribe(m.headers, silent.subscription);
    service.hang(silent);
    await notify(t.database.db, m.userId, 'Payout sent', 'Sent.', { key: 'payout_sent', at: t.clock.now() });
    const at = t.clock.now();
    const started = Date.now();
    // Well below the 10 seconds a push is given by default: the time a caller gives is the one kept.
    const result = await deliverDuePush({ db: t.database.db, vapid, agent: service.agent }, t.clock.now(), {
      timeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toEqual({ pushed: 0, failed: 1, gone: 0, dead: 0 });
    const [p] = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, m.userId));
    expect(p).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Socket timeout' });
    expect(p?.nextAttemptAt.getTime()).toBe(at.getTime() + 60_000);
  });

  // Two deliveries at once exist only on PostgreSQL: the embedded database runs one transaction at a
  // time, so there a second delivery can only come after the first committed its claim.
  if (testDatabaseKind() === 'postgres')
    it('leaves a push another delivery has claimed to it, without waiting for that delivery to end', async () => {
      const m = await createMember(t);
      const browser = service.browser();
      await subscribe(m.headers, browser.subscription);
      await notify(t.database.db, m.userId, 'Payout sent', 'Sent.', {
        key: 'payout_sent',
        at: t.clock.now(),
      });
      const pushesTo = () =>
        service.received.filter((r) => r.path === new URL(browser.subscription.endpoint).pathname);
      const [p] = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, m.userId));
      // Another instance's delivery holds the row (its claim not yet committed).
      const other = await holdRows(
        t.database,
        sql`select id from push_outbox where id = ${p?.id ?? 0} for update`,
      );
      // This delivery skips it at once: a delivery that waited would never end while the other holds it.
      const answer = await Promise.race([
        deliver(),
        new Promise((r) => setTimeout(() => r('still waiting'), 5_000)),
      ]);
      await other.release(0);
      expect(answer).toMatchObject({ pushed: 0 });
      expect(pushesTo()).toHaveLength(0);
      // Once the other lets go, the push is delivered (once).
      expect(await deliver()).toMatchObject({ pushed: 1 });
      expect(pushesTo()).toHaveLength(1);
    });

  it('takes a member’s new keys for a browser already subscribed (200), and answers 404 for one that is not', async () => {
    const m = await createMember(t);
    const browser = service.browser();
    await subscribe(m.headers, browser.subscription);
    const other = service.browser();
    for (const keys of [
      { p256dh: other.subscription.keys.p256dh, auth: browser.subscription.keys.auth },
      other.subscription.keys,
    ]) {
      const res = await subscribe(m.headers, { endpoint: browser.subscription.endpoint, keys });
      expect(res.statusCode).toBe(200);
      const [stored] = await subscriptionsOf(m.userId);
      expect([stored?.p256dh, stored?.auth]).toEqual([keys.p256dh, keys.auth]);
    }
    const off = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/unsubscribe',
        headers: m.headers,
        payload: { endpoint: browser.subscription.endpoint },
      });
    expect((await off()).statusCode).toBe(200);
    const again = await off();
    expect([again.statusCode, again.json().message]).toEqual([404, PUSH_MESSAGES.notSubscribed]);
  });

  it('does not push a kind the member turned push off for, nor a notice repeated under the same key', async () => {
    const m = await createMember(t);
    const browser = service.browser();
    await subscribe(m.headers, browser.subscription);
    const choice = await t.app.inject({
      method: 'POST',
      url: '/api/notificationpreferences',
      headers: m.headers,
      payload: { kind: 'payment_received', push: false },
    });
    expect(choice.json().message).toBe('These notifications will no longer come as push notifications');
    const row = choice.json().data.preferences.find((p: { kind: string }) => p.kind === 'payment_received');
    expect(row).toMatchObject({ email: true, push: false });
    const at = t.clock.now();
    await notify(t.database.db, m.userId, 'Payment received', 'Thank you.', { key: 'payment_received', at });
    for (let i = 0; i < 2; i++) {
      await notify(t.database.db, m.userId, 'Payout sent', 'Sent.', {
        key: 'payout_sent',
        at,
        dedupeKey: 'payout:9',
      });
    }
    const queued = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, m.userId));
    expect(queued.map((q) => q.title)).toEqual(['Payout sent']);
  });
});
