import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { MEMBER_SIDE, MODEL_MOVES, type ModelMove, modelLines } from '../test/ledger-model.ts';
import {
  checkLedger,
  IdempotencyConflictError,
  InsufficientBalanceError,
  type MemberAccountKind,
  memberAccount,
  memberBalances,
  post,
  ReversalError,
  reverse,
  type TransferLine,
} from './index.ts';

/**
 * Random sequences of money movements against the real database, checked against a simple model:
 * after every sequence the trial balance is zero, stored balances equal the sum of postings, every
 * member balance is what the model says and none is below zero; replays post nothing, conflicting
 * replays are refused, reversals undo exactly their entry.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Op =
  | { type: ModelMove; member: number; kobo: bigint }
  | { type: 'replay' | 'conflict' | 'reverse'; pick: number };

const amount = fc.bigInt({ min: 1n, max: 500_000n });
const member = fc.integer({ min: 1, max: 3 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constantFrom(...MODEL_MOVES),
    member,
    kobo: amount,
  }),
  fc.record({ type: fc.constantFrom('replay', 'conflict', 'reverse' as const), pick: fc.nat() }),
);

let run = 0;
describe('ledger properties', () => {
  it('keeps every invariant over random sequences of postings, replays and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const members = [1, 2, 3].map((i) => run * 10 + i);
        const model = new Map<string, bigint>();
        const posted: { key: string; id: number; lines: TransferLine[]; reversed: boolean }[] = [];
        const at = new Date('2026-02-02T08:00:00Z');
        const apply = (lines: TransferLine[]) => {
          for (const l of lines) {
            if (!l.account.startsWith('member:')) continue;
            const kind = l.account.split(':')[2] as MemberAccountKind;
            model.set(l.account, (model.get(l.account) ?? 0n) + MEMBER_SIDE[kind] * l.amount);
          }
        };
        const breaksFloor = (lines: TransferLine[]) =>
          lines.some((l) => {
            if (!l.account.startsWith('member:')) return false;
            const kind = l.account.split(':')[2] as MemberAccountKind;
            return (model.get(l.account) ?? 0n) + MEMBER_SIDE[kind] * l.amount < 0n;
          });

        for (const [i, op] of ops.entries()) {
          const { db } = database;
          if (op.type === 'replay' || op.type === 'conflict' || op.type === 'reverse') {
            const target = posted[op.pick % Math.max(posted.length, 1)];
            if (!target) continue;
            if (op.type === 'replay') {
              const r = await db.transaction((tx) =>
                post(tx, { key: target.key, kind: 'x', description: 'again', at, lines: target.lines }),
              );
              expect(r).toMatchObject({ replayed: true, entry: { id: target.id } });
            } else if (op.type === 'conflict') {
              const lines = target.lines.map((l) => ({ ...l, amount: l.amount * 2n }));
              await expect(
                db.transaction((tx) => post(tx, { key: target.key, kind: 'x', description: 'x', at, lines })),
              ).rejects.toBeInstanceOf(IdempotencyConflictError);
            } else {
              const mirror = target.lines.map((l) => ({ ...l, amount: -l.amount }));
              const attempt = db.transaction((tx) => reverse(tx, target.id, `${target.key}:rev`, at));
              if (target.reversed) {
                const r = await attempt; // same reversal key again: a replay
                expect(r.replayed).toBe(true);
              } else if (breaksFloor(mirror)) {
                await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
              } else {
                const r = await attempt;
                expect(r.entry.reversesEntryId).toBe(target.id);
                apply(mirror);
                target.reversed = true;
                await expect(
                  db.transaction((tx) => reverse(tx, target.id, `${target.key}:rev2`, at)),
                ).rejects.toBeInstanceOf(ReversalError);
              }
            }
            continue;
          }
          const move = op as Extract<Op, { member: number }>;
          const m = members[move.member - 1] as number;
          const key = `run${run}:op${i}`;
          const lines = modelLines(move.type, m, move.kobo);
          const attempt = db.transaction((tx) =>
            post(tx, { key, kind: move.type, memberId: m, description: move.type, at, lines }),
          );
          if (breaksFloor(lines)) {
            await expect(attempt).rejects.toBeInstanceOf(InsufficientBalanceError);
          } else {
            const r = await attempt;
            expect(r.replayed).toBe(false);
            apply(lines);
            posted.push({ key, id: r.entry.id, lines, reversed: false });
          }
        }

        for (const m of members) {
          const b = await memberBalances(database.db, m);
          for (const kind of Object.keys(b) as MemberAccountKind[]) {
            expect(b[kind]).toBe(model.get(memberAccount(m, kind)) ?? 0n);
            expect(b[kind] >= 0n).toBe(true);
          }
        }
        const report = await checkLedger(database.db);
        expect(report.checks.filter((c) => !c.ok)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  }, 300_000);
});
