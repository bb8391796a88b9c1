import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, debitMandates } from '../../db/schema/index.ts';

export type MandateRow = typeof debitMandates.$inferSelect;

/** The member's mandate that is still live (waiting for the bank, or active), if any. */
export async function liveMandate(db: Db, userId: number): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(debitMandates)
    .where(and(eq(debitMandates.userId, userId), inArray(debitMandates.status, ['pending', 'active'])))
    .limit(1);
  return row;
}

/** The member's latest mandate (live or ended): what the profile shows. */
export async function latestMandate(db: Db, userId: number): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(debitMandates)
    .where(eq(debitMandates.userId, userId))
    .orderBy(desc(debitMandates.id))
    .limit(1);
  return row;
}

/** A mandate by the provider's reference, locked for the change about to be made (in a transaction). */
export async function lockMandate(tx: Db, reference: string): Promise<MandateRow | undefined> {
  const [row] = await tx
    .select()
    .from(debitMandates)
    .where(eq(debitMandates.reference, reference))
    .for('update')
    .limit(1);
  return row;
}

/** A mandate by the provider's reference, unlocked. */
export async function mandateByReference(db: Db, reference: string): Promise<MandateRow | undefined> {
  const [row] = await db.select().from(debitMandates).where(eq(debitMandates.reference, reference)).limit(1);
  return row;
}

/** The card the weekly debit would charge without a mandate: brand and last four digits, or null. */
export async function defaultCardOf(db: Db, userId: number) {
  const [row] = await db
    .select({ brand: cards.brand, last4: cards.last4 })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, 1)))
    .limit(1);
  return row ?? null;
}

/** Takes the member's row lock, so two requests of one member change their mandates one at a time. */
export async function lockMember(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
}

/** Mandates the fund ended whose authorization the provider has not yet been told to deactivate. */
export function toDeactivate(db: Db, userId: number) {
  return db
    .select()
    .from(debitMandates)
    .where(
      and(
        eq(debitMandates.userId, userId),
        eq(debitMandates.status, 'ended'),
        sql`${debitMandates.authorizationCode} is not null and ${debitMandates.deactivatedAt} is null`,
      ),
    );
}
