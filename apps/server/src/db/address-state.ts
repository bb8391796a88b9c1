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
 * The rule's three steps, each from the one before: the address trimmed and in lower case; its last
 * part once a trailing "Nigeria" is dropped; that part without the word "State". A report over every
 * member takes them one at a time (each step a column of the one before, so the address is lowered
 * once a member, not once per use in the next step); addressStatePart nests them.
 */
export const ADDRESS_STATE_STEPS = {
  trimmed: (address: SQL): SQL => sql`rtrim(lower(coalesce(${address}, '')), ' ,.')`,
  lastPart: (trimmed: SQL): SQL =>
    sql`btrim(split_part(rtrim(case when right(${trimmed}, 7) = 'nigeria' then left(${trimmed}, -7) else ${trimmed} end, ' ,.'), ',', -1))`,
  part: (lastPart: SQL): SQL =>
    sql`(case when right(${lastPart}, 6) = ' state' then rtrim(left(${lastPart}, -6)) else ${lastPart} end)`,
};

/**
 * The address's last part as the rule reads it, as one SQL expression (plain string functions: three
 * regular expressions cost 48 µs a member on a busy machine, which the reports over 100,000 members
 * cannot afford). Compare it with statePartsOf, or join it on STATE_PARTS_VALUES.
 */
export function addressStatePart(address: SQL): SQL {
  const { trimmed, lastPart, part } = ADDRESS_STATE_STEPS;
  return part(lastPart(trimmed(address)));
}

/** Whether the address names one of these states, as SQL. */
export function addressInStates(address: SQL, states: readonly NigerianState[]): SQL {
  const parts = states.flatMap(statePartsOf);
  return sql`${addressStatePart(address)} = any(${sql.param(parts)}::text[])`;
}
