import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { memberships, plans, users } from '../../db/schema/index.ts';
import {
  fromBalancesJson,
  memberAccountCode,
  memberAccountParams,
  memberBalancesJson,
} from '../../ledger/index.ts';
import { memberLoanJson } from '../loan-phase/index.ts';
import { isCurrentMembership } from '../memberships/index.ts';

const userId = sql.placeholder('userId');

/** The member, their account codes, the journal kinds and the history's length are placeholders (db/prepared.ts). */
const contributionRow = preparedQuery((db) => {
  return db
    .select({
      memberTitle: users.memberTitle,
      membership: memberships,
      plan: plans,
      balances: memberBalancesJson(),
      loan: memberLoanJson(userId),
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
    .leftJoin(memberships, isCurrentMembership(db, userId))
    .leftJoin(plans, eq(plans.id, memberships.planId))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('contribution_inputs');
});

/**
 * Everything the contributions screen reads, in one statement: the member's title, the current plan
 * (modules/memberships), the ledger balances, the member's loan (modules/loans), the newest `limit` contribution
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
    loan: row.loan,
    history: (row.history ?? []).map((h) => ({
      createdAt: new Date(Number(h.at)),
      amountKobo: BigInt(h.amount),
    })),
    settledWeeks: new Set((row.settledWeeks ?? []).map(Number)),
  };
}
