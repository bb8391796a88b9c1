import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import {
  fromBalancesJson,
  type Lending,
  memberAccountCode,
  memberAccountParams,
  memberBalancesJson,
} from '../../ledger/index.ts';
import { memberLoanJson } from '../loan-phase/index.ts';

const userId = sql.placeholder('userId');

/**
 * What the member borrowed of what they still owe, in SQL (as the loop it replaces read it): the
 * positive postings after the last time the running balance stood at zero or below, 0 when nothing is
 * owed now. Window functions keep it one index range scan of the account's history.
 */
function currentLending(what: Lending): SQL<string> {
  return sql<string>`(select (case when coalesce(sum(t.amount), 0) > 0
      then coalesce(sum(t.amount) filter (where t.amount > 0 and t.rn > t.last_zero), 0) else 0 end)::text
    from (select s.amount, s.rn, coalesce(max(s.rn) filter (where s.owed <= 0) over (), 0) as last_zero
      from (select p.amount, row_number() over w as rn, sum(p.amount) over w as owed
        from postings p join ledger_accounts a on a.id = p.account_id
        where a.code = ${memberAccountCode(what)}
        window w as (order by p.created_at, p.entry_id rows between unbounded preceding and current row)) s) t)`;
}

/** The member's open POP or ETC application's status (1 in process, 2 in use), null without one. */
function openApplicationStatus(kind: 'pop' | 'etc'): SQL<number | null> {
  return sql<number | null>`(select o.status from pop_etc_applications o
    where o.user_id = ${userId} and o.kind = ${kind} and o.status in (1, 2) limit 1)`;
}

/** The member, their account codes and the transfer purposes are the statement's placeholders (db/prepared.ts). */
const walletRow = preparedQuery((db) =>
  db
    .select({
      tfpPin: users.tfpPin,
      balances: memberBalancesJson(),
      // Redemption payouts, less any that failed or came back.
      redeemed: sql<string>`(select coalesce(sum(po.amount_kobo), 0)::text from payouts po
          where po.user_id = ${userId} and po.kind = 'redemption' and po.status not in ('failed', 'reversed'))`,
      currentLoan: currentLending('loan'),
      currentPop: currentLending('pop'),
      currentEtc: currentLending('etc'),
      // Epoch milliseconds: a JSON timestamp's text would depend on the session's time zone.
      awaited: sql<{ purpose: string; reference: string; amount: string; at: string }[] | null>`(select
          json_agg(json_build_object('purpose', pa.purpose, 'reference', pa.reference,
            'amount', pa.amount_kobo::text, 'at', floor(extract(epoch from pa.created_at) * 1000)::bigint::text)
            order by pa.created_at, pa.id)
          from payments pa where pa.user_id = ${userId} and pa.status = 'pending'
            and pa.purpose = any(${sql.placeholder('transferPurposes')}::text[]))`,
      loan: memberLoanJson(userId),
      pop: openApplicationStatus('pop'),
      etc: openApplicationStatus('etc'),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('wallet_inputs'),
);

/**
 * Everything the trust wallet reads, in one statement: the member's pin, their ledger balances, what
 * they redeemed, what they borrowed of what they owe on each product, the bank transfers awaiting an
 * operator, the member's loan (modules/loans memberLoanJson) and the open POP and ETC applications.
 * The screen then costs one round trip beside the session's. Undefined when there is no such member.
 */
export async function walletInputs(db: Db, id: number, transferPurposes: readonly string[]) {
  const [row] = await walletRow(db).execute({
    userId: id,
    transferPurposes,
    ...memberAccountParams(id),
  });
  if (!row) return undefined;
  return {
    tfpPin: row.tfpPin,
    balances: fromBalancesJson(row.balances),
    redeemedKobo: BigInt(row.redeemed),
    currentKobo: { loan: BigInt(row.currentLoan), pop: BigInt(row.currentPop), etc: BigInt(row.currentEtc) },
    awaited: (row.awaited ?? []).map((a) => ({
      purpose: a.purpose,
      reference: a.reference,
      amountKobo: BigInt(a.amount),
      createdAt: new Date(Number(a.at)),
    })),
    loan: row.loan,
    pop: row.pop == null ? null : Number(row.pop),
    etc: row.etc == null ? null : Number(row.etc),
  };
}
