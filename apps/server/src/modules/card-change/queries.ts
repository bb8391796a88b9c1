import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, payments } from '../../db/schema/index.ts';
import type { PaymentRow } from '../payments/index.ts';

/** The card the weekly debit charges: brand and last four digits only, or null. */
export async function defaultCard(db: Db, userId: number) {
  const [row] = await db
    .select({ brand: cards.brand, last4: cards.last4 })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, 1)))
    .limit(1);
  return row ?? null;
}

/** The member's saved cards: the default one (brand and last four), and how many others. */
export async function savedCards(db: Db, userId: number) {
  const rows = await db
    .select({ brand: cards.brand, last4: cards.last4, isDefault: cards.isDefault })
    .from(cards)
    .where(eq(cards.userId, userId));
  const current = rows.find((c) => c.isDefault === 1);
  return {
    current: current ? { brand: current.brand, last4: current.last4 } : null,
    others: rows.filter((c) => c !== current).length,
  };
}

/** The member's card change with this reference, or their latest when none is named. */
export async function findChange(
  db: Db,
  userId: number,
  reference?: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.purpose, 'card-change'),
        reference ? eq(payments.reference, reference) : undefined,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}
