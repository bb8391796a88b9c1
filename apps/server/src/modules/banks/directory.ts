import type { Bank } from '@trust/shared';
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { banks } from '../../db/schema/index.ts';
import type { BankDirectory } from '../../gateways/index.ts';

/**
 * Keeps the provider's bank list in the database: every bank it lists is written (name, type, active),
 * and a bank it no longer lists stays with active false, so details saved with its code keep a name.
 * Errors: GatewayError when the provider cannot be asked (the list stays as it was).
 */
export async function refreshBanks(db: Db, directory: BankDirectory, now: Date): Promise<number> {
  const listed = await directory.listBanks();
  // The provider may list one code twice (a bank under two names): the first is kept.
  const byCode = new Map(listed.filter((b) => b.code).map((b) => [b.code, b] as const));
  const rows = [...byCode.values()].map((b) => ({
    code: b.code,
    name: b.name,
    type: b.type || 'nuban',
    active: b.active,
    refreshedAt: now,
  }));
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx
      .insert(banks)
      .values(rows)
      .onConflictDoUpdate({
        target: banks.code,
        set: {
          name: sql`excluded.name`,
          type: sql`excluded.type`,
          active: sql`excluded.active`,
          refreshedAt: sql`excluded.refreshed_at`,
        },
      });
    await tx
      .update(banks)
      .set({ active: false })
      .where(notInArray(banks.code, [...byCode.keys()]));
  });
  return rows.length;
}

/**
 * The active banks by name, for GET /banks and the forms. An empty table (a first start before the
 * daily job ran) is filled from the provider first.
 */
export async function activeBanks(db: Db, directory: BankDirectory, now: Date): Promise<Bank[]> {
  const read = () =>
    db
      .select({ code: banks.code, name: banks.name })
      .from(banks)
      .where(eq(banks.active, true))
      .orderBy(asc(sql`lower(${banks.name})`));
  const found = await read();
  if (found.length > 0) return found;
  await refreshBanks(db, directory, now);
  return read();
}

/** Fills the bank list from the provider when it is empty (a fund's first start); answers how many it read. */
export async function fillBankListIfEmpty(db: Db, directory: BankDirectory, now: Date): Promise<number> {
  const [any] = await db.select({ code: banks.code }).from(banks).limit(1);
  return any ? 0 : refreshBanks(db, directory, now);
}

/** One bank by its code, active or not; undefined when the provider never listed it. */
export async function bankByCode(db: Db, code: string) {
  const [bank] = await db.select().from(banks).where(eq(banks.code, code)).limit(1);
  return bank;
}

/** Lower case, letters and digits only, "plc"/"limited"/"nigeria" dropped: how typed names are compared. */
const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(plc|limited|ltd|nigeria)\b/g, '')
    .replace(/[^a-z0-9]/g, '');

/**
 * The provider's codes for bank names as members typed them before they chose from the list: a name
 * equal to a listed bank's (case, punctuation and "Plc", "Limited", "Nigeria" ignored) has its code;
 * any other has none, and its payout goes in the bank CSV for an operator.
 */
export async function bankCodesByName(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (names.length === 0) return found;
  const all = await db.select({ code: banks.code, name: banks.name }).from(banks);
  const byNormal = new Map(all.map((b) => [normal(b.name), b.code] as const));
  for (const n of names) {
    const code = byNormal.get(normal(n));
    if (code) found.set(n, code);
  }
  return found;
}
