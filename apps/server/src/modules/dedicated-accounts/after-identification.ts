import { and, desc, eq } from 'drizzle-orm';
import { dedicatedAccountFailures, idDocuments } from '../../db/schema/index.ts';
import { ApiError } from '../../http/envelope.ts';
import { type AccountsContext, ensureDedicatedAccount, findDedicatedAccount } from './account.ts';

/**
 * After the provider identified a BVN (customeridentification.success for `customerCode`), asks again
 * for the dedicated account of the member whose BVN document was sent with that customer, when they
 * have none yet (a refusal to assign recorded before it is cleared): a provider that refused a customer not yet validated opens it now, and the next
 * GET /virtualaccount shows it. Safe to repeat and to receive out of order: a member who already has
 * an account, or an event for no BVN document of ours, changes nothing. Never fails the webhook: when
 * the provider still refuses or is away, the reason is logged for operators and the member's next
 * visit asks again.
 */
export async function openAccountAfterIdentification(
  ctx: AccountsContext,
  customerCode: string,
): Promise<void> {
  const [doc] = await ctx.db
    .select({ userId: idDocuments.userId })
    .from(idDocuments)
    .where(
      and(
        eq(idDocuments.providerCustomerCode, customerCode),
        eq(idDocuments.type, 'bvn'),
        eq(idDocuments.providerStatus, 'verified'),
      ),
    )
    .orderBy(desc(idDocuments.id))
    .limit(1);
  if (!doc) return;
  if (await findDedicatedAccount(ctx.db, doc.userId)) return;
  // A newly identified BVN is a new try: a refusal to assign before it no longer stands.
  await ctx.db.delete(dedicatedAccountFailures).where(eq(dedicatedAccountFailures.userId, doc.userId));
  try {
    await ensureDedicatedAccount(ctx, doc.userId);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    ctx.log.warn(
      { userId: doc.userId, err: e.message },
      'dedicated account still not opened after the BVN was identified',
    );
  }
}
