import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { journalEntries } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { MEMBER_SIDE, MODEL_MOVES, type ModelMove, modelLines } from '../test/ledger-model.ts';
import {
  checkLedger,
  IdempotencyConflictError,
  InsufficientBalanceError,
  type MemberAccountKind,
  memberAccount,
  memberBalances,
  postMany,
  type Transfer,
  type TransferLine,
} from './index.ts';

/**
 * Random batches for postMany against a model that posts the same transfers one at a time: a batch
 * either writes exactly what posting its transfers in turn would (replays moving nothing) or, when
 * one transfer conflicts with a key or breaks a floor, is refused whole and writes nothing. After
 * every batch the members' balances are the model's and never below zero; at the end the ledger
 * checks pass (balanced entries, stored balances = sums of postings).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Move = {
  type: ModelMove;
  member: number;
  kobo: bigint;
};
type Item = Move | { type: 'replay' | 'conflict'; pick: number };

const moveArb: fc.Arbitrary<Move> = fc.record({
  type: fc.constantFrom(...MODEL_MOVES),
  member: fc.integer({ min: 1, max: 3 }),
  kobo: fc.bigInt({ min: 1n, max: 300_000n }),
});
const itemArb: fc.Arbitrary<Item> = fc.oneof(
  { weight: 6, arbitrary: moveArb },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('replay' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('conflict' as const), pick: fc.nat() }) },
);

const kindOf = (account: string) => account.split(':')[2] as MemberAccountKind;

let run = 0;
describe('postMany properties', () => {
  it('a batch posts what posting its transfers in turn would, or nothing at all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(itemArb, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          run += 1;
          const members = [1, 2, 3].map((i) => 10_000 + run * 10 + i);
          const at = new Date('2026-06-01T08:00:00Z');
          const model = new Map<string, bigint>();
          const posted = new Map<string, { lines: TransferLine[]; id: number }>();
          const entries = async () =>
            Number((await database.db.select({ n: count() }).from(journalEntries))[0]?.n);

          for (const [b, items] of batches.entries()) {
            const transfers: Transfer[] = [];
            for (const [i, item] of items.entries()) {
              if (item.type === 'replay' || item.type === 'conflict') {
                const known = [...posted.keys(), ...transfers.map((t) => t.key)];
                const key = known[item.pick % Math.max(known.length, 1)];
                if (!key) continue;
                const lines =
                  posted.get(key)?.lines ?? (transfers.find((t) => t.key === key) as Transfer).lines;
                const twice = lines.map((l) => ({ ...l, amount: l.amount * 2n }));
                transfers.push({
                  key,
                  kind: 'x',
                  description: 'again',
                  at,
                  lines: item.type === 'replay' ? lines : twice,
                });
                continue;
              }
              const move = item as Move;
              const member = members[move.member - 1] as number;
              transfers.push({
                key: `pm${run}:${b}:${i}`,
                kind: move.type,
                memberId: member,
                description: move.type,
                at,
                lines: modelLines(move.type, member, move.kobo),
              });
            }
            if (transfers.length === 0) continue;

            // What posting them one at a time would do.
            const tentative = new Map(model);
            const firstLines = new Map<string, TransferLine[]>();
            let conflict = false;
            let floor = false;
            const expectReplay: boolean[] = [];
            for (const t of transfers) {
              const prior = posted.get(t.key)?.lines ?? firstLines.get(t.key);
              if (prior) {
                if (
                  JSON.stringify(prior, (_, v) => (typeof v === 'bigint' ? String(v) : v)) !==
                  JSON.stringify(t.lines, (_, v) => (typeof v === 'bigint' ? String(v) : v))
                )
                  conflict = true;
                expectReplay.push(true);
                continue;
              }
              firstLines.set(t.key, t.lines);
              expectReplay.push(false);
              for (const l of t.lines) {
                if (!l.account.startsWith('member:')) continue;
                const v = (tentative.get(l.account) ?? 0n) + MEMBER_SIDE[kindOf(l.account)] * l.amount;
                if (v < 0n) floor = true;
                tentative.set(l.account, v);
              }
            }

            const before = await entries();
            const attempt = database.db.transaction((tx) => postMany(tx, transfers));
            if (conflict) {
              await expect(attempt).rejects.toBeInstanceOf(IdempotencyConflictError);
              expect(await entries()).toBe(before);
            } else if (floor) {
              await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
              expect(await entries()).toBe(before);
            } else {
              const results = await attempt;
              expect(results.map((r) => r.replayed)).toEqual(expectReplay);
              for (const [k, r] of results.entries()) {
                const t = transfers[k] as Transfer;
                expect(r.entry.idempotencyKey).toBe(t.key);
                const known = posted.get(t.key);
                if (known) expect(r.entry.id).toBe(known.id);
                else posted.set(t.key, { lines: t.lines, id: r.entry.id });
              }
              expect(await entries()).toBe(before + firstLines.size);
              for (const [k, v] of tentative) model.set(k, v);
            }

            for (const m of members) {
              const got = await memberBalances(database.db, m);
              for (const kind of Object.keys(got) as MemberAccountKind[]) {
                expect(got[kind]).toBe(model.get(memberAccount(m, kind)) ?? 0n);
                expect(got[kind] >= 0n).toBe(true);
              }
            }
          }
          const report = await checkLedger(database.db);
          expect(report.checks.filter((c) => !c.ok)).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);
});
