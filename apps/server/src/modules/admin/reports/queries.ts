import { sql } from 'drizzle-orm';
import { addressStatePart, STATE_PARTS_VALUES } from '../../../db/address-state.ts';
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

/** Contribution periods by the Lagos week (Monday) they fell due in, within [from, to). */
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
    // Grouped by the week's first instant and only then written as text (to_char once a week, not
    // once a period), from contribution_weeks_due_idx alone.
    sql`select to_char(date_trunc('week', ${lagos(sql`due_at`)}), 'YYYY-MM-DD') as week,
               count(*)::text as periods,
               sum(amount_kobo)::text as expected,
               coalesce(sum(amount_kobo) filter (where status = 'paid'), 0)::text as collected,
               coalesce(sum(amount_kobo) filter (where status = 'paid' and source = 'card'), 0)::text as card,
               coalesce(sum(amount_kobo) filter (where status = 'paid' and source = 'transfer'), 0)::text as transfer,
               coalesce(sum(amount_kobo) filter (where status = 'paid' and source not in ('card', 'transfer')), 0)::text as other,
               coalesce(sum(amount_kobo) filter (where status = 'missed'), 0)::text as missed,
               count(*) filter (where status = 'missed')::text as missed_count
        from contribution_weeks
        where due_at >= ${from.toISOString()} and due_at < ${to.toISOString()}
        group by date_trunc('week', ${lagos(sql`due_at`)}) order by 1`,
  );

/**
 * Members (not operators) counted by plan, by status, by title and by the state their address
 * names (db/address-state.ts; "Not given" when it names none), in one pass over the members: each member's latest membership comes from one sorted pass over memberships joined by
 * hash (not a lookup per member), and GROUPING SETS counts the four groupings from the same rows (a
 * CTE read several times was materialised and scanned each time: 1.3 s over 100,000 members).
 */
export const memberCounts = (db: Db) =>
  rows<{ grouping: string; name: string; members: string }>(
    db,
    sql`with latest as (
          select distinct on (ms.user_id) ms.user_id, p.name
          from memberships ms join plans p on p.id = ms.plan_id
          order by ms.user_id, ms.id desc),
        -- The state the address names (db/address-state.ts: the rule the messages' segments use too).
        people as (
          select u.status, u.member_title, l.name as plan, ${addressStatePart(sql`u.address`)} as part
          from users u left join latest l on l.user_id = u.id
          where u.role = 'member'),
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

/**
 * Locked members and members with missed periods in their current cycle that were not paid late:
 * those nearest a lock (four missed in a row locks) first.
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
    sql`select u.id, u.full_name as name, u.tfp_pin as tfp, u.email, u.status, p.name as plan,
               count(w.id)::text as missed, coalesce(sum(w.amount_kobo), 0)::text as missed_kobo,
               max(w.due_at)::text as last_missed
        from users u
        join memberships ms on ms.user_id = u.id and ms.status = 'active'
        join plans p on p.id = ms.plan_id
        left join contribution_weeks w on w.membership_id = ms.id and w.cycle_number = ms.cycle_number
             and w.status = 'missed' and w.paid_late_at is null
        where u.role = 'member' and u.status in (1, 3)
        group by u.id, u.full_name, u.tfp_pin, u.email, u.status, p.name
        having u.status = 3 or count(w.id) > 0
        order by u.status desc, count(w.id) desc, u.id
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
