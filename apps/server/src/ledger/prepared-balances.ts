import { type SQL, sql } from 'drizzle-orm';
import { MEMBER_ACCOUNT_KINDS, type MemberAccountKind, memberAccount } from './accounts.ts';
import { type MemberBalances, toMemberBalances } from './balances.ts';

/**
 * The member's balances inside a prepared read (db/prepared.ts): the statement is built once, so the
 * member's account codes travel as placeholders, `account_<kind>`, filled by memberAccountParams.
 * The dashboard, contributions and trust wallet each read the five balances this way, in the same
 * round trip as the rest of their screen.
 */
export const memberAccountCode = (kind: MemberAccountKind) => sql.placeholder(`account_${kind}`);

/** The placeholders' values for one member: memberAccountCode(kind) is memberAccount(userId, kind). */
export function memberAccountParams(userId: number): Record<`account_${MemberAccountKind}`, string> {
  return Object.fromEntries(
    MEMBER_ACCOUNT_KINDS.map((k) => [`account_${k}`, memberAccount(userId, k)]),
  ) as Record<`account_${MemberAccountKind}`, string>;
}

export type BalancesJson = { code: string; balance: string }[] | null;

/** A scalar subquery: the member's account rows as JSON (the balance as text: JSON has no bigint). */
export function memberBalancesJson(): SQL<BalancesJson> {
  return sql<BalancesJson>`(select json_agg(json_build_object('code', a.code, 'balance', a.balance::text))
    from ledger_accounts a where a.code in (${sql.join(MEMBER_ACCOUNT_KINDS.map(memberAccountCode), sql`, `)}))`;
}

/** memberBalancesJson's answer as memberBalances answers it. */
export function fromBalancesJson(rows: BalancesJson): MemberBalances {
  return toMemberBalances((rows ?? []).map((b) => ({ code: b.code, balance: BigInt(b.balance) })));
}
