import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dedicatedAccountFailures, dedicatedAccounts, idDocuments, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AssignEvent } from '../payments/index.ts';

/** The member a provider's customer stands for: their BVN document sent with it, else their email. */
async function memberOfCustomer(db: Db, event: AssignEvent): Promise<number | undefined> {
  const [doc] = await db
    .select({ userId: idDocuments.userId })
    .from(idDocuments)
    .where(eq(idDocuments.providerCustomerCode, event.customerCode))
    .limit(1);
  if (doc) return doc.userId;
  if (!event.email) return undefined;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, event.email.toLowerCase()));
  return member?.id;
}

/**
 * The provider's dedicatedaccount.assign webhook (Paystack's assign flow, or an assignment it finished
 * later). The rule, safe for replays and events out of order: a success stores the account for the
 * member when they have none (a member who has one, or a number stored already, changes nothing); a
 * failure is recorded with the provider's reason, for operators and to tell the member, only while the
 * member has no account, and a replayed failure keeps the first reason. An event for a customer of no
 * member of ours changes nothing.
 */
export async function applyAssignOutcome(
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'gateway'>,
  event: AssignEvent,
): Promise<void> {
  const userId = await memberOfCustomer(deps.db, event);
  if (userId === undefined) {
    deps.log.warn({ customer: event.customerCode }, 'dedicated account assign event for no member of ours');
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: dedicatedAccounts.id })
      .from(dedicatedAccounts)
      .where(eq(dedicatedAccounts.userId, userId))
      .for('update');
    if (existing) return;
    if (event.outcome === 'success') {
      await tx
        .insert(dedicatedAccounts)
        .values({
          userId,
          provider: deps.gateway.name,
          customerCode: event.customerCode,
          ...event.account,
          createdAt: deps.clock.now(),
        })
        .onConflictDoNothing();
      return;
    }
    deps.log.warn({ userId, reason: event.reason }, 'the provider refused to assign a dedicated account');
    await tx
      .insert(dedicatedAccountFailures)
      .values({ userId, customerCode: event.customerCode, reason: event.reason, failedAt: deps.clock.now() })
      .onConflictDoNothing();
  });
}
