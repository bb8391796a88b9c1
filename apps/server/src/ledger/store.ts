import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { describeAccount, normalSign } from './accounts.ts';
import { InsufficientBalanceError } from './errors.ts';
import type { TransferLine } from './posting.ts';

/**
 * The statements post() and postMany() share. Each does in one round trip what used to take one
 * statement per row or per account: on the embedded database a statement costs about a millisecond
 * whatever its size, so a posting's cost is its number of statements. Lists travel as array
 * parameters (unnest), so the statement text is the same for one entry or a thousand.
 */

async function rows<T>(tx: Db, query: SQL): Promise<T[]> {
  const res = (await tx.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const list = (values: (string | null)[]) => sql.param(values);

export interface LockedAccount {
  id: number;
  /** The latest committed sum of postings (debit positive), read under the row lock. */
  balance: bigint;
}

/**
 * Creates the accounts not seen before and locks every one of them, in the order given (callers
 * pass codes sorted, so two transfers over the same accounts queue instead of deadlocking), and
 * returns their balances. One statement: an upsert whose update changes nothing but takes the row
 * lock, so like SELECT … FOR UPDATE it waits for a transaction holding the account and then reads
 * the balance that transaction committed.
 */
export async function lockAccounts(
  tx: Db,
  codes: string[],
  /** When an account created now was first used. */
  at: (code: string) => Date,
): Promise<Map<string, LockedAccount>> {
  const infos = codes.map(describeAccount);
  const locked = await rows<{ id: number; code: string; balance: string }>(
    tx,
    sql`insert into ledger_accounts (code, type, member_id, created_at)
        select u.code, u.type, u.member_id, u.at
        from unnest(${list(codes)}::text[], ${list(infos.map((i) => i.type))}::text[],
                    ${list(infos.map((i) => (i.memberId === null ? null : String(i.memberId))))}::int[],
                    ${list(codes.map((c) => at(c).toISOString()))}::timestamptz[])
             with ordinality as u(code, type, member_id, at, n)
        order by u.n
        on conflict (code) do update set balance = ledger_accounts.balance
        returning id, code, balance::text as balance`,
  );
  const byCode = new Map<string, LockedAccount>();
  for (const r of locked) byCode.set(r.code, { id: Number(r.id), balance: BigInt(r.balance) });
  for (const code of codes) {
    if (!byCode.has(code)) throw new Error(`Ledger account ${code} was not locked`);
  }
  return byCode;
}

/**
 * Applies lines to running balances (debit positive), refusing with InsufficientBalanceError, before
 * anything is written, when a member account would end below zero as the member sees it.
 */
export function applyWithinFloors(lines: TransferLine[], balances: Map<string, bigint>): void {
  for (const line of lines) {
    const info = describeAccount(line.account);
    const before = balances.get(line.account) ?? 0n;
    if (info.hasFloor) {
      const sign = normalSign(info.type);
      if (sign * (before + line.amount) < 0n) {
        throw new InsufficientBalanceError(line.account, sign * before, -sign * line.amount);
      }
    }
  }
  for (const line of lines) balances.set(line.account, (balances.get(line.account) ?? 0n) + line.amount);
}

export interface NewEntry {
  key: string;
  kind: string;
  memberId: number | null;
  description: string;
  fingerprint: string;
  reversesEntryId: number | null;
  at: Date;
  lines: TransferLine[];
}

/**
 * Writes entries, their postings and the accounts' materialised balances and posting counts in one statement (the
 * accounts must be locked by this transaction). An entry whose key is already taken is left out with
 * its postings and balance moves (its id is missing from the answer). Returns the new entries' ids
 * by key.
 */
export async function writeEntries(
  tx: Db,
  entries: NewEntry[],
  accounts: Map<string, LockedAccount>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (entries.length === 0) return ids;
  const lineKeys: string[] = [];
  const lineAccounts: string[] = [];
  const lineAmounts: string[] = [];
  for (const e of entries) {
    for (const l of e.lines) {
      const account = accounts.get(l.account);
      if (!account) throw new Error(`Ledger account ${l.account} is not locked`);
      lineKeys.push(e.key);
      lineAccounts.push(String(account.id));
      lineAmounts.push(String(l.amount));
    }
  }
  const written = await rows<{ id: number; key: string }>(
    tx,
    sql`with v as (
          select * from unnest(${list(entries.map((e) => e.key))}::text[],
                               ${list(entries.map((e) => e.kind))}::text[],
                               ${list(entries.map((e) => (e.memberId === null ? null : String(e.memberId))))}::int[],
                               ${list(entries.map((e) => e.description))}::text[],
                               ${list(entries.map((e) => e.fingerprint))}::text[],
                               ${list(entries.map((e) => (e.reversesEntryId === null ? null : String(e.reversesEntryId))))}::int[],
                               ${list(entries.map((e) => e.at.toISOString()))}::timestamptz[])
                 with ordinality as v(key, kind, member_id, description, fingerprint, reverses_entry_id, at, n)
        ), e as (
          insert into journal_entries
            (idempotency_key, kind, member_id, description, fingerprint, reverses_entry_id, created_at)
          select key, kind, member_id, description, fingerprint, reverses_entry_id, at from v order by n
          on conflict (idempotency_key) do nothing
          returning id, idempotency_key
        ), l as (
          select * from unnest(${list(lineKeys)}::text[], ${list(lineAccounts)}::int[],
                               ${list(lineAmounts)}::bigint[]) as l(key, account_id, amount)
        ), p as (
          insert into postings (entry_id, account_id, amount, created_at)
          select e.id, l.account_id, l.amount, v.at
          from l join e on e.idempotency_key = l.key join v on v.key = l.key
        ), d as (
          select l.account_id, sum(l.amount)::bigint as delta, count(*)::int as n
          from l join e on e.idempotency_key = l.key group by l.account_id
        ), b as (
          update ledger_accounts a set balance = a.balance + d.delta, posting_count = a.posting_count + d.n
          from d where a.id = d.account_id
        )
        select id, idempotency_key as key from e`,
  );
  for (const r of written) ids.set(r.key, Number(r.id));
  return ids;
}
