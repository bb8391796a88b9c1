import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { journalEntries, ledgerAccounts } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { modelTransfer } from '../test/ledger-model.ts';
import {
  ACCOUNTS,
  balance,
  findEntry,
  IdempotencyConflictError,
  memberAccount,
  memberBalances,
  post,
  postMany,
  ReversalError,
  reverse,
  type Transfer,
} from './index.ts';

// What the ledger records, as an operator reads it back: the entry's fields, the accounts created on
// first use, replays after the money has moved on, and the reversal's wording and refusals.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const monday = new Date('2026-03-02T09:00:00Z');
const tuesday = new Date('2026-03-03T09:00:00Z');
const earning = (member: number, key: string, kobo: bigint, at = monday): Transfer =>
  modelTransfer('earn', member, key, kobo, at);
const redemption = (member: number, key: string, kobo: bigint): Transfer =>
  modelTransfer('redeem', member, key, kobo, tuesday);
const accountRow = async (code: string) =>
  (await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code)))[0];

describe('what post() records', () => {
  it('stores the entry as given, with no member or reversal when there is none, and creates accounts dated at first use', async () => {
    const { db } = database;
    const opening = await db.transaction((tx) =>
      post(tx, {
        key: 'opening-balance',
        kind: 'opening',
        description: 'Opening balance',
        at: monday,
        lines: [
          { account: ACCOUNTS.bank, amount: 1_000_000n },
          { account: ACCOUNTS.equity, amount: -1_000_000n },
        ],
      }),
    );
    const expected = {
      idempotencyKey: 'opening-balance',
      kind: 'opening',
      memberId: null,
      description: 'Opening balance',
      fingerprint: 'asset:bank=1000000;equity:fund=-1000000',
      reversesEntryId: null,
      createdAt: monday,
    };
    expect(opening).toEqual({ entry: { id: expect.any(Number), ...expected }, replayed: false });
    expect(await findEntry(db, 'opening-balance')).toEqual(opening.entry);
    expect(await findEntry(db, 'no-such-key')).toBeUndefined();
    expect(await accountRow(ACCOUNTS.bank)).toMatchObject({
      type: 'asset',
      memberId: null,
      createdAt: monday,
    });
    expect(await balance(db, ACCOUNTS.bank)).toBe(1_000_000n);
    expect(await balance(db, ACCOUNTS.equity)).toBe(1_000_000n);

    await db.transaction((tx) => post(tx, earning(21, 'earn-21', 5_000n)));
    await db.transaction((tx) => post(tx, earning(21, 'earn-21b', 1_000n, tuesday)));
    // The account keeps the date it was first used, and the member it belongs to.
    expect(await accountRow(memberAccount(21, 'earnings'))).toMatchObject({
      type: 'liability',
      memberId: 21,
      createdAt: monday,
      balance: -6_000n,
    });
  });

  it('answers a replay with the first entry even when the money has moved on since, and refuses other lines under that key', async () => {
    const { db } = database;
    await db.transaction((tx) => post(tx, earning(22, 'earn-22', 3_000n)));
    const first = await db.transaction((tx) => post(tx, redemption(22, 'redeem-22', 3_000n)));
    // The earnings are spent: posting the redemption again would go below zero, yet it is a replay.
    expect(await db.transaction((tx) => post(tx, redemption(22, 'redeem-22', 3_000n)))).toEqual({
      entry: first.entry,
      replayed: true,
    });
    const other = await db.transaction((tx) => post(tx, redemption(22, 'redeem-22', 2_000n))).catch((e) => e);
    expect(other).toBeInstanceOf(IdempotencyConflictError);
    expect(other.key).toBe('redeem-22');
    expect(await balance(db, memberAccount(22, 'earnings'))).toBe(0n);
  });
});

describe('what postMany() records', () => {
  it('stores each entry as given and dates a new account at the first transfer that uses it', async () => {
    const { db } = database;
    const results = await db.transaction((tx) =>
      postMany(tx, [
        earning(23, 'many-23a', 2_000n, monday),
        earning(23, 'many-23b', 1_000n, tuesday),
        {
          key: 'many-fund',
          kind: 'correction',
          description: 'Moved to the bank',
          at: tuesday,
          lines: [
            { account: ACCOUNTS.bank, amount: 500n },
            { account: ACCOUNTS.providerClearing, amount: -500n },
          ],
        },
      ]),
    );
    expect(
      results.map((r) => [r.entry.idempotencyKey, r.entry.memberId, r.entry.createdAt, r.replayed]),
    ).toEqual([
      ['many-23a', 23, monday, false],
      ['many-23b', 23, tuesday, false],
      ['many-fund', null, tuesday, false],
    ]);
    for (const r of results) {
      expect(await findEntry(db, r.entry.idempotencyKey)).toEqual(r.entry);
    }
    expect(results[2]?.entry).toMatchObject({
      kind: 'correction',
      description: 'Moved to the bank',
      fingerprint: 'asset:bank=500;asset:provider-clearing=-500',
      reversesEntryId: null,
    });
    expect(await accountRow(memberAccount(23, 'earnings'))).toMatchObject({
      memberId: 23,
      createdAt: monday,
    });
    expect(await balance(db, memberAccount(23, 'earnings'))).toBe(3_000n);
  });
});

describe('reverse()', () => {
  it('describes the reversal after the original unless told otherwise, and keeps the member', async () => {
    const { db } = database;
    const { entry } = await db.transaction((tx) => post(tx, earning(24, 'earn-24', 4_000n)));
    const r = await db.transaction((tx) => reverse(tx, entry.id, 'reverse-earn-24', tuesday));
    expect(r.entry).toMatchObject({
      kind: 'reversal',
      memberId: 24,
      description: 'Reversal of: Referral earnings',
      reversesEntryId: entry.id,
      createdAt: tuesday,
      fingerprint: 'expense:referral-earnings=-4000;member:24:earnings=4000',
    });
    expect(await balance(db, memberAccount(24, 'earnings'))).toBe(0n);

    const fund = await db.transaction((tx) =>
      post(tx, {
        key: 'fund-move',
        kind: 'correction',
        description: 'Moved to the bank',
        at: monday,
        lines: [
          { account: ACCOUNTS.bank, amount: 700n },
          { account: ACCOUNTS.providerClearing, amount: -700n },
        ],
      }),
    );
    const undo = await db.transaction((tx) =>
      reverse(tx, fund.entry.id, 'undo-fund-move', tuesday, 'Keyed to the wrong account'),
    );
    expect(undo.entry).toMatchObject({ memberId: null, description: 'Keyed to the wrong account' });
  });

  it('says why it refuses: unknown entry, a reversal itself, already reversed under another key', async () => {
    const { db } = database;
    const { entry } = await db.transaction((tx) => post(tx, earning(25, 'earn-25', 1_000n)));
    const r = await db.transaction((tx) => reverse(tx, entry.id, 'reverse-earn-25', tuesday));
    const refusal = (id: number, key: string) =>
      db.transaction((tx) => reverse(tx, id, key, tuesday)).catch((e: unknown) => e);
    const unknown = await refusal(999_999, 'x');
    expect(unknown).toBeInstanceOf(ReversalError);
    expect(unknown).toMatchObject({ message: 'No journal entry 999999' });
    expect(await refusal(r.entry.id, 'y')).toMatchObject({
      message: `Entry ${r.entry.id} is itself a reversal`,
    });
    expect(await refusal(entry.id, 'z')).toMatchObject({
      message: `Entry ${entry.id} was already reversed by entry ${r.entry.id}`,
    });
    const rows = await db.select().from(journalEntries).where(eq(journalEntries.reversesEntryId, entry.id));
    expect(rows).toHaveLength(1);
  });
});

describe('member balances', () => {
  it('shows every balance as the member sees it: what the fund owes them and what they owe, all positive', async () => {
    const { db } = database;
    expect(await memberBalances(db, 26)).toEqual({
      contributions: 0n,
      earnings: 0n,
      loan: 0n,
      pop: 0n,
      etc: 0n,
    });
    await db.transaction((tx) =>
      post(tx, {
        key: 'member-26-all',
        kind: 'correction',
        memberId: 26,
        description: 'Every balance at once',
        at: monday,
        lines: [
          { account: ACCOUNTS.bank, amount: 1_000n },
          { account: memberAccount(26, 'contributions'), amount: -1_000n },
          { account: ACCOUNTS.referralEarnings, amount: 200n },
          { account: memberAccount(26, 'earnings'), amount: -200n },
          { account: memberAccount(26, 'loan'), amount: 300n },
          { account: memberAccount(26, 'pop'), amount: 40n },
          { account: memberAccount(26, 'etc'), amount: 5n },
          { account: ACCOUNTS.equity, amount: -345n },
        ],
      }),
    );
    expect(await memberBalances(db, 26)).toEqual({
      contributions: 1_000n,
      earnings: 200n,
      loan: 300n,
      pop: 40n,
      etc: 5n,
    });
    // Another member's accounts are not theirs.
    expect(await memberBalances(db, 27)).toEqual({
      contributions: 0n,
      earnings: 0n,
      loan: 0n,
      pop: 0n,
      etc: 0n,
    });
    expect(await balance(db, memberAccount(27, 'loan'))).toBe(0n);
  });
});
