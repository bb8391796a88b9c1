import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, contributionWeeks, journalEntries } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import { jobDeps, weekOf } from '../../test/cycle.ts';
import type { FakePaystack } from '../../test/fake-paystack.ts';
import { paystackTestApp } from '../../test/joining.ts';
import { createMember } from '../../test/members.ts';
import { debitReference, runAutoDebit, STALE_CHARGE_MS } from './debit.ts';

// The weekly debit charging a saved card through the Paystack adapter, against the fake Paystack.
let t: Awaited<ReturnType<typeof paystackTestApp>>;
let fake: FakePaystack;
beforeAll(async () => {
  t = await paystackTestApp('sk_test_weekly_debit_paystack');
  fake = t.fake;
});
// Stops the app and the fake Paystack (which fails it if any request broke Paystack's rules).
afterAll(() => t.close());

/** A SILVER member from `start` with the fake Paystack's card saved, whom the debit charges. */
async function cardMember(start: Date) {
  const m = await createMember(t, { plan: 'SILVER', startedAt: start });
  await t.database.db.insert(cards).values({
    userId: m.userId,
    gateway: 'paystack',
    authorizationCode: fake.authorization.authorization_code,
    last4: '4081',
    brand: 'visa',
    expMonth: '12',
    expYear: '30',
    createdAt: start,
  });
  return m;
}

const deps = () => jobDeps(t.database.db, t.app.deps.gateway, t.clock, t.app.deps.mailer);
const weekOfMember = async (userId: number, week: number) =>
  (await t.database.db.select().from(contributionWeeks).where(eq(contributionWeeks.userId, userId))).find(
    (w) => w.week === week,
  );
const chargesOf = (reference: string) =>
  fake.requests.filter(
    (r) => r.path === '/transaction/charge_authorization' && r.body.reference === reference,
  );
const entriesUnder = (keys: string[]) =>
  t.database.db.select().from(journalEntries).where(inArray(journalEntries.idempotencyKey, keys));

describe('the weekly debit’s references at Paystack', () => {
  it('sends every charge of a run under a reference Paystack takes (letters, digits, -, ., =), one per member and week', async () => {
    const start = new Date('2026-04-06T08:00:00Z');
    const members = [await cardMember(start), await cardMember(start), await cardMember(start)];
    t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
    const run = await runAutoDebit(deps());
    expect(run).toMatchObject({ missed: 0, pending: 0, errors: 0 });
    const sent = fake.requests
      .filter((r) => r.path === '/transaction/charge_authorization')
      .map((r) => String(r.body.reference))
      .filter((ref) => members.some((m) => ref.startsWith(`WD-${m.userId}-`)));
    expect(sent.sort()).toEqual(members.map((m) => `WD-${m.userId}-1-2`).sort());
    for (const ref of sent) expect(ref).toMatch(/^[A-Za-z0-9.=-]+$/);
    // The same reference is the ledger's key and the row's: what support finds at Paystack.
    expect((await entriesUnder(sent)).map((e) => e.idempotencyKey).sort()).toEqual([...sent].sort());
    expect(fake.violations).toEqual([]);
  });

  it('verifies an attempt a previous release recorded under weekly-debit:…, finds the charge and posts it once under that reference', async () => {
    const start = new Date('2026-04-13T08:00:00Z');
    const m = await cardMember(start);
    const old = `weekly-debit:${m.userId}:1-2`;
    t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
    await t.database.db.insert(contributionWeeks).values({
      userId: m.userId,
      membershipId: m.membershipId,
      cycleNumber: 1,
      week: 2,
      dueAt: weekOf(start, 2),
      amountKobo: 100_000n,
      status: 'charging',
      source: 'card',
      reference: old,
      attemptedAt: t.clock.now(),
    });
    // The charge was taken under the old reference (a provider that held it); the process stopped.
    fake.transactions.set(old, { amount: 100_000, status: 'success', email: m.email });
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(deps());
    await runAutoDebit(deps());
    expect(await weekOfMember(m.userId, 2)).toMatchObject({ status: 'paid', reference: old });
    expect(chargesOf(old)).toHaveLength(0);
    expect(chargesOf(debitReference(m.userId, 1, 2))).toHaveLength(0);
    expect((await entriesUnder([old])).length).toBe(1);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });

  it('moves an attempt of a previous release that Paystack never took to the period’s reference, and charges it once', async () => {
    const start = new Date('2026-04-20T08:00:00Z');
    const m = await cardMember(start);
    const old = `weekly-debit:${m.userId}:1-2`;
    t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
    await t.database.db.insert(contributionWeeks).values({
      userId: m.userId,
      membershipId: m.membershipId,
      cycleNumber: 1,
      week: 2,
      dueAt: weekOf(start, 2),
      amountKobo: 100_000n,
      status: 'charging',
      source: 'card',
      reference: old,
      attemptedAt: t.clock.now(),
    });
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(deps());
    await runAutoDebit(deps());
    const now = debitReference(m.userId, 1, 2);
    // Verified under the stored reference first (Paystack holds nothing), then charged once under the new one.
    expect(fake.requests.some((r) => r.path === `/transaction/verify/${encodeURIComponent(old)}`)).toBe(true);
    expect(chargesOf(old)).toHaveLength(0);
    expect(chargesOf(now)).toHaveLength(1);
    expect(await weekOfMember(m.userId, 2)).toMatchObject({ status: 'paid', reference: now });
    expect((await entriesUnder([old, now])).map((e) => e.idempotencyKey)).toEqual([now]);
    const weeks = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(and(eq(contributionWeeks.userId, m.userId), eq(contributionWeeks.week, 2)));
    expect(weeks).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });
});

describe('a weekly debit Paystack is still processing', () => {
  it('is verified, not taken for a decline when its retry is refused as a duplicate reference, and is posted once', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const m = await createMember(t, { plan: 'SILVER', startedAt: start });
    await t.database.db.insert(cards).values({
      userId: m.userId,
      gateway: 'paystack',
      authorizationCode: fake.authorization.authorization_code,
      last4: '4081',
      brand: 'visa',
      expMonth: '12',
      expYear: '30',
      createdAt: start,
    });
    const deps = jobDeps(t.database.db, t.app.deps.gateway, t.clock, t.app.deps.mailer);
    const weekTwo = async () =>
      (
        await t.database.db.select().from(contributionWeeks).where(eq(contributionWeeks.userId, m.userId))
      ).find((w) => w.week === 2);
    const ref = debitReference(m.userId, 1, 2);
    const charges = () =>
      fake.requests.filter((r) => r.path === '/transaction/charge_authorization' && r.body.reference === ref);

    // Paystack takes the charge in, but its answer never arrives.
    fake.chargesProcessing = true;
    t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
    await runAutoDebit(deps);
    fake.chargesProcessing = false;
    expect((await weekTwo())?.status).toBe('charging');

    // The next run verifies it (still processing), tries the same reference again, and Paystack
    // answers "Duplicate Transaction Reference": the week stays open, neither missed nor charged twice.
    t.clock.advance(STALE_CHARGE_MS + 1000);
    const retried = await runAutoDebit(deps);
    expect(charges()).toHaveLength(2);
    expect(retried).toMatchObject({ missed: 0, pending: 1 });
    expect(await weekTwo()).toMatchObject({ status: 'charging', failureReason: null });

    // Paystack finishes the charge: the following run finds it by verifying and posts it once.
    fake.pay(ref);
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(deps);
    await runAutoDebit(deps);
    expect((await weekTwo())?.status).toBe('paid');
    expect(charges()).toHaveLength(2);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });
});
