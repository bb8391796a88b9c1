import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, users } from '../../db/schema/index.ts';
import type { CardAuthorization } from '../../gateways/index.ts';

/** Stores the provider's reusable token as the member's card for weekly debits (the default one). */
export async function saveCard(tx: Db, userId: number, gateway: string, a: CardAuthorization, now: Date) {
  // Two of a member's payments settling at once would each clear and set the default card; the
  // member's row lock queues them, so the second sees the first's card instead of breaking the
  // one-default-card index (and failing its webhook).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [existing] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.authorizationCode, a.code)))
    .limit(1);
  await tx
    .update(cards)
    .set({ isDefault: 0 })
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, 1)));
  if (existing) {
    await tx.update(cards).set({ isDefault: 1 }).where(eq(cards.id, existing.id));
    return;
  }
  await tx.insert(cards).values({
    userId,
    gateway,
    authorizationCode: a.code,
    last4: a.last4,
    brand: a.brand,
    expMonth: a.expMonth,
    expYear: a.expYear,
    isDefault: 1,
    createdAt: now,
  });
}
