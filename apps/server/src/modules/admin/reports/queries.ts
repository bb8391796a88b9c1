import { sql } from 'drizzle-orm';
import { ADDRESS_STATE_STEPS, STATE_PARTS_VALUES } from '../../../db/address-state.ts';
import type { Db } from '../../../db/client.ts';

export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

// Lagos keeps UTC+1 all year (no daylight saving), so a Lagos calendar day is the UTC time plus an
// hour: no time zone database is needed, on PostgreSQL or on the embedded database.
export const lagos = (column: ReturnType<typeof sql>) => sql`(${column} + interval '1 hour')`;

/**
 * Every account's balance grouped for the trial balance: the fund's own accounts one by one, the
 * members' accounts one line per kind (member:*:contributions, …). Reads the stored balances, which
 * the ledger check proves equal to the sum of each account's postings.
 */
export const accountGroups = (db: Db) =>
  rows<{ account: string; type: string; accounts: string; debit: string; credit: string }>(
    db,
    sql`select case when code like 'member:%' then 'member:*:' || split_part(code, ':', 3) else code end as account,
               type,
               count(*)::text as accounts,
               coalesce(sum(balance) filter (where balance > 0), 0)::text as debit,
               coalesce(-sum(balance) filter (where balance < 0), 0)::text as credit
        from ledger_accounts group by 1, 2 order by 2, 1`,
  );

/**
 * Contribution periods by the Lagos week (Monday) they fell due in, within [from, to). The weeks'
 * first instants are worked out once (date_trunc on the bounds, not on every period) and each period
 * is put in its week by a binary search of them (width_bucket); the periods are first counted by
 * week, status and source (two sums a period instead of nine), then set side by side per week. Read
 * from contribution_weeks_due_idx alone, in parallel where the server allows.
 */
export const contributionWeeksReport = (db: Db, from: Date, to: Date) =>
  rows<{
    week: string;
    periods: string;
    expected: string;
    collected: string;
    card: string;
    transfer: string;
    other: string;
    missed: string;
    missed_count: string;
  }>(
    db,
    // A period falls in the week date_trunc('week', due_at + 1 hour) names: the week that starts at
    // that Monday's midnight in Lagos, an hour before it in UTC.
    sql`with starts as (
          select array_agg(wk - interval '1 hour' order by wk) as at
          from generate_series(date_trunc('week', ${lagos(sql`${from.toISOString()}::timestamptz`)}),
                               date_trunc('week', ${lagos(sql`${to.toISOString()}::timestamptz - interval '1 microsecond'`)}),
                               interval '1 week') wk),
        counted as (
          select width_bucket(due_at, (select at from starts)) as i, status, source,
                 count(*) as n, sum(amount_kobo) as amount
          from contribution_weeks
          where due_at >= ${from.toISOString()} and due_at < ${to.toISOString()}
          group by 1, 2, 3)
        select to_char((select at from starts)[i] + interval '1 hour', 'YYYY-MM-DD') as week,
               sum(n)::text as periods,
               sum(amount)::text as expected,
               coalesce(sum(amount) filter (where status = 'paid'), 0)::text as collected,
               coalesce(sum(amount) filter (where status = 'paid' and source = 'card'), 0)::text as card,
               coalesce(sum(amount) filter (where status = 'paid' and source = 'transfer'), 0)::text as transfer,
               coalesce(sum(amount) filter (where status = 'paid' and source not in ('card', 'transfer')), 0)::text as other,
               coalesce(sum(amount) filter (where status = 'missed'), 0)::text as missed,
               coalesce(sum(n) filter (where status = 'missed'), 0)::text as missed_count
        from counted group by i order by i`,
  );

/**
 * Members (not operators) counted by plan, by status, by title and by the state their address
 * names (db/address-state.ts; "Not given" when it names none), in one pass over the members: each
 * member's latest membership from memberships_user_latest_idx in member order (no sort), and
 * GROUPING SETS counts the four groupings from the same rows (a CTE read several times was
 * materialised and scanned each time: 1.3 s over 100,000 members). The address is read in the rule's
 * steps, each a column of the one before (`offset 0` keeps PostgreSQL from folding them back into
 * one expression that lowers and trims the address up to nine times a member).
 */
export const memberCounts = (db: Db) => {
  const { trimmed, lastPart, part } = ADDRESS_STATE_STEPS;
  return rows<{ grouping: string; name: string; members: string }>(
    db,
    sql`with latest as (
          select distinct on (ms.user_id) ms.user_id, ms.plan_id
          from memberships ms
          order by ms.user_id, ms.id desc),
        -- The state the address names (db/address-state.ts: the rule the messages' segments use too).
        trimmed as (
          select u.id, u.status, u.member_title, ${trimmed(sql`u.address`)} as address
          from users u where u.role = 'member' offset 0),
        last_parts as (
          select t.id, t.status, t.member_title, ${lastPart(sql`t.address`)} as last_part from trimmed t offset 0),
        people as (
          select m.status, m.member_title, p.name as plan, ${part(sql`m.last_part`)} as part
          from last_parts m left join latest l on l.user_id = m.id left join plans p on p.id = l.plan_id),
        states(part, name) as (values ${STATE_PARTS_VALUES})
        select case when grouping(plan) = 0 then 'Plan' when grouping(status) = 0 then 'Status'
                    when grouping(member_title) = 0 then 'Title' else 'State' end as grouping,
               case when grouping(plan) = 0 then coalesce(plan, 'No plan')
                    when grouping(status) = 0 then status::text
                    when grouping(member_title) = 0 then member_title
                    else coalesce(state, 'Not given') end as name,
               count(*)::text as members
        from (select p.plan, p.status, p.member_title, s.name as state
              from people p left join states s on s.part = p.part) m
        group by grouping sets ((plan), (status), (member_title), (state))
        order by 1, 2`,
  );
};

/**
 * Locked members and members with missed periods in their current cycle that were not paid late:
 * those nearest a lock (four missed in a row locks) first. The missed periods are counted per
 * membership and cycle first, from contribution_weeks_unpaid_missed_idx alone in its order (no table
 * page per period, no sort of them), and only then set beside the members: one row a member, as a
 * member has one active membership at most (memberships_one_open_per_user).
 */
export const atRiskMembers = (db: Db, limit: number) =>
  rows<{
    id: number;
    name: string;
    tfp: string | null;
    email: string;
    status: number;
    plan: string;
    missed: string;
    missed_kobo: string;
    last_missed: string | null;
  }>(
    db,
    sql`with missed as materialized (
          select w.membership_id, w.cycle_number, count(*) as n, sum(w.amount_kobo) as amount, max(w.due_at) as last
          from contribution_weeks w
          where w.status = 'missed' and w.paid_late_at is null
          group by w.membership_id, w.cycle_number)
        select u.id, u.full_name as name, u.tfp_pin as tfp, u.email, u.status, p.name as plan,
               coalesce(m.n, 0)::text as missed, coalesce(m.amount, 0)::text as missed_kobo,
               m.last::text as last_missed
        from users u
        join memberships ms on ms.user_id = u.id and ms.status = 'active'
        join plans p on p.id = ms.plan_id
        left join missed m on m.membership_id = ms.id and m.cycle_number = ms.cycle_number
        where u.role = 'member' and u.status in (1, 3) and (u.status = 3 or m.n > 0)
        order by u.status desc, coalesce(m.n, 0) desc, u.id
        limit ${limit}`,
  );

/**
 * Active memberships whose cash-out window opens in [from, to), by the Lagos month it opens, with
 * what their members have saved (their contributions accounts) and how many have asked already.
 */
export const cashoutsDue = (db: Db, from: Date, to: Date) =>
  rows<{ month: string; members: string; saved: string }>(
    db,
    sql`select to_char(${lagos(sql`ms.cashout_from`)}, 'YYYY-MM') as month,
               count(*)::text as members,
               coalesce(sum(-a.balance), 0)::text as saved
        from memberships ms
        left join ledger_accounts a on a.code = 'member:' || ms.user_id || ':contributions'
             -- (the same accounts: only the contributions accounts, a fifth of them, are hashed)
             and a.code like 'member:%:contributions'
        where ms.status = 'active' and ms.cashout_from >= ${from.toISOString()}
          and ms.cashout_from < ${to.toISOString()}
        group by 1 order by 1`,
  );

/** Payouts by kind and status, with their count and amount. */
export const payoutTotals = (db: Db) =>
  rows<{ kind: string; status: string; payouts: string; amount: string }>(
    db,
    sql`select kind, status, count(*)::text as payouts, sum(amount_kobo)::text as amount
        from payouts group by kind, status order by kind, status`,
  );

/** Referral earnings credited to members, by the Lagos month: from the ledger's expense account. */
export const referralEarningsByMonth = (db: Db) =>
  rows<{ month: string; earnings: string; amount: string }>(
    db,
    sql`select to_char(${lagos(sql`p.created_at`)}, 'YYYY-MM') as month,
               count(*)::text as earnings, sum(p.amount)::text as amount
        from postings p join ledger_accounts a on a.id = p.account_id
        where a.code = 'expense:referral-earnings'
        group by 1 order by 1`,
  );
