import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { journalEntries, ledgerAccounts } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import { ACCOUNTS, checkLedger, memberAccount, post } from './index.ts';

// The ledger check an operator runs (npm run ledger:check): each invariant, sound and broken. The
// breakages are made by hand in SQL, as a bug or a manual edit outside post() would make them.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
// One database for the file, emptied before each test (cheaper than a database per test).
beforeEach(async () => {
  await database.db.execute(
    sql`truncate postings, journal_entries, ledger_accounts restart identity cascade`,
  );
  await database.db.execute(
    sql`create unique index if not exists journal_entries_key on journal_entries (idempotency_key)`,
  );
});

const at = new Date('2026-01-05T09:00:00Z');
const pay = (key: string, member: number, kobo: bigint) =>
  database.db.transaction((tx) =>
    post(tx, {
      key,
      kind: 'contribution',
      memberId: member,
      description: 'Weekly contribution',
      at,
      lines: [
        { account: ACCOUNTS.providerClearing, amount: kobo },
        { account: memberAccount(member, 'contributions'), amount: -kobo },
      ],
    }),
  );

const failing = (report: Awaited<ReturnType<typeof checkLedger>>) =>
  Object.fromEntries(report.checks.filter((c) => !c.ok).map((c) => [c.name, c.problems]));

describe('checkLedger', () => {
  it('passes every check on a sound ledger and counts its rows', async () => {
    expect(await checkLedger(database.db)).toEqual({
      ok: true,
      counts: { accounts: 0, entries: 0, postings: 0 },
      checks: [
        { name: 'Trial balance is zero (all postings sum to 0)', ok: true, problems: [] },
        { name: 'Every journal entry balances and has at least two lines', ok: true, problems: [] },
        { name: "Every account's stored balance equals the sum of its postings", ok: true, problems: [] },
        {
          name: "Every account's stored posting count equals its number of postings",
          ok: true,
          problems: [],
        },
        { name: 'Idempotency keys are unique', ok: true, problems: [] },
        { name: 'No member balance is below zero', ok: true, problems: [] },
      ],
    });
    await pay('pay-1', 1, 100_000n);
    await pay('pay-2', 2, 50_000n);
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(true);
    expect(report.counts).toEqual({ accounts: 3, entries: 2, postings: 4 });
    expect(report.checks.every((c) => c.ok && c.problems.length === 0)).toBe(true);
  });

  it('names an extra posting: trial balance, the unbalanced entry, the drifted balance and count', async () => {
    const { entry } = await pay('pay-1', 1, 100_000n);
    await database.db.execute(sql`insert into postings (entry_id, account_id, amount, created_at)
      select ${entry.id}, a.id, 5, now() from ledger_accounts a where a.code = ${ACCOUNTS.providerClearing}`);
    const report = await checkLedger(database.db);
    expect(report.ok).toBe(false);
    expect(report.counts).toEqual({ accounts: 2, entries: 1, postings: 3 });
    expect(failing(report)).toEqual({
      'Trial balance is zero (all postings sum to 0)': ['postings sum to 5 kobo'],
      'Every journal entry balances and has at least two lines': [
        `entry ${entry.id} (pay-1): 3 line(s) summing to 5 kobo`,
      ],
      "Every account's stored balance equals the sum of its postings": [
        'asset:provider-clearing: stored 100000, postings sum to 100005',
      ],
      "Every account's stored posting count equals its number of postings": [
        'asset:provider-clearing: stored 1, 2 postings',
      ],
    });
  });

  it('names an entry with no lines (it sums to zero) and one with a single line', async () => {
    await pay('pay-1', 1, 100_000n);
    await database.db.execute(sql`insert into journal_entries
      (idempotency_key, kind, description, fingerprint, created_at)
      values ('empty', 'correction', 'no lines', '', now()), ('single', 'correction', 'one line', '', now())`);
    await database.db.execute(sql`insert into postings (entry_id, account_id, amount, created_at)
      select e.id, a.id, 5, now() from journal_entries e, ledger_accounts a
      where e.idempotency_key = 'single' and a.code = ${ACCOUNTS.providerClearing}`);
    const report = await checkLedger(database.db);
    const ids = await database.db
      .select({ id: journalEntries.id, key: journalEntries.idempotencyKey })
      .from(journalEntries);
    const idOf = (key: string) => ids.find((r) => r.key === key)?.id;
    expect(failing(report)['Every journal entry balances and has at least two lines']).toEqual([
      `entry ${idOf('empty')} (empty): 0 line(s) summing to 0 kobo`,
      `entry ${idOf('single')} (single): 1 line(s) summing to 5 kobo`,
    ]);
  });

  it('names a stored balance that no longer matches its postings, and a member below zero', async () => {
    await pay('pay-1', 7, 100_000n);
    // The member's stored balance edited by hand, and a posting taking more than they have.
    await database.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where code = ${memberAccount(7, 'contributions')}`,
    );
    const report = await checkLedger(database.db);
    expect(failing(report)).toEqual({
      "Every account's stored balance equals the sum of its postings": [
        'member:7:contributions: stored -100001, postings sum to -100000',
      ],
    });

    await database.db.execute(sql`insert into postings (entry_id, account_id, amount, created_at)
      select e.id, a.id, 150000, now() from journal_entries e, ledger_accounts a
      where e.idempotency_key = 'pay-1' and a.code = ${memberAccount(7, 'contributions')}`);
    await database.db.execute(sql`insert into postings (entry_id, account_id, amount, created_at)
      select e.id, a.id, -150000, now() from journal_entries e, ledger_accounts a
      where e.idempotency_key = 'pay-1' and a.code = ${ACCOUNTS.providerClearing}`);
    const below = failing(await checkLedger(database.db));
    expect(below['No member balance is below zero']).toEqual([
      'member:7:contributions: postings sum to 50000 kobo',
    ]);
    expect(below['Trial balance is zero (all postings sum to 0)']).toBeUndefined();
  });

  it('names a stored posting count that no longer matches the postings', async () => {
    await pay('pay-1', 7, 100_000n);
    await pay('pay-2', 7, 100_000n);
    const [stored] = await database.db
      .select({ n: ledgerAccounts.postingCount })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, memberAccount(7, 'contributions')));
    expect(stored?.n).toBe(2);
    await database.db.execute(
      sql`update ledger_accounts set posting_count = 5 where code = ${memberAccount(7, 'contributions')}`,
    );
    expect(failing(await checkLedger(database.db))).toEqual({
      "Every account's stored posting count equals its number of postings": [
        'member:7:contributions: stored 5, 2 postings',
      ],
    });
  });

  it('treats an asset member account (a loan) below zero as below the floor, and one above it as sound', async () => {
    await database.db.transaction((tx) =>
      post(tx, {
        key: 'loan-1',
        kind: 'loan',
        memberId: 3,
        description: 'Loan paid out',
        at,
        lines: [
          { account: memberAccount(3, 'loan'), amount: 20_000n },
          { account: ACCOUNTS.bank, amount: -20_000n },
        ],
      }),
    );
    expect((await checkLedger(database.db)).ok).toBe(true);
    await database.db.execute(sql`insert into postings (entry_id, account_id, amount, created_at)
      select e.id, a.id, -30000, now() from journal_entries e, ledger_accounts a
      where e.idempotency_key = 'loan-1' and a.code = ${memberAccount(3, 'loan')}`);
    expect(failing(await checkLedger(database.db))['No member balance is below zero']).toEqual([
      'member:3:loan: postings sum to -10000 kobo',
    ]);
  });

  it('names a key used by two entries (with the unique index gone)', async () => {
    await pay('pay-1', 1, 100_000n);
    await database.db.execute(sql`drop index journal_entries_key`);
    await database.db.execute(sql`insert into journal_entries
      (idempotency_key, kind, description, fingerprint, created_at)
      select idempotency_key, kind, description, fingerprint, created_at from journal_entries`);
    await database.db.execute(sql`insert into postings (entry_id, account_id, amount, created_at)
      select e.id, p.account_id, p.amount, now() from journal_entries e
      join journal_entries o on o.idempotency_key = e.idempotency_key and o.id < e.id
      join postings p on p.entry_id = o.id`);
    await database.db.execute(sql`update ledger_accounts a set balance = (select sum(amount) from postings p
      where p.account_id = a.id), posting_count = (select count(*) from postings p where p.account_id = a.id)`);
    const report = await checkLedger(database.db);
    expect(report.counts).toEqual({ accounts: 2, entries: 2, postings: 4 });
    expect(failing(report)).toEqual({ 'Idempotency keys are unique': ['key pay-1 used by 2 entries'] });
  });

  it('lists at most 20 problems per check', async () => {
    for (let i = 1; i <= 22; i++) {
      await database.db.execute(sql`insert into journal_entries
        (idempotency_key, kind, description, fingerprint, created_at)
        values (${`empty-${String(i).padStart(2, '0')}`}, 'correction', 'no lines', '', now())`);
    }
    const problems = failing(await checkLedger(database.db))[
      'Every journal entry balances and has at least two lines'
    ];
    expect(problems).toHaveLength(20);
    expect(problems?.[0]).toMatch(/\(empty-01\)/);
  });
});
