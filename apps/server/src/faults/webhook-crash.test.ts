import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.ts';
import { type Database, migrate } from '../db/client.ts';
import { journalEntries, paymentEvents, payments } from '../db/schema/index.ts';
import { signWebhook } from '../gateways/webhook-signature.ts';
import { checkLedger } from '../ledger/index.ts';
import { recordPayment } from '../modules/payments/index.ts';
import { crashWorld } from '../test/crash-world.ts';
import { createMember } from '../test/members.ts';
import type { ServerProcess } from '../test/server-process.ts';

/**
 * The server killed (SIGKILL) in the middle of a burst of charge.success webhooks, each sent twice
 * at once, and of the members' browsers returning from the checkout (the payment return), then started again while the provider sends again every webhook that got no 200: every
 * payment is settled once and posted once (after the payment-events sweep, which a live fund's scheduler
 * runs every minute, for any event whose work failed), and the ledger balances. The fake Paystack answers each
 * verify in 100 ms so the kill lands with webhooks in flight.
 */
const SECRET = 'sk_test_crash_webhooks';
const PAYMENTS = 30;
const crash = crashWorld({ secret: SECRET });
beforeAll(() => {
  crash.fake.verifyDelayMs = 100;
});

/** Save More payments members have paid on the checkout page; only the webhooks are left to arrive. */
async function paidCheckouts(database: Database): Promise<{ references: string[]; tokens: string[] }> {
  const clock = new ManualClock(new Date());
  const references: string[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const m = await createMember({ database, clock }, { plan: 'SILVER' });
    const p = await recordPayment(database.db, {
      purpose: 'save-more',
      userId: m.userId,
      membershipId: m.membershipId,
      method: 'checkout',
      gateway: 'paystack',
      amountKobo: 100_000n,
      now: clock.now(),
    });
    crash.fake.transactions.set(p.reference, {
      amount: 100_000,
      status: 'success',
      email: m.email,
      channel: 'card',
    });
    references.push(p.reference);
    tokens.push(m.token);
  }
  return { references, tokens };
}

/** The member's browser back from the checkout page (Save More's payment return). */
async function paymentReturn(s: ServerProcess, reference: string, token: string): Promise<number> {
  try {
    const res = await fetch(`${s.url}/api/usermakeupfrontcontributioncallback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken: token },
      body: JSON.stringify({ reference }),
    });
    return res.status;
  } catch {
    return 0;
  }
}

/** Paystack's delivery of one webhook: true when it got 200 (else it sends it again later). */
async function deliver(s: ServerProcess, reference: string): Promise<boolean> {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { reference, amount: 100_000, currency: 'NGN' },
  });
  try {
    const res = await fetch(`${s.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(body, SECRET) },
      body,
    });
    return res.status === 200;
  } catch {
    return false;
  }
}

describe('the server killed in the middle of a burst of webhooks and payment returns', () => {
  it('settles and posts every payment once after the restart and the provider sending again', async () => {
    // Each payment: two copies of its webhook and the member's return, all at once.
    let database = await crash.db.open();
    await migrate(database);
    const { references, tokens } = await paidCheckouts(database);
    if (crash.db.embedded) await database.close();

    const first = await crash.start();
    const answered = new Set<string>();
    const webhook = async (ref: string) => {
      if (await deliver(first, ref)) answered.add(ref);
    };
    const burst = references.flatMap((ref, i) => [
      webhook(ref),
      webhook(ref),
      paymentReturn(first, ref, tokens[i] as string),
    ]);
    const end = Date.now() + 60_000;
    while (answered.size < PAYMENTS / 4 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    await first.kill();
    await Promise.all(burst);
    expect(answered.size).toBeGreaterThan(0);
    expect(answered.size).toBeLessThan(PAYMENTS); // the kill landed in the middle

    // The manual clock only for its run-job route: the payment-events sweep a live fund's scheduler runs.
    const server = await crash.start({ TEST_MANUAL_CLOCK: '1' });
    // Paystack sends again what got no 200, and (as it may) some that did.
    const again = await Promise.all(references.map((ref) => deliver(server, ref)));
    expect(again.every(Boolean)).toBe(true);
    // Every minute a live fund's sweep works again any event whose work failed (on a loaded machine a
    // database connection or the provider's answer can time out): run it as the scheduler would.
    const swept = await server.post('/api/test/run-job', { name: 'payment-webhook-events' });
    expect(swept.status).toBe(200);
    const output = server.output();
    await crash.stop();

    if (crash.db.embedded) database = await crash.db.open();
    try {
      const rows = await database.db.select().from(payments).where(inArray(payments.reference, references));
      // What went wrong, when something did: each event's last error and the server's own words.
      const events = await database.db
        .select({
          reference: paymentEvents.reference,
          attempts: paymentEvents.attempts,
          lastError: paymentEvents.lastError,
          processedAt: paymentEvents.processedAt,
        })
        .from(paymentEvents)
        .where(inArray(paymentEvents.reference, references));
      expect(
        rows.map((r) => r.status),
        `events: ${JSON.stringify(events.filter((e) => !e.processedAt))}\nserver: ${output.slice(-4000)}`,
      ).toEqual(references.map(() => 'success'));
      const posted = await database.db
        .select()
        .from(journalEntries)
        .where(and(inArray(journalEntries.idempotencyKey, references), eq(journalEntries.kind, 'save-more')));
      expect(posted).toHaveLength(PAYMENTS);
      expect((await checkLedger(database.db)).ok).toBe(true);
    } finally {
      await database.close();
    }
  }, 600_000);
});
