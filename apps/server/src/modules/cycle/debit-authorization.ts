import { and, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { debitMandates } from '../../db/schema/index.ts';
import { cards } from '../../db/schema/payments.ts';

/** How the weekly debit is taken: the saved card, or the bank account under a direct-debit mandate. */
export type DebitMethod = 'card' | 'mandate';

/** What the weekly debit charges: the provider's reusable authorization and which method it is. */
export interface DebitAuthorization {
  authorizationCode: string;
  method: DebitMethod;
}

/**
 * The one choice of what the weekly debit charges, made here for the run's candidates and for the
 * resumption of a stopped attempt alike: the member's active mandate (they chose their bank account)
 * before their default card; neither: the member pays by bank transfer. A mandate still waiting for
 * the bank's approval, or ended, is never charged. Everything after the choice (claiming, charging,
 * retrying, settling, resuming) is the same for both.
 */
export function chooseDebitAuthorization(
  mandateCode: string | null | undefined,
  cardCode: string | null | undefined,
): DebitAuthorization | null {
  if (mandateCode) return { authorizationCode: mandateCode, method: 'mandate' };
  if (cardCode) return { authorizationCode: cardCode, method: 'card' };
  return null;
}

type UserRef = number | AnyPgColumn | SQL;

/** The member's active mandate's authorization code (a lateral subquery of the run's candidates). */
export const activeMandateCode = (db: Db, userId: UserRef) =>
  db
    .select({ mandateCode: debitMandates.authorizationCode })
    .from(debitMandates)
    .where(
      and(
        eq(debitMandates.userId, userId),
        eq(debitMandates.status, 'active'),
        isNotNull(debitMandates.authorizationCode),
      ),
    )
    .limit(1);

/** The member's default card's authorization code. */
export const defaultCardCode = (db: Db, userId: UserRef) =>
  db
    .select({ authorizationCode: cards.authorizationCode })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.isDefault, 1)))
    .limit(1);

/** What the weekly debit charges for one member now, or null (pays by transfer). */
export async function debitAuthorizationFor(db: Db, userId: number): Promise<DebitAuthorization | null> {
  const [[mandate], [card]] = await Promise.all([activeMandateCode(db, userId), defaultCardCode(db, userId)]);
  return chooseDebitAuthorization(mandate?.mandateCode, card?.authorizationCode);
}
