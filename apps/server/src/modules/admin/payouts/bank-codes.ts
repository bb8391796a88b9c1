import type { Db } from '../../../db/client.ts';
import type { payouts } from '../../../db/schema/index.ts';
import { bankCodesByName } from '../../banks/index.ts';

type PayoutRow = typeof payouts.$inferSelect;

/**
 * The provider's bank code of each payout: the one saved with the member's details (chosen from the
 * provider's list), else the code of a listed bank with the typed name (details from before the list).
 * A payout with neither has no code, and goes in a bulk-payment CSV for the fund's bank instead.
 */
export async function bankCodesOf(db: Db, rows: readonly PayoutRow[]): Promise<Map<number, string | null>> {
  const typed = [...new Set(rows.filter((r) => !r.bankCode).map((r) => r.bankName))];
  const byName = await bankCodesByName(db, typed);
  return new Map(rows.map((r) => [r.id, r.bankCode ?? byName.get(r.bankName) ?? null] as const));
}
