import { NIGERIAN_STATES, type NigerianState } from '@trust/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The state a member's address names: one rule for the portfolio reports (members by state) and the
 * messages' segments. The profile has no state field, so it is read from the free-text address as a
 * Nigerian address ends: its last part, after a trailing ", Nigeria" and the word "State" are dropped
 * ("…, Akure, Ondo State" is Ondo), in any case. The Federal Capital Territory is also "FCT",
 * "Abuja" or "Federal Capital Territory". An address whose last part names no state is in none (a
 * street called "Lagos Street" in Enugu does not put a member in Lagos).
 */

/** The lower-case last parts that name each state. */
function statePartsOf(state: NigerianState): string[] {
  const own = state.toLowerCase();
  return state === 'FCT Abuja' ? [own, 'fct', 'abuja', 'federal capital territory'] : [own];
}

/** Every (last part, state) pair, as SQL `values` rows to join on. */
export const STATE_PARTS_VALUES: SQL = sql.join(
  NIGERIAN_STATES.flatMap((s) => statePartsOf(s).map((part) => sql`(${part}, ${s})`)),
  sql`, `,
);

/**
 * The address's last part as the rule reads it, as one SQL expression (plain string functions: three
 * regular expressions cost 48 µs a member on a busy machine, which the reports over 100,000 members
 * cannot afford). Compare it with statePartsOf, or join it on STATE_PARTS_VALUES.
 */
export function addressStatePart(address: SQL): SQL {
  const a = sql`rtrim(lower(coalesce(${address}, '')), ' ,.')`;
  const b = sql`btrim(split_part(rtrim(case when right(${a}, 7) = 'nigeria' then left(${a}, -7) else ${a} end, ' ,.'), ',', -1))`;
  return sql`(case when right(${b}, 6) = ' state' then rtrim(left(${b}, -6)) else ${b} end)`;
}

/** Whether the address names one of these states, as SQL. */
export function addressInStates(address: SQL, states: readonly NigerianState[]): SQL {
  const parts = states.flatMap(statePartsOf);
  return sql`${addressStatePart(address)} = any(${sql.param(parts)}::text[])`;
}
