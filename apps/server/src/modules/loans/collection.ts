import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, debitMandates } from '../../db/schema/index.ts';

/**
 * Whether the fund holds a way to collect the member's repayments: a card on file, or a direct-debit
 * mandate active at the bank. Both are a reusable authorization the provider charges the same way
 * (`charge_authorization`), and a mandate does not expire as a card does, so either meets the loan's
 * "card on file" condition (docs/domain-rules.md, "Money rails: the remaining gaps"). A mandate still
 * waiting for the bank's approval, or ended, collects nothing and does not count.
 */
export async function canCollectRepayments(db: Db, userId: number): Promise<boolean> {
  const [[card], [mandate]] = await Promise.all([
    db.select({ n: count() }).from(cards).where(eq(cards.userId, userId)),
    db
      .select({ n: count() })
      .from(debitMandates)
      .where(
        and(
          eq(debitMandates.userId, userId),
          eq(debitMandates.status, 'active'),
          isNotNull(debitMandates.authorizationCode),
        ),
      ),
  ]);
  return (card?.n ?? 0) > 0 || (mandate?.n ?? 0) > 0;
}
