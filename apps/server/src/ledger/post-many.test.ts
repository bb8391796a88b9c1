import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { journalEntries, ledgerAccounts } from '../db/schema/index.ts';
import { createTestDatabase, testDatabaseKind } from '../test/database.ts';
import { modelTransfer } from '../test/ledger-model.ts';
import {
  ACCOUNTS,
  balance,
  checkLedger,
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidTransferError,
  memberAccount,
  post,
  postMany,
  type Transfer,
} from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = new Date('2026-05-04T09:00:00Z');
const contribution = (member: number, key: string, kobo: bigint): Transfer =>
  modelTransfer('contribute', member, key, kobo, at);
const earning = (member: number, key: string, kobo: bigint): Transfer =>
  modelTransfer('earn', member, key, kobo, at);
const redemption = (member: number, key: string, kobo: bigint): Transfer =>
  modelTransfer('redeem', member, key, kobo, at);
const entryCount = async () => Number((await database.db.select({ n: count() }).from(journalEntries))[0]?.n);

describe(`postMany (${testDatabaseKind()})`, () => {
  it('posts every transfer once, with the same entries and balances as post()', async () => {
    const { db } = database;
    const batch = [101, 102, 103].map((m) => contribution(m, `batch-1:${m}`, BigInt(m) * 1_000n));
    const results = await db.transaction((tx) => postMany(tx, batch));
    expect(results.map((r) => [r.entry.idempotencyKey, r.entry.memberId, r.replayed])).toEqual([
      ['batch-1:101', 101, false],
      ['batch-1:102', 102, false],
      ['batch-1:103', 103, false],
    ]);
    expect(results[0]?.entry).toMatchObject({ kind: 'contribution', createdAt: at });
    // What post() answers for the same key is the entry postMany wrote.
    const single = await db.transaction((tx) => post(tx, batch[1] as Transfer));
    expect(single).toEqual({ entry: results[1]?.entry, replayed: true });
    for (const m of [101, 102, 103]) {
      expect(await balance(db, memberAccount(m, 'contributions'))).toBe(BigInt(m) * 1_000n);
    }
    expect(await balance(db, ACCOUNTS.providerClearing)).toBe(306_000n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('replays a whole batch, and a key repeated in one batch, without moving money again', async () => {
    const { db } = database;
    const batch = [contribution(111, 'batch-2:a', 5_000n), contribution(112, 'batch-2:b', 7_000n)];
    const first = await db.transaction((tx) => postMany(tx, [...batch, batch[0] as Transfer]));
    expect(first.map((r) => r.replayed)).toEqual([false, false, true]);
    expect(first[2]?.entry.id).toBe(first[0]?.entry.id);
    const before = await entryCount();
    const again = await db.transaction((tx) => postMany(tx, [...batch, contribution(113, 'batch-2:c', 1n)]));
    expect(again.map((r) => r.replayed)).toEqual([true, true, false]);
    expect(again[0]?.entry).toEqual(first[0]?.entry);
    expect(await entryCount()).toBe(before + 1);
    expect(await balance(db, memberAccount(111, 'contributions'))).toBe(5_000n);
    expect(await balance(db, memberAccount(112, 'contributions'))).toBe(7_000n);
  });

  it('refuses the whole batch, writing nothing, when one key is reused with other lines', async () => {
    const { db } = database;
    await db.transaction((tx) => postMany(tx, [contribution(121, 'batch-3:a', 1_000n)]));
    const before = await entryCount();
    await expect(
      db.transaction((tx) =>
        postMany(tx, [contribution(122, 'batch-3:b', 1_000n), contribution(121, 'batch-3:a', 2_000n)]),
      ),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(
      db.transaction((tx) =>
        postMany(tx, [contribution(123, 'batch-3:c', 1_000n), contribution(123, 'batch-3:c', 9n)]),
      ),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await entryCount()).toBe(before);
    expect(await balance(db, memberAccount(122, 'contributions'))).toBe(0n);
  });

  it('checks floors in the order given and refuses the whole batch when one breaks', async () => {
    const { db } = database;
    // Earned, then redeemed, in one batch: allowed.
    await db.transaction((tx) =>
      postMany(tx, [earning(131, 'batch-4:earn', 10_000n), redemption(131, 'batch-4:redeem', 10_000n)]),
    );
    expect(await balance(db, memberAccount(131, 'earnings'))).toBe(0n);
    // Redeemed before it is earned: refused, and the earning beside it is not written either.
    const before = await entryCount();
    const err = await db
      .transaction((tx) =>
        postMany(tx, [
          contribution(132, 'batch-4:other', 1_000n),
          redemption(131, 'batch-4:early', 4_000n),
          earning(131, 'batch-4:late', 4_000n),
        ]),
      )
      .catch((e) => e);
    expect(err).toBeInstanceOf(InsufficientBalanceError);
    expect(err).toMatchObject({ account: memberAccount(131, 'earnings'), available: 0n, requested: 4_000n });
    expect(await entryCount()).toBe(before);
    expect(await balance(db, memberAccount(132, 'contributions'))).toBe(0n);
    // A replay does not count against the floor a second time.
    await db.transaction((tx) => postMany(tx, [earning(131, 'batch-4:earn2', 3_000n)]));
    const r = await db.transaction((tx) =>
      postMany(tx, [redemption(131, 'batch-4:redeem', 10_000n), redemption(131, 'batch-4:r2', 3_000n)]),
    );
    expect(r.map((x) => x.replayed)).toEqual([true, false]);
    expect(await balance(db, memberAccount(131, 'earnings'))).toBe(0n);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses a malformed transfer before writing anything, and accepts an empty list', async () => {
    const { db } = database;
    const unbalanced = { ...contribution(141, 'batch-5:bad', 1_000n) };
    unbalanced.lines = [
      { ...(unbalanced.lines[0] as Transfer['lines'][number]), amount: 999n },
      unbalanced.lines[1] as Transfer['lines'][number],
    ];
    await expect(
      db.transaction((tx) => postMany(tx, [contribution(141, 'batch-5:good', 1_000n), unbalanced])),
    ).rejects.toBeInstanceOf(InvalidTransferError);
    expect(await balance(db, memberAccount(141, 'contributions'))).toBe(0n);
    expect(await db.transaction((tx) => postMany(tx, []))).toEqual([]);
  });

  it('locks (and opens) the accounts of a batch in one order, by code, whatever order the lines give', async () => {
    // Two batches locking the same accounts in opposite orders could each wait for the other (a
    // deadlock, one refused). Accounts are opened in the order they are locked: ids show that order.
    const { db } = database;
    const first = earning(161, 'batch-7:a', 1_000n); // given second, yet its account's code sorts first
    const second = contribution(162, 'batch-7:b', 1_000n);
    await db.transaction((tx) => postMany(tx, [second, first]));
    const codes = [memberAccount(161, 'earnings'), memberAccount(162, 'contributions')];
    const opened = await db
      .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.code, codes))
      .orderBy(ledgerAccounts.id);
    expect(opened.map((a) => a.code)).toEqual([...codes].sort());
  });

  it('parallel batches of redemptions from one balance never overdraw it', async () => {
    const { db } = database;
    await db.transaction((tx) => postMany(tx, [earning(151, 'batch-6:earn', 100_000n)]));
    // 10 batches of 3 redemptions of N100 against N1,000: at most 3 batches fit (9 redemptions).
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, b) =>
        db.transaction((tx) =>
          postMany(
            tx,
            [0, 1, 2].map((i) => redemption(151, `batch-6:${b}:${i}`, 10_000n)),
          ),
        ),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientBalanceError);
    }
    expect(await balance(db, memberAccount(151, 'earnings'))).toBe(10_000n);
    expect((await checkLedger(db)).ok).toBe(true);
  });
});
