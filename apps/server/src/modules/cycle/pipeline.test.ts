import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { checkLedger, memberBalances } from '../../ledger/index.ts';
import type { TestApp } from '../../test/app.ts';
import { type CycleHelpers, cycleTestApp, weekOf } from '../../test/cycle.ts';
import { createMember } from '../../test/members.ts';
import type { ScriptedGateway } from '../../test/scripted-gateway.ts';
import { debitReference, runAutoDebit } from './debit.ts';

// PostgreSQL only (vitest.config.ts): the embedded database runs one transaction at a time, so there a
// batch's claim simply waits for the previous batch's settlement and nothing overlaps.
let t: TestApp;
let gateway: ScriptedGateway;
let h: CycleHelpers;
beforeAll(async () => ({ t, gateway, h } = await cycleTestApp()));
afterAll(() => t.close());

/** The database, with the first transaction's commit held until `release` settles. */
function holdingFirstCommit(db: Db, release: Promise<unknown>): Db {
  let held = false;
  return new Proxy(db, {
    get: (target, prop) => {
      if (prop === 'transaction') {
        return (work: (tx: Db) => Promise<unknown>, config?: unknown) =>
          target.transaction(async (tx) => {
            const result = await work(tx);
            if (!held) {
              held = true;
              await release;
            }
            return result;
          }, config as never);
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('weekly auto-debit in batches', () => {
  it("charges the next batch while a batch's answers are being stored, and stores each once", async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const first = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    const second = await createMember(t, { gateway, plan: 'SILVER', startedAt: start });
    await h.runAt(start, 1); // the activation weeks

    // The first batch's settlement keeps its transaction open until the second member is charged. A
    // run that stored each batch before charging the next would wait here until the fallback (the
    // order below then fails).
    const order: string[] = [];
    const secondCharged = Promise.withResolvers<void>();
    const fallback = setTimeout(() => secondCharged.resolve(), 5_000);
    const charge = gateway.chargeAuthorization.bind(gateway);
    gateway.chargeAuthorization = async (input) => {
      order.push(`charge ${input.reference}`);
      if (input.reference === debitReference(second.userId, 1, 2)) secondCharged.resolve();
      return charge(input);
    };
    try {
      t.clock.set(new Date(weekOf(start, 2).getTime() + 60_000));
      const deps = { ...h.deps(), db: holdingFirstCommit(t.database.db, secondCharged.promise) };
      const settled = secondCharged.promise.then(() => order.push('first batch stored'));
      const run = await runAutoDebit(deps, t.clock.now(), 1); // one member a batch
      await settled;
      expect(order).toEqual([
        `charge ${debitReference(first.userId, 1, 2)}`,
        `charge ${debitReference(second.userId, 1, 2)}`,
        'first batch stored',
      ]);
      expect(run).toMatchObject({ charged: 2, missed: 0, pending: 0, errors: 0 });
    } finally {
      clearTimeout(fallback);
      gateway.chargeAuthorization = charge;
    }
    for (const m of [first, second]) {
      expect((await h.weeksOf(m.userId)).map((w) => [w.week, w.status])).toEqual([
        [1, 'paid'],
        [2, 'paid'],
      ]);
      expect(gateway.providerCharges.get(debitReference(m.userId, 1, 2))).toBe(1);
      expect((await memberBalances(t.database.db, m.userId)).contributions).toBe(100_000n); // week 2's N1,000
    }
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
