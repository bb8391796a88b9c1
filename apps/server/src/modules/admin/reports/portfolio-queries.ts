import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { lagos, rows } from './queries.ts';

/**
 * The portfolio and finance reports' SQL. Each one is a single grouped query (no loop per member or
 * loan) reading the books before `endsBefore` (the first instant after the report's last Lagos day).
 * A member account's balance at a past date is its balance today less what was posted since,
 * through the (account, time) index; the whole ledger is never scanned for one report.
 */

/** The days from a Lagos due day to `day` (positive once overdue), as SQL. */
const overdueDays = (day: string, due: ReturnType<typeof sql>) => sql`(${day}::date - ${due}::date)`;

/**
 * How overdue a debt is, as the ageing buckets read: 0 not yet due, 1: 1–30 days, 2: 31–60,
 * 3: 61–90, 4: over 90 (so PAR 30 is buckets 2 to 4).
 */
const ageBucket = (days: ReturnType<typeof sql>) =>
  sql`case when ${days} <= 0 then 0 when ${days} <= 30 then 1 when ${days} <= 60 then 2 when ${days} <= 90 then 3 else 4 end`;

/**
 * One member account's balance (debit positive) at `before`: the account found by its code (one
 * unique-index lookup per loan, not a scan of every member's accounts), its stored balance less what
 * was posted to it since, through the (account, time) index. For today nothing was posted since, so
 * no posting is read at all (summing the postings before it read a table page or two per loan).
 * The same figure: each stored balance is the sum of its account's postings (checkLedger).
 */
const balanceBefore = (code: ReturnType<typeof sql>, before: Date) =>
  sql`coalesce((select a.balance - coalesce((select sum(p.amount) from postings p
                                             where p.account_id = a.id and p.created_at >= ${before.toISOString()}), 0)
                from ledger_accounts a where a.code = ${code}), 0)`;

/**
 * Loans disbursed and still owed at the end of `day`, by how long past their repayment date:
 * the count and the amount still owed (the member's loan account then).
 */
export const loanAgeing = (db: Db, day: string, endsBefore: Date) =>
  rows<{ bucket: number; loans: string; outstanding: string }>(
    db,
    // materialized: each loan's balance summed once (inlined, the filter on it summed it again).
    sql`with owed as materialized (
          select ${ageBucket(overdueDays(day, sql`l.repayment_date`))} as bucket,
                 ${balanceBefore(sql`'member:' || l.user_id || ':loan'`, endsBefore)} as outstanding
          from loans l
          where l.disbursed_at < ${endsBefore.toISOString()}
            and (l.ended_at is null or l.ended_at >= ${endsBefore.toISOString()}))
        select bucket, count(*)::text as loans, sum(outstanding)::text as outstanding
        from owed where outstanding > 0 group by bucket order by bucket`,
  );

/**
 * Loan balances the fund wrote off (the console's Adjustments) up to `endsBefore`: the write-off
 * expense's postings through the (account, time) index, each beside the member's loan line of its
 * entry; and the loans that ended written off by then.
 */
export const loansWrittenOff = async (db: Db, endsBefore: Date) =>
  (
    await rows<{ loans: string; amount: string }>(
      db,
      sql`select (select count(*) from loans
                  where state = 'written_off' and ended_at < ${endsBefore.toISOString()})::text as loans,
                 coalesce(-sum(q.amount), 0)::text as amount
          from postings p
          join postings q on q.entry_id = p.entry_id and q.id <> p.id
          join ledger_accounts a on a.id = q.account_id and a.code like 'member:%:loan'
          where p.account_id = (select id from ledger_accounts where code = 'expense:write-offs')
            and p.created_at < ${endsBefore.toISOString()}`,
    )
  )[0] ?? { loans: '0', amount: '0' };

/**
 * Contribution periods missed and not made good by the end of `day`, in members' current cycles,
 * by their age from the due day: 0: up to 7 days, 1: 8–28 (still payable in the 4-week grace),
 * 2: 29–60, 3: 61–90, 4: over 90.
 */
export const arrearsAgeing = (db: Db, day: string, endsBefore: Date) =>
  rows<{ bucket: number; periods: string; members: string; amount: string }>(
    db,
    // A period is at most n days old when its Lagos due day is on or after `day` less n days, that is
    // when it fell due at or after that day's first instant in Lagos: the four edges worked out once,
    // each period compared with them (not its due day worked out period by period).
    sql`with edges as (
          select (${day}::date - 7)::timestamptz - interval '1 hour' as d7,
                 (${day}::date - 28)::timestamptz - interval '1 hour' as d28,
                 (${day}::date - 60)::timestamptz - interval '1 hour' as d60,
                 (${day}::date - 90)::timestamptz - interval '1 hour' as d90),
        missed as (
          select w.user_id, w.amount_kobo,
                 case when w.due_at >= (select d7 from edges) then 0 when w.due_at >= (select d28 from edges) then 1
                      when w.due_at >= (select d60 from edges) then 2 when w.due_at >= (select d90 from edges) then 3
                      else 4 end as bucket
          from contribution_weeks w
          join memberships ms on ms.id = w.membership_id and ms.cycle_number = w.cycle_number
               and ms.status = 'active'
          where w.status = 'missed' and w.due_at < ${endsBefore.toISOString()}
            and (w.paid_late_at is null or w.paid_late_at >= ${endsBefore.toISOString()}))
        select bucket, count(*)::text as periods, count(distinct user_id)::text as members,
               sum(amount_kobo)::text as amount
        from missed group by 1 order by 1`,
  );

/**
 * POP and ETC at the end of `day`, per kind: applications waiting for disbursal (and what they
 * ask), those in use with what is still owed (the member's pop or etc account then), and those of
 * them past their repayment date.
 */
export const popEtcOutstanding = (db: Db, day: string, endsBefore: Date) => {
  const end = endsBefore.toISOString();
  return rows<{
    kind: string;
    waiting: string;
    waiting_amount: string;
    in_use: string;
    outstanding: string;
    overdue: string;
    overdue_amount: string;
  }>(
    db,
    // materialized: each application's balance summed once, not once for each sum that reads it.
    sql`with apps as materialized (
          select x.kind, x.amount_kobo, x.repayment_date,
                 (x.disbursed_at is null or x.disbursed_at >= ${end})
                   and (x.cancelled_at is null or x.cancelled_at >= ${end}) as waiting,
                 case when x.disbursed_at < ${end} and (x.closed_at is null or x.closed_at >= ${end})
                      then ${balanceBefore(sql`'member:' || x.user_id || ':' || x.kind`, endsBefore)} else 0 end
                   as outstanding
          from pop_etc_applications x
          where x.created_at < ${end})
        select kind,
               count(*) filter (where waiting)::text as waiting,
               coalesce(sum(amount_kobo) filter (where waiting), 0)::text as waiting_amount,
               count(*) filter (where outstanding > 0)::text as in_use,
               coalesce(sum(outstanding) filter (where outstanding > 0), 0)::text as outstanding,
               count(*) filter (where outstanding > 0 and repayment_date < ${day}::date)::text as overdue,
               coalesce(sum(outstanding) filter (where outstanding > 0 and repayment_date < ${day}::date), 0)::text
                 as overdue_amount
        from apps group by kind order by kind`,
  );
};

/**
 * Active memberships whose cycle ends in [startsAt, endsBefore), by the Lagos month it ends: their
 * savings now (the contributions accounts), the trust bonus on those savings at the plan's rate
 * (FLEXI by the cycle's length, as the cash-out pays it; rounded half to even per member, as
 * percentOf), and the next year's membership fee a cash-out keeps.
 */
export const cashoutLiability = (db: Db, startsAt: Date, endsBefore: Date) =>
  rows<{ month: string; members: string; saved: string; bonus: string; fee: string }>(
    db,
    sql`with due as (
          select ms.cycle_ends_at, ms.membership_fee_kobo as fee,
                 greatest(coalesce(-a.balance, 0), 0) as saved,
                 case when p.name <> 'FLEXI' then p.trust_bonus_bps
                      when ms.duration_months >= 12 then p.trust_bonus_max_bps
                      when ms.duration_months >= 6 then (p.trust_bonus_bps + p.trust_bonus_max_bps) / 2
                      else p.trust_bonus_bps end as bps
          from memberships ms
          join plans p on p.id = ms.plan_id
          left join ledger_accounts a on a.code = 'member:' || ms.user_id || ':contributions'
               -- (the same accounts: only the contributions accounts, a fifth of them, are hashed)
               and a.code like 'member:%:contributions'
          where ms.status = 'active' and ms.cycle_ends_at >= ${startsAt.toISOString()}
            and ms.cycle_ends_at < ${endsBefore.toISOString()}),
        bonus as (
          select cycle_ends_at, fee, saved, div(saved * bps, 10000) as q, mod(saved * bps, 10000) as r from due)
        select to_char(${lagos(sql`cycle_ends_at`)}, 'YYYY-MM') as month,
               count(*)::text as members,
               sum(saved)::text as saved,
               sum(q + case when 2 * r > 10000 or (2 * r = 10000 and mod(q, 2) = 1) then 1 else 0 end)::text as bonus,
               sum(fee)::text as fee
        from bonus group by 1 order by 1`,
  );

/**
 * The fund's income and expense accounts and what moved on each in [startsAt, endsBefore), debit
 * positive (an income account's movements are credits, so negative). Accounts with no movement in
 * the period are listed with 0.
 */
export const incomeAndExpenses = (db: Db, startsAt: Date, endsBefore: Date) =>
  rows<{ code: string; type: string; net: string }>(
    db,
    sql`select a.code, a.type,
               coalesce((select sum(p.amount) from postings p where p.account_id = a.id
                          and p.created_at >= ${startsAt.toISOString()} and p.created_at < ${endsBefore.toISOString()}), 0)::text
                 as net
        from ledger_accounts a
        where a.type in ('income', 'expense') and a.member_id is null
        order by a.type desc, a.code`,
  );

/** The line of the balance sheet an account is on: the fund's own one by one, members' one per kind. */
const sheetLine = sql`case when a.member_id is not null then 'member:*:' || split_part(a.code, ':', 3) else a.code end`;

/**
 * Every account's balance at `endsBefore` grouped as the balance sheet reads it (the fund's own
 * accounts one by one, members' accounts one line per kind), debit positive. Postings are summed per
 * line, never per account (no table of 500,000 accounts' sums), from whichever side of the date has
 * fewer of them: for a recent date, today's stored balances less what was posted since; for an older
 * one, what was posted before it. The two agree because each stored balance is the sum of its
 * account's postings (checkLedger). Each side reads postings_created_at_idx alone. `side` chooses
 * one (the tests read both).
 */
export async function balancesAt(db: Db, endsBefore: Date, side?: 'before' | 'since') {
  const at = endsBefore.toISOString();
  const [span] = await rows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(created_at)::text as first, max(created_at)::text as last from postings`,
  );
  const first = span?.first ? Date.parse(span.first) : null;
  const last = span?.last ? Date.parse(span.last) : null;
  const fromBefore =
    side === undefined
      ? first !== null && last !== null && endsBefore.getTime() - first < last - endsBefore.getTime()
      : side === 'before';
  if (fromBefore) {
    return rows<{ account: string; type: string; balance: string }>(
      db,
      sql`with lines as (select ${sheetLine} as account, a.type from ledger_accounts a group by 1, 2),
          posted as (
            select ${sheetLine} as account, a.type, sum(p.amount) as total
            from postings p join ledger_accounts a on a.id = p.account_id
            where p.created_at < ${at} group by 1, 2)
          select l.account, l.type, coalesce(p.total, 0)::text as balance
          from lines l left join posted p on p.account = l.account and p.type = l.type
          order by l.type, l.account`,
    );
  }
  return rows<{ account: string; type: string; balance: string }>(
    db,
    sql`with held as (select ${sheetLine} as account, a.type, sum(a.balance) as balance from ledger_accounts a group by 1, 2),
        moved as (
          select ${sheetLine} as account, a.type, sum(p.amount) as total
          from postings p join ledger_accounts a on a.id = p.account_id
          where p.created_at >= ${at} group by 1, 2)
        select h.account, h.type, (h.balance - coalesce(m.total, 0))::text as balance
        from held h left join moved m on m.account = h.account and m.type = h.type
        order by h.type, h.account`,
  );
}
