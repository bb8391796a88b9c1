import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards } from '../../db/schema/payments.ts';

export interface SavedCard {
  authorizationCode: string;
  last4: string;
}

/** The card the weekly auto-debit charges (the member's default card), or null (pays by transfer). */
export async function savedCardFor(db: Db, userId: number): Promise<SavedCard | null> {
  const [row] = await db
    .select({ authorizationCode: cards.authorizationCode, last4: cards.last4 })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, 1)))
    .limit(1);
  return row ?? null;
}
