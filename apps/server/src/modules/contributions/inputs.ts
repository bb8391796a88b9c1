import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { memberships, plans, users } from '../../db/schema/index.ts';
import {
  fromBalancesJson,
  memberAccountCode,
  memberAccountParams,
  memberBalancesJson,
} from '../../ledger/index.ts';

const userId = sql.placeholder('userId');

/** The member, their account codes, the journal kinds and the history's length are placeholders (db/prepared.ts). */
const contributionRow = preparedQuery((db) => {
  const m2 = alias(memberships, 'm2');
  const currentId = db
    .select({ id: m2.id })
    .from(m2)
    .where(and(eq(m2.userId, userId), inArray(m2.status, ['active', 'pending'])))
    .orderBy(m2.status)
    .limit(1);
  return db
    .select({
      memberTitle: users.memberTitle,
      membership: memberships,
      plan: plans,
      balances: memberBalancesJson(),
      // Epoch milliseconds: a JSON timestamp's text would depend on the session's time zone. The
      // contributions account is a liability of the fund: a credit (negative) is money put in.
      history: sql<{ at: string; amount: string }[] | null>`(select json_agg(json_build_object(
          'at', h.at, 'amount', h.amount) order by h.created_at desc, h.entry_id desc)
        from (select p.created_at, p.entry_id, floor(extract(epoch from p.created_at) * 1000)::bigint::text as at,
            (-p.amount)::text as amount
          from postings p join ledger_accounts a on a.id = p.account_id join journal_entries j on j.id = p.entry_id
          where a.code = ${memberAccountCode('contributions')} and j.kind = any(${sql.placeholder('kinds')}::text[])
          order by p.created_at desc, p.entry_id desc limit ${sql.placeholder('limit')}) h)`,
      settledWeeks: sql<number[] | null>`(select json_agg(cw.week) from contribution_weeks cw
        where cw.membership_id = ${memberships.id} and cw.cycle_number = ${memberships.cycleNumber}
          and cw.status <> 'missed')`,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.id, sql`(${currentId})`))
    .leftJoin(plans, eq(plans.id, memberships.planId))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('contribution_inputs');
});

/**
 * Everything the contributions screen reads, in one statement: the member's title, the current plan
 * (active before pending, as findMemberPlan), the ledger balances, the newest `limit` contribution
 * postings (newest first, seen from the member: a contribution is positive) and the weeks of the
 * current cycle already settled (paid or being charged; a missed week is still owed). The screen then
 * costs one round trip beside the session's. Undefined when there is no such member.
 */
export async function contributionInputs(db: Db, id: number, kinds: readonly string[], limit: number) {
  const [row] = await contributionRow(db).execute({
    userId: id,
    kinds,
    limit,
    ...memberAccountParams(id),
  });
  if (!row) return undefined;
  return {
    memberTitle: row.memberTitle,
    current: row.membership && row.plan ? { membership: row.membership, plan: row.plan } : null,
    balances: fromBalancesJson(row.balances),
    history: (row.history ?? []).map((h) => ({
      createdAt: new Date(Number(h.at)),
      amountKobo: BigInt(h.amount),
    })),
    settledWeeks: new Set((row.settledWeeks ?? []).map(Number)),
  };
}
