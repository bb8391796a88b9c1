import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { contributionWeeks, users } from '../db/schema/index.ts';
import type { JobDeps } from '../deps.ts';
import type { PaymentGateway } from '../gateways/gateway.ts';
import { ACCOUNTS, memberAccount, post } from '../ledger/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import { creditContributionWeeks } from '../modules/contributions/credit-weeks.ts';
import { WEEK_MS } from '../modules/contributions/schedule.ts';
import { runAutoDebit } from '../modules/cycle/debit.ts';
import { createTestApp, type TestApp } from './app.ts';
import { ScriptedGateway } from './scripted-gateway.ts';

export function jobDeps(db: Db, gateway: PaymentGateway, clock: Clock, mailer: Mailer): JobDeps {
  return { db, gateway, clock, mailer };
}

/** The due time of `week` of a member who started at `start`. */
export const weekOf = (start: Date, week: number) => new Date(start.getTime() + (week - 1) * WEEK_MS);

/** What the cycle's job tests do again and again, on one test app and its scripted gateway. */
export function cycleHelpers(t: TestApp, gateway: ScriptedGateway) {
  const db = t.database.db;
  /** What the jobs logged, for the warnings an operator relies on. */
  const logged: { level: 'info' | 'warn' | 'error'; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (fields: Record<string, unknown>, message: string) =>
    void logged.push({ level, fields, message });
  const log = { info: at('info'), warn: at('warn'), error: at('error') } as unknown as JobDeps['log'];
  const deps = (): JobDeps => ({ ...jobDeps(db, gateway, t.clock, t.app.deps.mailer), log });
  const userField = async <K extends 'status' | 'memberTitle'>(userId: number, field: K) =>
    (await db.select({ v: users[field] }).from(users).where(eq(users.id, userId)))[0]?.v;
  return {
    deps,
    logged,
    /** The member's contribution weeks, in order. */
    weeksOf: (userId: number) =>
      db
        .select()
        .from(contributionWeeks)
        .where(eq(contributionWeeks.userId, userId))
        .orderBy(contributionWeeks.week),
    statusOf: (userId: number) => userField(userId, 'status'),
    titleOf: (userId: number) => userField(userId, 'memberTitle'),
    /** Runs the debit job at the due time of `week` (plus a minute), as the schedule would. */
    runAt(start: Date, week: number) {
      t.clock.set(new Date(weekOf(start, week).getTime() + 60_000));
      return runAutoDebit(deps());
    },
    /** What the payments module does when an operator confirms a transfer: post it, then count its weeks. */
    confirmTransfer(userId: number, amountKobo: bigint, reference: string) {
      return db.transaction(async (tx) => {
        await post(tx, {
          key: reference,
          kind: 'contribution',
          memberId: userId,
          description: 'Bank transfer',
          lines: [
            { account: ACCOUNTS.bank, amount: amountKobo },
            { account: memberAccount(userId, 'contributions'), amount: -amountKobo },
          ],
          at: t.clock.now(),
        });
        return creditContributionWeeks(tx, {
          userId,
          amountKobo,
          reference,
          source: 'transfer',
          now: t.clock.now(),
        });
      });
    },
  };
}

export type CycleHelpers = ReturnType<typeof cycleHelpers>;

/**
 * One test file's app, its scripted gateway and the helpers on them:
 * `beforeAll(async () => ({ t, gateway, h } = await cycleTestApp()));` and `afterAll(() => t.close())`.
 */
export async function cycleTestApp(): Promise<{ t: TestApp; gateway: ScriptedGateway; h: CycleHelpers }> {
  const t = await createTestApp();
  const gateway = new ScriptedGateway(t.clock);
  return { t, gateway, h: cycleHelpers(t, gateway) };
}
