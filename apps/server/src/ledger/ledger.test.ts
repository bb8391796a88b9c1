import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../test/database.ts';
import { modelTransfer } from '../test/ledger-model.ts';
import {
  ACCOUNTS,
  balance,
  checkLedger,
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidTransferError,
  memberAccount,
  memberBalances,
  post,
  ReversalError,
  reverse,
  type Transfer,
  UnknownAccountError,
} from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = new Date('2026-01-05T09:00:00Z');
const contribution = (member: number, key: string, kobo: bigint) =>
  modelTransfer('contribute', member, key, kobo, at);

describe('post', () => {
  it('records a contribution so the member sees it and the fund holds it', async () => {
    const { db } = database;
    const r = await db.transaction((tx) => post(tx, contribution(1, 'pay-1', 100_000n)));
    expect(r.replayed).toBe(false);
    expect(r.entry).toMatchObject({
      idempotencyKey: 'pay-1',
      kind: 'contribution',
      memberId: 1,
      createdAt: at,
    });
    expect(await balance(db, ACCOUNTS.providerClearing)).toBe(100_000n);
    expect(await balance(db, memberAccount(1, 'contributions'))).toBe(100_000n);
    expect(await memberBalances(db, 1)).toEqual({
      contributions: 100_000n,
      earnings: 0n,
      loan: 0n,
      pop: 0n,
      etc: 0n,
    });
  });

  it('posts a replayed key once and returns the first entry', async () => {
    const { db } = database;
    const first = await db.transaction((tx) => post(tx, contribution(2, 'pay-2', 50_000n)));
    const again = await db.transaction((tx) => post(tx, contribution(2, 'pay-2', 50_000n)));
    expect(again).toEqual({ entry: first.entry, replayed: true });
    // The same lines in another order (and one line split in two) are the same transfer: still a replay.
    const t = contribution(2, 'pay-2', 50_000n);
    const [clearing, member] = t.lines as [Transfer['lines'][number], Transfer['lines'][number]];
    const reordered = {
      ...t,
      lines: [member, { ...clearing, amount: 20_000n }, { ...clearing, amount: 30_000n }],
    };
    expect(await db.transaction((tx) => post(tx, reordered))).toEqual({ entry: first.entry, replayed: true });
    expect(await balance(db, memberAccount(2, 'contributions'))).toBe(50_000n);
  });

  it('refuses the same key with different lines', async () => {
    const { db } = database;
    await expect(db.transaction((tx) => post(tx, contribution(2, 'pay-2', 60_000n)))).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(await balance(db, memberAccount(2, 'contributions'))).toBe(50_000n);
  });

  it('refuses a redemption larger than the earnings and writes nothing', async () => {
    const { db } = database;
    const earn = memberAccount(3, 'earnings');
    await db.transaction((tx) =>
      post(tx, {
        key: 'ref-3',
        kind: 'referral-earning',
        memberId: 3,
        description: 'Referral earnings',
        at,
        lines: [
          { account: ACCOUNTS.referralEarnings, amount: 15_000n },
          { account: earn, amount: -15_000n },
        ],
      }),
    );
    const redeem = (kobo: bigint, key: string) =>
      db.transaction((tx) =>
        post(tx, {
          key,
          kind: 'redemption',
          memberId: 3,
          description: 'Redemption',
          at,
          lines: [
            { account: earn, amount: kobo },
            { account: ACCOUNTS.payoutsDue, amount: -kobo },
          ],
        }),
      );
    const err = await redeem(15_001n, 'redeem-3a').catch((e) => e);
    expect(err).toBeInstanceOf(InsufficientBalanceError);
    expect(err).toMatchObject({ account: earn, available: 15_000n, requested: 15_001n });
    await redeem(15_000n, 'redeem-3b');
    expect(await balance(db, earn)).toBe(0n);
    expect(await balance(db, ACCOUNTS.payoutsDue)).toBe(15_000n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses malformed transfers', async () => {
    const { db } = database;
    const base = contribution(4, 'bad', 100n);
    const bad = [
      {
        ...base,
        lines: [
          { account: ACCOUNTS.bank, amount: 100n },
          { account: ACCOUNTS.equity, amount: -99n },
        ],
      },
      {
        ...base,
        lines: [
          { account: ACCOUNTS.bank, amount: 0n },
          { account: ACCOUNTS.equity, amount: 0n },
        ],
      },
      { ...base, lines: [{ account: ACCOUNTS.bank, amount: 100n }] },
      { ...base, key: '' },
      { ...base, at: new Date('nope') },
      {
        ...base,
        lines: [
          { account: ACCOUNTS.bank, amount: 100 as unknown as bigint },
          { account: ACCOUNTS.equity, amount: -100n },
        ],
      },
    ];
    for (const t of bad) {
      await expect(db.transaction((tx) => post(tx, t))).rejects.toBeInstanceOf(InvalidTransferError);
    }
    const unknown = {
      ...base,
      lines: [
        { account: 'asset:cash', amount: 1n },
        { account: ACCOUNTS.bank, amount: -1n },
      ],
    };
    await expect(db.transaction((tx) => post(tx, unknown))).rejects.toBeInstanceOf(UnknownAccountError);
    expect(await memberBalances(db, 4)).toEqual({
      contributions: 0n,
      earnings: 0n,
      loan: 0n,
      pop: 0n,
      etc: 0n,
    });
  });

  it('rolls the entry back with the business change when the transaction fails', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await post(tx, contribution(5, 'pay-5', 1_000n));
        throw new Error('business change failed');
      }),
    ).rejects.toThrow('business change failed');
    expect(await balance(db, memberAccount(5, 'contributions'))).toBe(0n);
    await db.transaction((tx) => post(tx, contribution(5, 'pay-5', 1_000n)));
    expect(await balance(db, memberAccount(5, 'contributions'))).toBe(1_000n);
  });
});

describe('reverse', () => {
  it('posts the mirror entry once and leaves the original in place', async () => {
    const { db } = database;
    const { entry } = await db.transaction((tx) => post(tx, contribution(6, 'pay-6', 2_000n)));
    const r = await db.transaction((tx) => reverse(tx, entry.id, 'reverse-pay-6', at));
    expect(r.entry).toMatchObject({ kind: 'reversal', memberId: 6, reversesEntryId: entry.id });
    const replay = await db.transaction((tx) => reverse(tx, entry.id, 'reverse-pay-6', at));
    expect(replay.replayed).toBe(true);
    await expect(db.transaction((tx) => reverse(tx, entry.id, 'another-key', at))).rejects.toBeInstanceOf(
      ReversalError,
    );
    await expect(db.transaction((tx) => reverse(tx, r.entry.id, 'rev-rev', at))).rejects.toBeInstanceOf(
      ReversalError,
    );
    expect(await balance(db, memberAccount(6, 'contributions'))).toBe(0n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('will not reverse a contribution the member has already spent', async () => {
    const { db } = database;
    const { entry } = await db.transaction((tx) => post(tx, contribution(7, 'pay-7', 3_000n)));
    await db.transaction((tx) =>
      post(tx, {
        key: 'cashout-7',
        kind: 'cashout',
        memberId: 7,
        description: 'Cash-out',
        at,
        lines: [
          { account: memberAccount(7, 'contributions'), amount: 3_000n },
          { account: ACCOUNTS.payoutsDue, amount: -3_000n },
        ],
      }),
    );
    await expect(db.transaction((tx) => reverse(tx, entry.id, 'rev-7', at))).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    );
  });
});
