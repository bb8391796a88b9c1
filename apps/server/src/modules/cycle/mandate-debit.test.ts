import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debitMandates } from '../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import type { TestApp } from '../../test/app.ts';
import { type CycleHelpers, cycleTestApp, weekOf } from '../../test/cycle.ts';
import { createMember } from '../../test/members.ts';
import type { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { debitReference, runAutoDebit, STALE_CHARGE_MS } from './debit.ts';

// The weekly debit of a member whose bank account pays by direct-debit mandate: the same run, batches,
// retries and crash recovery as a card's, only the authorization charged differs.
let t: TestApp;
let gateway: ScriptedGateway;
let h: CycleHelpers;
beforeAll(async () => ({ t, gateway, h } = await cycleTestApp()));
afterAll(() => t.close());

/** Gives the member a mandate in `status`, its authorization one the provider can charge. */
async function giveMandate(userId: number, status: 'pending' | 'active' | 'ended' = 'active') {
  const code = await gateway.newAuthorization();
  const [row] = await t.database.db
    .insert(debitMandates)
    .values({
      userId,
      gateway: 'sandbox',
      reference: `dd-${userId}-${code}`,
      status,
      authorizationCode: code,
      bankName: 'Guaranty Trust Bank',
      accountLast4: '6789',
      createdAt: t.clock.now(),
    })
    .returning();
  return row as typeof debitMandates.$inferSelect;
}

/** Every authorization the provider is asked to charge, by reference. */
function watchCharges() {
  const asked = new Map<string, string[]>();
  const charge = gateway.chargeAuthorization.bind(gateway);
  gateway.chargeAuthorization = (input) => {
    asked.set(input.reference, [...(asked.get(input.reference) ?? []), input.authorizationCode]);
    return charge(input);
  };
  return asked;
}

describe('the weekly debit from a bank account (direct-debit mandate)', () => {
  it('charges the active mandate instead of the card, posts it once, and records the week as paid by mandate', async () => {
    const start = new Date('2026-04-06T08:00:00Z');
    t.clock.set(start);
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const mandate = await giveMandate(m.userId);
    const asked = watchCharges();
    await h.runAt(start, 2);
    await h.runAt(start, 2);
    const ref = debitReference(m.userId, 1, 2);
    expect(asked.get(ref)).toEqual([mandate.authorizationCode]);
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({
      status: 'paid',
      source: 'mandate',
      reference: ref,
    });
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it('charges the card while the mandate waits for the bank, and never an ended mandate', async () => {
    const start = new Date('2026-04-07T08:00:00Z');
    t.clock.set(start);
    const waiting = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const pending = await giveMandate(waiting.userId, 'pending');
    const ended = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const over = await giveMandate(ended.userId, 'ended');
    const asked = watchCharges();
    await h.runAt(start, 2);
    for (const [member, mandate] of [
      [waiting, pending],
      [ended, over],
    ] as const) {
      const codes = asked.get(debitReference(member.userId, 1, 2));
      expect(codes).toHaveLength(1);
      expect(codes).not.toContain(mandate.authorizationCode);
      expect((await h.weeksOf(member.userId))[1]).toMatchObject({ status: 'paid', source: 'card' });
    }
  });

  it('charges a member who pays by transfer through the mandate once it is active, and misses the week without one', async () => {
    const start = new Date('2026-04-08T08:00:00Z');
    t.clock.set(start);
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer', startedAt: start });
    // Week 2 passes with no card and no mandate: the member had the week to pay, and did not.
    t.clock.set(new Date(weekOf(start, 3).getTime() + 60_000));
    await runAutoDebit(h.deps());
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({ status: 'missed', source: 'none' });
    const mandate = await giveMandate(m.userId);
    const asked = watchCharges();
    await h.runAt(start, 4);
    expect(asked.get(debitReference(m.userId, 1, 3))).toEqual([mandate.authorizationCode]);
    expect(asked.get(debitReference(m.userId, 1, 4))).toEqual([mandate.authorizationCode]);
    expect((await h.weeksOf(m.userId)).map((w) => w.source)).toEqual([
      'activation',
      'none',
      'mandate',
      'mandate',
    ]);
  });

  it('mixes card and mandate members in the same batches, each charged once with its own authorization', async () => {
    const start = new Date('2026-04-09T08:00:00Z');
    t.clock.set(start);
    const members = [];
    for (let i = 0; i < 5; i++) {
      const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
      const mandate = i % 2 === 0 ? await giveMandate(m.userId) : undefined;
      members.push({ m, mandate });
    }
    const asked = watchCharges();
    t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
    await runAutoDebit(h.deps(), t.clock.now(), 2);
    for (const { m, mandate } of members) {
      const codes = asked.get(debitReference(m.userId, 1, 2)) ?? [];
      expect(codes).toHaveLength(1);
      if (mandate) expect(codes).toEqual([mandate.authorizationCode]);
      expect((await h.weeksOf(m.userId))[1]?.source).toBe(mandate ? 'mandate' : 'card');
    }
  });

  it('never charges a mandate twice when a run stops between the provider charging and the answer being stored', async () => {
    const start = new Date('2026-04-10T08:00:00Z');
    t.clock.set(start);
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer', startedAt: start });
    await giveMandate(m.userId);
    const ref = debitReference(m.userId, 1, 2);
    gateway.outcomes.set(m.userId, 'crash-after-charge');
    await h.runAt(start, 2);
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({ status: 'charging', source: 'mandate' });
    gateway.outcomes.set(m.userId, 'success');
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(h.deps());
    await runAutoDebit(h.deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('paid');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });

  it('retries a mandate debit the provider never got under the same reference, through the mandate chosen since', async () => {
    const start = new Date('2026-04-11T08:00:00Z');
    t.clock.set(start);
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const ref = debitReference(m.userId, 1, 2);
    gateway.outcomes.set(m.userId, 'no-answer');
    await h.runAt(start, 2);
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({ status: 'charging', source: 'card' });
    // Meanwhile the member's bank approved a mandate: the retry charges it, under the same reference.
    const mandate = await giveMandate(m.userId);
    const asked = watchCharges();
    gateway.outcomes.set(m.userId, 'success');
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(h.deps());
    expect(asked.get(ref)).toEqual([mandate.authorizationCode]);
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({ status: 'paid', source: 'mandate' });
    const [row] = await t.database.db.select().from(debitMandates).where(eq(debitMandates.id, mandate.id));
    expect(row?.status).toBe('active');
  });
});
