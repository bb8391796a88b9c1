import { and, eq } from 'drizzle-orm';
import { journalEntries, notifications, payouts } from '../db/schema/index.ts';
import { balance, memberAccount } from '../ledger/index.ts';
import type { TestApp } from './app.ts';

/**
 * What the payout tests read back: a payout's row, a member's earnings balance, how many
 * notifications with a subject a member was sent, their words, and the words of a ledger entry (as the
 * member's transactions list it). `app` gives the test app, made in the test's
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
    entryWords: async (key: string) =>
      (
        await app()
          .database.db.select({ description: journalEntries.description })
          .from(journalEntries)
          .where(eq(journalEntries.idempotencyKey, key))
      ).map((e) => e.description),
  };
}
