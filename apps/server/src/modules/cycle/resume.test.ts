import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/payments.ts';
import { memberBalances } from '../../ledger/index.ts';
import type { TestApp } from '../../test/app.ts';
import { type CycleHelpers, cycleTestApp, weekOf } from '../../test/cycle.ts';
import { createMember } from '../../test/members.ts';
import type { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { GIVE_UP_CHARGE_MS } from './charge.ts';
import { debitReference, runAutoDebit, STALE_CHARGE_MS } from './debit.ts';

// A weekly debit run that is cut short or goes wrong must neither charge a member twice nor lose a
// week: the process stopping between the provider's answer and our commit, a provider that never
// answers, a failing status check or batch, and two runs at once.
let t: TestApp;
let gateway: ScriptedGateway;
let h: CycleHelpers;
beforeAll(async () => ({ t, gateway, h } = await cycleTestApp()));
afterAll(() => t.close());

describe('a debit run that stops, fails part way or overlaps', () => {
  it('never charges twice when a run stops between the provider charging and the answer being stored', async () => {
    const start = new Date('2026-02-06T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const ref = debitReference(m.userId, 1, 2);
    gateway.outcomes.set(m.userId, 'crash-after-charge');
    await h.runAt(start, 2);
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('charging');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);

    // The restarted server runs again at once: the attempt is recent, so it is left alone.
    gateway.outcomes.set(m.userId, 'success');
    await runAutoDebit(h.deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('charging');

    // Later the attempt is stale: the run verifies the reference, finds the charge, and posts it once.
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(h.deps());
    await runAutoDebit(h.deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('paid');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });

  it('retries with the same reference when the provider never got the charge', async () => {
    const start = new Date('2026-02-07T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const ref = debitReference(m.userId, 1, 2);
    gateway.outcomes.set(m.userId, 'no-answer');
    const run = await h.runAt(start, 2);
    // The run's summary counts the week as waiting for the provider, neither charged nor missed.
    expect(run).toMatchObject({ pending: 1, charged: 0, missed: 0 });
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('charging');
    gateway.outcomes.set(m.userId, 'success');
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(h.deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('paid');
  });

  it('leaves an attempt of release 1 that the provider still reports pending under its old reference, and charges the period only once the provider says it never took it', async () => {
    const start = new Date('2026-02-09T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const ref = debitReference(m.userId, 1, 2);
    const old = `weekly-debit:${m.userId}:1-2`;
    // An attempt left open by release 1, under its own form of reference.
    gateway.outcomes.set(m.userId, 'no-answer');
    await h.runAt(start, 2);
    await t.database.db.execute(
      sql`update contribution_weeks set reference = ${old} where user_id = ${m.userId} and week = 2`,
    );
    gateway.outcomes.set(m.userId, 'success');
    let atProvider: 'pending' | 'failed' = 'pending';
    const verify = gateway.verify.bind(gateway);
    gateway.verify = async (reference) =>
      reference === old
        ? { reference, status: atProvider, amountKobo: 0n, currency: 'NGN', message: '' }
        : verify(reference);
    try {
      // Still pending at the provider under the old reference: charging the new one could take the
      // week twice, so the attempt is left as it is for a later run to verify.
      t.clock.advance(STALE_CHARGE_MS + 1000);
      await runAutoDebit(h.deps());
      expect(gateway.providerCharges.get(ref)).toBeUndefined();
      expect((await h.weeksOf(m.userId))[1]).toMatchObject({ status: 'charging', reference: old });

      // The provider holds nothing under it (failed: never taken): moved to the period's reference, charged once.
      atProvider = 'failed';
      t.clock.advance(STALE_CHARGE_MS + 1000);
      await runAutoDebit(h.deps());
      expect(gateway.providerCharges.get(ref)).toBe(1);
      expect((await h.weeksOf(m.userId))[1]).toMatchObject({ status: 'paid', reference: ref });
    } finally {
      gateway.verify = verify;
    }
  });

  it('gives up on a charge the provider has not answered for a day: the week is missed, with the reason', async () => {
    const start = new Date('2026-02-09T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'no-answer');
    await h.runAt(start, 2);
    const attempted = t.clock.now().getTime();
    t.clock.set(new Date(attempted + GIVE_UP_CHARGE_MS - 1)); // retried and still no answer, but not a day yet
    await runAutoDebit(h.deps());
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('charging');
    t.clock.set(new Date(attempted + GIVE_UP_CHARGE_MS));
    await runAutoDebit(h.deps());
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({
      status: 'missed',
      failureReason: 'The payment provider did not answer',
    });
    // Each unanswered try is logged for the operator, with the charge's reference.
    expect(h.logged).toContainEqual({
      level: 'warn',
      fields: expect.objectContaining({ reference: debitReference(m.userId, 1, 2) }),
      message: 'weekly debit got no answer from the provider',
    });
  });

  it('misses the week of a pending charge whose card was removed meanwhile, saying there is no card', async () => {
    const start = new Date('2026-02-10T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(m.userId, 'no-answer');
    await h.runAt(start, 2);
    await t.database.db.delete(cards).where(eq(cards.userId, m.userId));
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(h.deps());
    expect((await h.weeksOf(m.userId))[1]).toMatchObject({
      status: 'missed',
      failureReason: 'No saved card',
    });
  });

  it('goes on with the run when checking one stale charge fails, and counts the error', async () => {
    const start = new Date('2026-02-11T08:00:00Z');
    const stuck = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const other = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    gateway.outcomes.set(stuck.userId, 'no-answer');
    gateway.outcomes.set(other.userId, 'no-answer');
    await h.runAt(start, 2);
    gateway.outcomes.set(other.userId, 'success');
    gateway.verifyFails.add(debitReference(stuck.userId, 1, 2));
    t.clock.advance(STALE_CHARGE_MS + 1000);
    const run = await runAutoDebit(h.deps());
    expect(run.errors).toBe(1);
    expect(h.logged).toContainEqual({
      level: 'error',
      fields: expect.objectContaining({ reference: debitReference(stuck.userId, 1, 2) }),
      message: 'resuming a debit failed',
    });
    expect((await h.weeksOf(stuck.userId))[1]?.status).toBe('charging'); // checked again by the next run
    expect((await h.weeksOf(other.userId))[1]?.status).toBe('paid');
    gateway.verifyFails.clear();
  });

  it('goes on with the other batches when the database refuses one, and counts and logs the error', async () => {
    const start = new Date('2026-02-13T08:00:00Z');
    const refused = await createMember(t, { plan: 'SILVER', startedAt: start, pays: 'transfer' });
    const refusedCard = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const other = await createMember(t, { plan: 'SILVER', startedAt: start, pays: 'transfer' });
    // The database refuses any week written for two members (a constraint an operator might add).
    const refuse = `refuse_weeks_${refused.userId}`;
    await t.database.db.execute(
      sql.raw(`create function ${refuse}() returns trigger language plpgsql as $$
        begin if new.user_id in (${refused.userId}, ${refusedCard.userId}) then raise exception 'refused'; end if;
        return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger ${refuse} before insert on contribution_weeks
        for each row execute function ${refuse}()`),
    );
    try {
      t.clock.set(new Date(weekOf(start, 3).getTime() + 60_000)); // week 2 went unpaid a week ago
      const run = await runAutoDebit(h.deps(), t.clock.now(), 1); // one member per batch
      // Their activation weeks, the transfer member's missed week and the card member's two due weeks
      // were refused: each in its own batch, but the card member's two weeks in one (a member's
      // periods are never split between batches).
      expect(run.errors).toBe(4);
      for (const what of ['recording activation weeks', 'recording missed weeks', 'charging a batch']) {
        expect(h.logged).toContainEqual({
          level: 'error',
          fields: {
            err: expect.objectContaining({ message: expect.stringContaining('contribution_weeks') }),
          },
          message: `debit run: ${what} failed`,
        });
      }
      expect((await h.weeksOf(other.userId)).map((w) => [w.week, w.status])).toEqual([
        [1, 'paid'],
        [2, 'missed'],
      ]);
      expect(await h.weeksOf(refused.userId)).toEqual([]);
      expect(await h.weeksOf(refusedCard.userId)).toEqual([]);
      expect(gateway.chargesFor(refusedCard.userId)).toBe(0);
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger ${refuse} on contribution_weeks`));
      await t.database.db.execute(sql.raw(`drop function ${refuse}()`));
    }
  });

  it('keeps a charge whose answer could not be stored open, logs it, and posts it once on a later run', async () => {
    const start = new Date('2026-02-14T08:00:00Z');
    const m = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const ref = debitReference(m.userId, 1, 2);
    // The database refuses to mark this member's weeks paid (as a lost connection would, mid-store).
    const refuse = `refuse_paid_${m.userId}`;
    await t.database.db.execute(
      sql.raw(`create function ${refuse}() returns trigger language plpgsql as $$
        begin if new.user_id = ${m.userId} and new.status = 'paid' then raise exception 'refused'; end if;
        return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger ${refuse} before update on contribution_weeks
        for each row execute function ${refuse}()`),
    );
    try {
      const run = await h.runAt(start, 2);
      expect(run.errors).toBe(1);
      expect(h.logged).toContainEqual({
        level: 'error',
        fields: {
          err: expect.objectContaining({ message: expect.stringContaining('update contribution_weeks') }),
        },
        message: 'debit run: storing a batch of answers failed',
      });
      expect(gateway.providerCharges.get(ref)).toBe(1);
      expect((await h.weeksOf(m.userId))[1]?.status).toBe('charging');
      expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(0n);
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger ${refuse} on contribution_weeks`));
      await t.database.db.execute(sql.raw(`drop function ${refuse}()`));
    }
    // A later run verifies the charge the provider made, and posts it once: the member was charged once.
    t.clock.advance(STALE_CHARGE_MS + 1000);
    await runAutoDebit(h.deps());
    expect(gateway.providerCharges.get(ref)).toBe(1);
    expect((await h.weeksOf(m.userId))[1]?.status).toBe('paid');
    expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n);
  });

  it('charges each member once when two runs overlap', async () => {
    const start = new Date('2026-02-08T08:00:00Z');
    const members = await Promise.all(
      [1, 2, 3].map(() => createMember(t, { gateway, plan: 'SILVER', startedAt: start })),
    );
    t.clock.set(new Date(weekOf(start, 3).getTime() + 60_000));
    await Promise.all([runAutoDebit(h.deps()), runAutoDebit(h.deps())]);
    for (const m of members) {
      expect(gateway.providerCharges.get(debitReference(m.userId, 1, 2))).toBe(1);
      expect(gateway.providerCharges.get(debitReference(m.userId, 1, 3))).toBe(1);
      expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(200_000n);
    }
  });
});
