import { and, eq } from 'drizzle-orm';
import { notifications, payouts } from '../db/schema/index.ts';
import { balance, memberAccount } from '../ledger/index.ts';
import type { TestApp } from './app.ts';

/**
 * What the payout tests read back: a payout's row, a member's earnings balance, how many
 * notifications with a subject a member was sent, and their words. `app` gives the test app, made in the test's
 * beforeAll (so it is read at each call, not when the file loads).
 */
export function payoutReads(app: () => Pick<TestApp, 'database'>) {
  return {
    payoutRow: async (id: number) =>
      (await app().database.db.select().from(payouts).where(eq(payouts.id, id)))[0],
    earnings: (memberId: number) => balance(app().database.db, memberAccount(memberId, 'earnings')),
    told: async (memberId: number, subject: string) =>
      (
        await app()
          .database.db.select()
          .from(notifications)
          .where(and(eq(notifications.userId, memberId), eq(notifications.subject, subject)))
      ).length,
    toldWords: async (memberId: number, subject: string) =>
      (
        await app()
          .database.db.select({ message: notifications.message })
          .from(notifications)
          .where(and(eq(notifications.userId, memberId), eq(notifications.subject, subject)))
      ).map((n) => n.message),
  };
}
