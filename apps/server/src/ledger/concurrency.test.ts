import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createTestDatabase, testDatabaseKind } from '../test/database.ts';
import {
  ACCOUNTS,
  balance,
  checkLedger,
  findEntry,
  IdempotencyConflictError,
  InsufficientBalanceError,
  memberAccount,
  post,
} from './index.ts';

// On PostgreSQL these run on parallel pool connections with real row locks; on PGlite the
// transactions queue one at a time. Either way the outcome must be the same.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const at = new Date('2026-03-02T10:00:00Z');

async function earn(member: number, kobo: bigint) {
  await database.db.transaction((tx) =>
    post(tx, {
      key: `earn:${member}`,
      kind: 'referral-earning',
      memberId: member,
      description: 'Referral earnings',
      at,
      lines: [
        { account: ACCOUNTS.referralEarnings, amount: kobo },
        { account: memberAccount(member, 'earnings'), amount: -kobo },
      ],
    }),
  );
}

function redeem(member: number, key: string, kobo: bigint) {
  return database.db.transaction((tx) =>
    post(tx, {
      key,
      kind: 'redemption',
      memberId: member,
      description: 'Redeem earnings',
      at,
      lines: [
        { account: memberAccount(member, 'earnings'), amount: kobo },
        { account: ACCOUNTS.payoutsDue, amount: -kobo },
      ],
    }),
  );
}

describe(`concurrent postings (${testDatabaseKind()})`, () => {
  it('50 parallel redemptions of one earnings balance never overdraw it', async () => {
    await earn(1, 1_000_000n); // N10,000
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => redeem(1, `redeem:1:${i}`, 50_000n)), // N500 each
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientBalanceError);
    expect(await balance(database.db, memberAccount(1, 'earnings'))).toBe(0n);
    expect(await balance(database.db, ACCOUNTS.payoutsDue)).toBe(1_000_000n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('the same key sent 20 times at once posts once', async () => {
    await earn(2, 500_000n);
    const results = await Promise.all(Array.from({ length: 20 }, () => redeem(2, 'redeem:2:once', 100_000n)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await balance(database.db, memberAccount(2, 'earnings'))).toBe(400_000n);
  });

  it('one key sent at once for different transfers posts one of them and refuses the others as a conflict', async () => {
    // Only the member's own accounts (a loan paid into their earnings): no attempt waits for another's
    // locks, so on PostgreSQL they find the key free when they look and meet it taken when they write.
    const attempt = (member: number) =>
      database.db.transaction((tx) =>
        post(tx, {
          key: 'lend:clash',
          kind: 'disbursal',
          memberId: member,
          description: 'Loan paid into earnings',
          at,
          lines: [
            { account: memberAccount(member, 'loan'), amount: 1_000n },
            { account: memberAccount(member, 'earnings'), amount: -1_000n },
          ],
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => attempt(300 + i)));
    const posted = results.filter((r) => r.status === 'fulfilled');
    expect(posted).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(IdempotencyConflictError);
    }
    const entry = await findEntry(database.db, 'lend:clash');
    const winner = Number(entry?.memberId);
    for (let i = 0; i < 10; i++) {
      expect(await balance(database.db, memberAccount(300 + i, 'earnings'))).toBe(
        300 + i === winner ? 1_000n : 0n,
      );
    }
    expect((await checkLedger(database.db)).ok).toBe(true);
  });

  it('transfers crossing the same accounts in both directions do not deadlock', async () => {
    await earn(3, 1_000_000n);
    const move = (i: number) =>
      database.db.transaction((tx) =>
        post(tx, {
          key: `cross:${i}`,
          kind: 'save-more',
          memberId: 3,
          description: 'Earnings to contributions and back',
          at,
          lines:
            i % 2 === 0
              ? [
                  { account: memberAccount(3, 'earnings'), amount: 1_000n },
                  { account: memberAccount(3, 'contributions'), amount: -1_000n },
                ]
              : [
                  { account: memberAccount(3, 'contributions'), amount: 1_000n },
                  { account: memberAccount(3, 'earnings'), amount: -1_000n },
                ],
        }),
      );
    // Start with a credit to contributions so the odd moves always have something to move back.
    await move(0);
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => move(i + 1)));
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientBalanceError);
    }
    const earnings = await balance(database.db, memberAccount(3, 'earnings'));
    const contributions = await balance(database.db, memberAccount(3, 'contributions'));
    expect(earnings + contributions).toBe(1_000_000n);
    expect((await checkLedger(database.db)).ok).toBe(true);
  });
});
