import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cards,
  contributionWeeks,
  debitMandates,
  notifications,
  sandboxAuthorizations,
  users,
} from '../../db/schema/index.ts';
import {
  databaseAuthorizationStore,
  SANDBOX_MANDATE_ACCOUNTS,
  SandboxGateway,
  sandboxOf,
} from '../../gateways/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import { weekOf } from '../../test/cycle.ts';
import { joiningTestApp, webhooksDelivered } from '../../test/joining.ts';
import { createMember, signIn } from '../../test/members.ts';
import { debitReference, runAutoDebit } from '../cycle/index.ts';

// A member's weekly contribution debited from their bank account by direct-debit mandate, with the
// sandbox as the provider: the bank page, its webhooks, the profile's calls and the weekly debit.
let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const sandbox = () => sandboxOf(t.app.deps.gateway) as SandboxGateway;

async function member(opts: { card?: boolean; start?: Date } = {}) {
  const start = opts.start ?? t.clock.now();
  t.clock.set(start);
  const m = await createMember(t, { plan: 'SILVER', pays: 'transfer', startedAt: start });
  let headers = m.headers;
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  if (opts.card) {
    const added = await call('POST', '/changecardauthrequest', {
      card_name: 'Ngozi Eze',
      card_number: '4084084084084081',
      card_exp: '12/30',
      card_cvv: '408',
      card_pin: '1234',
      page_response: 4,
    });
    expect(added.statusCode).toBe(200);
    await webhooksDelivered(t);
  }
  return {
    ...m,
    start,
    call,
    /** A fresh session at the clock's now (the clock moves between weeks). */
    async signInAgain() {
      headers = await signIn(t.database.db, m.userId, t.clock.now());
    },
  };
}
type TestMember = Awaited<ReturnType<typeof member>>;

/** The member starts a mandate and answers the sandbox's bank page; answers the reference and where the page sent them. */
async function throughBank(m: TestMember, outcome: 'approve' | 'decline', account = '0123456789') {
  const started = await m.call('POST', '/debitmethod/mandate');
  expect(started.statusCode).toBe(200);
  const { redirect_url, reference } = started.json().data;
  const path = new URL(redirect_url).pathname;
  const page = await t.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Trust Fund asks to debit your bank account for your weekly contribution');
  const answered = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}&bank=058&account=${account}`,
  });
  expect(answered.statusCode).toBe(302);
  return { reference, back: new URL(String(answered.headers.location)) };
}

const debitMethod = async (m: TestMember) => (await m.call('GET', '/debitmethod')).json().data;
const noticesOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, 'debit_method_changed')));

/** Runs the weekly debit at the due time of `week` of the member's cycle. */
async function debitWeek(m: TestMember, week: number) {
  t.clock.set(new Date(weekOf(m.start, week).getTime() + 60_000));
  return runAutoDebit({
    db: t.database.db,
    gateway: t.app.deps.gateway,
    clock: t.clock,
    mailer: t.app.deps.mailer,
  });
}
const weekRow = async (userId: number, week: number) =>
  (
    await t.database.db
      .select()
      .from(contributionWeeks)
      .where(and(eq(contributionWeeks.userId, userId), eq(contributionWeeks.week, week)))
  )[0];

describe('weekly debit from a bank account (direct-debit mandate, sandbox)', () => {
  it('approved at the bank, the mandate becomes active and pays the weekly debit from then on', async () => {
    const m = await member({ start: new Date('2026-05-04T08:00:00Z') });
    expect(await debitMethod(m)).toEqual({ method: null, card: null, mandate: null });
    const { reference, back } = await throughBank(m, 'approve');
    expect(back.pathname).toBe('/profile');
    expect(back.searchParams.get('debit')).toBe('mandate');
    expect(back.searchParams.get('reference')).toBe(reference);
    const returned = await m.call('POST', '/debitmethod/mandate/return', { reference });
    expect(returned.statusCode).toBe(200);
    await webhooksDelivered(t);
    expect(await debitMethod(m)).toMatchObject({
      method: 'mandate',
      card: null,
      mandate: { reference, state: 'active', bank_name: 'Guaranty Trust Bank', account_last4: '6789' },
    });
    expect((await noticesOf(m.userId)).map((n) => n.message)).toEqual([
      'Your weekly contributions will now be debited from your Guaranty Trust Bank account ending 6789.',
    ]);
    await debitWeek(m, 2);
    expect(await weekRow(m.userId, 2)).toMatchObject({
      status: 'paid',
      source: 'mandate',
      reference: debitReference(m.userId, 1, 2),
    });
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('declined at the bank, the mandate ends as not approved and the card keeps paying', async () => {
    const m = await member({ card: true, start: new Date('2026-05-05T08:00:00Z') });
    const { reference } = await throughBank(m, 'decline');
    const returned = await m.call('POST', '/debitmethod/mandate/return', { reference });
    expect(returned.json()).toMatchObject({
      message: 'Not approved at your bank',
      data: {
        method: 'card',
        card: { last4: '4081' },
        mandate: { state: 'ended', ended_reason: 'Not approved at your bank' },
      },
    });
    await webhooksDelivered(t);
    await debitWeek(m, 2);
    expect(await weekRow(m.userId, 2)).toMatchObject({ status: 'paid', source: 'card' });
  });

  it('stays pending approval while the bank has not activated it, and the card pays meanwhile', async () => {
    const m = await member({ card: true, start: new Date('2026-05-06T08:00:00Z') });
    const { reference } = await throughBank(m, 'approve', SANDBOX_MANDATE_ACCOUNTS.slow);
    const returned = await m.call('POST', '/debitmethod/mandate/return', { reference });
    expect(returned.json().message).toBe('Waiting for your bank to approve the weekly debit');
    await webhooksDelivered(t);
    expect(await debitMethod(m)).toMatchObject({
      method: 'card',
      mandate: { state: 'pending', bank_name: 'Guaranty Trust Bank', account_last4: '0008' },
    });
    await debitWeek(m, 2);
    expect(await weekRow(m.userId, 2)).toMatchObject({ status: 'paid', source: 'card' });
  });

  it('a new request replaces one still waiting for the bank, whose authorization is deactivated', async () => {
    const m = await member({ card: true, start: new Date('2026-05-06T10:00:00Z') });
    const first = await throughBank(m, 'approve', SANDBOX_MANDATE_ACCOUNTS.slow);
    await webhooksDelivered(t);
    const second = await throughBank(m, 'approve');
    await webhooksDelivered(t);
    const rows = await t.database.db
      .select()
      .from(debitMandates)
      .where(eq(debitMandates.userId, m.userId))
      .orderBy(debitMandates.id);
    expect(rows).toMatchObject([
      { reference: first.reference, status: 'ended', endedReason: 'Replaced by a newer request' },
      { reference: second.reference, status: 'active' },
    ]);
    expect(rows[0]?.deactivatedAt).not.toBeNull();
    expect(await sandbox().verifyMandate(first.reference)).toMatchObject({ status: 'inactive' });
  });

  it('debits from an account without funds are declined like a card’s: the week is missed with the bank’s words', async () => {
    const m = await member({ start: new Date('2026-05-06T09:00:00Z') });
    await throughBank(m, 'approve', SANDBOX_MANDATE_ACCOUNTS.empty);
    await webhooksDelivered(t);
    expect((await debitMethod(m)).mandate).toMatchObject({ state: 'active', account_last4: '0009' });
    await debitWeek(m, 2);
    expect(await weekRow(m.userId, 2)).toMatchObject({
      status: 'missed',
      source: 'mandate',
      failureReason: 'Insufficient funds',
    });
  });

  it('activates once and charges once however the webhooks are replayed or reordered', async () => {
    const m = await member({ start: new Date('2026-05-07T08:00:00Z') });
    const { reference } = await throughBank(m, 'approve');
    await webhooksDelivered(t);
    // Paystack retries deliveries: the active event twice more, and the created event after it.
    sandbox().replayMandateWebhook(reference, 'active');
    sandbox().replayMandateWebhook(reference, 'created');
    sandbox().replayMandateWebhook(reference, 'active');
    await webhooksDelivered(t);
    await m.call('POST', '/debitmethod/mandate/return', { reference });
    expect((await debitMethod(m)).mandate.state).toBe('active');
    expect(await noticesOf(m.userId)).toHaveLength(1);
    await debitWeek(m, 2);
    await debitWeek(m, 2);
    const charged = await t.database.db
      .select()
      .from(contributionWeeks)
      .where(and(eq(contributionWeeks.userId, m.userId), eq(contributionWeeks.source, 'mandate')));
    expect(charged).toHaveLength(1);
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });

  it('ended by the bank, the mandate stays ended even when an older active event is replayed, and the member is told', async () => {
    const m = await member({ card: true, start: new Date('2026-05-08T08:00:00Z') });
    const { reference } = await throughBank(m, 'approve');
    await webhooksDelivered(t);
    expect((await debitMethod(m)).method).toBe('mandate');
    await sandbox().endMandateAtBank(reference);
    await webhooksDelivered(t);
    sandbox().replayMandateWebhook(reference, 'active');
    sandbox().replayMandateWebhook(reference, 'created');
    await webhooksDelivered(t);
    expect(await debitMethod(m)).toMatchObject({
      method: 'card',
      mandate: { state: 'ended', ended_reason: 'Cancelled at your bank' },
    });
    const told = (await noticesOf(m.userId)).map((n) => n.message);
    expect(told).toHaveLength(2);
    expect(told[1]).toContain('no longer pays your weekly contribution (cancelled at your bank)');
    await debitWeek(m, 2);
    expect(await weekRow(m.userId, 2)).toMatchObject({ status: 'paid', source: 'card' });
  });

  it('switches either way: back to the card ends the mandate at the provider, and a new mandate takes over again', async () => {
    const m = await member({ card: true, start: new Date('2026-05-11T08:00:00Z') });
    const first = await throughBank(m, 'approve');
    await webhooksDelivered(t);
    const [mandate] = await t.database.db
      .select()
      .from(debitMandates)
      .where(eq(debitMandates.reference, first.reference));
    const toCard = await m.call('POST', '/debitmethod/card');
    expect(toCard.statusCode).toBe(200);
    expect(toCard.json()).toMatchObject({
      message: 'Your card now pays your weekly contribution',
      data: { method: 'card', mandate: { state: 'ended', ended_reason: 'You chose your card' } },
    });
    // The provider no longer lets the fund charge the ended mandate.
    const charge = await t.app.deps.gateway.chargeAuthorization({
      reference: `probe-${m.userId}`,
      amountKobo: 100_000n,
      email: m.email,
      authorizationCode: mandate?.authorizationCode as string,
    });
    expect(charge).toMatchObject({ status: 'failed', message: 'Authorization is not active' });
    await debitWeek(m, 2);
    expect(await weekRow(m.userId, 2)).toMatchObject({ status: 'paid', source: 'card' });

    await m.signInAgain();
    const second = await throughBank(m, 'approve');
    await webhooksDelivered(t);
    expect(await debitMethod(m)).toMatchObject({
      method: 'mandate',
      mandate: { reference: second.reference, state: 'active' },
    });
    await debitWeek(m, 3);
    expect(await weekRow(m.userId, 3)).toMatchObject({ status: 'paid', source: 'mandate' });
  });

  it('a card added on /changecard while the bank account pays takes over, and the mandate ends', async () => {
    const m = await member({ start: new Date('2026-05-12T08:00:00Z') });
    await throughBank(m, 'approve');
    await webhooksDelivered(t);
    const added = await m.call('POST', '/changecardauthrequest', {
      card_name: 'Ngozi Eze',
      card_number: '4084084084084081',
      card_exp: '12/30',
      card_cvv: '408',
      card_pin: '1234',
      page_response: 4,
    });
    expect(added.statusCode).toBe(200);
    await webhooksDelivered(t);
    expect(await debitMethod(m)).toMatchObject({
      method: 'card',
      mandate: { state: 'ended', ended_reason: 'You chose your card' },
    });
    const [row] = await t.database.db.select().from(debitMandates).where(eq(debitMandates.userId, m.userId));
    expect(row?.deactivatedAt).not.toBeNull();
  });

  it('refuses what it cannot do in plain words, changing nothing', async () => {
    // No card to go back to.
    const m = await member({ start: new Date('2026-05-13T08:00:00Z') });
    const noCard = await m.call('POST', '/debitmethod/card');
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().message).toBe(
      'Add a card first: your weekly contribution needs a card or a bank account to debit.',
    );
    // A second mandate while one is active.
    await throughBank(m, 'approve');
    await webhooksDelivered(t);
    const again = await m.call('POST', '/debitmethod/mandate');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your bank account already pays your weekly contribution.');
    // No plan to pay.
    const planless = await createMember(t);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/debitmethod/mandate',
      headers: planless.headers,
    });
    expect(start.statusCode).toBe(400);
    expect(start.json().message).toBe('Choose a saving plan first: the weekly debit pays its contributions.');
    // Another member's reference, and none at all.
    const other = await member();
    const mine = (await debitMethod(m)).mandate.reference;
    const theirs = await other.call('POST', '/debitmethod/mandate/return', { reference: mine });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Mandate not found');
    const missing = await other.call('POST', '/debitmethod/mandate/return', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('reference');
    expect(
      await t.database.db.select().from(debitMandates).where(eq(debitMandates.userId, other.userId)),
    ).toEqual([]);
    // A locked member moves no money: no mandate either.
    await t.database.db.update(users).set({ status: 3 }).where(eq(users.id, other.userId));
    expect((await other.call('POST', '/debitmethod/mandate')).statusCode).toBe(403);
    // Signed out.
    expect((await t.app.inject({ method: 'GET', url: '/api/debitmethod' })).statusCode).toBe(401);
  });

  it('keeps the sandbox’s saved cards and mandates across a restart: a new sandbox on the same database charges them', async () => {
    const m = await member({ card: true, start: new Date('2026-05-14T08:00:00Z') });
    await throughBank(m, 'approve');
    await webhooksDelivered(t);
    const [mandate] = await t.database.db
      .select()
      .from(debitMandates)
      .where(eq(debitMandates.userId, m.userId));
    const restarted = new SandboxGateway({
      publicUrl: 'http://localhost:3000',
      deliverWebhook: async () => {},
      now: () => t.clock.now(),
      store: databaseAuthorizationStore(t.database.db),
    });
    const viaMandate = await restarted.chargeAuthorization({
      reference: `restart-dd-${m.userId}`,
      amountKobo: 100_000n,
      email: m.email,
      authorizationCode: mandate?.authorizationCode as string,
    });
    expect(viaMandate.status).toBe('success');
    expect(await restarted.verifyMandate(mandate?.reference as string)).toMatchObject({ status: 'active' });
    // The card saved before the mandate, from the store too.
    const [card] = await t.database.db.select().from(cards).where(eq(cards.userId, m.userId));
    const viaCard = await restarted.chargeAuthorization({
      reference: `restart-card-${m.userId}`,
      amountKobo: 100_000n,
      email: m.email,
      authorizationCode: card?.authorizationCode as string,
    });
    expect(viaCard.status).toBe('success');
    // Nothing of a card number reaches the store.
    const dump = JSON.stringify(await t.database.db.select().from(sandboxAuthorizations));
    expect(dump).not.toContain('4084084084084081');
  });
});
