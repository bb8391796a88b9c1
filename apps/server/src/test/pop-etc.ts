import type { Db } from '../db/client.ts';
import { cards, contributionWeeks } from '../db/schema/index.ts';
import { WEEK_MS } from '../modules/contributions/schedule.ts';
import { seedPopEtc } from '../seed/pop-etc.ts';
import type { TestApp } from './app.ts';
import { createMember, type PlanName } from './members.ts';

/** The profile items beside email and bank details (with them a member's profile is at 75%). */
export const COMPLETE_PROFILE = {
  gender: 'Female',
  dob: '1990-04-02',
  businessSector: 'Retail',
  address: '12 Allen Avenue, Ikeja',
  kinName: 'Emeka Eze',
  kinContact: '2348031234567',
  kinEmail: 'emeka@example.com',
};

/** Gives a member a saved card, as a card payment would. */
export async function giveCard(db: Db, userId: number, now: Date) {
  await db.insert(cards).values({
    userId,
    gateway: 'sandbox',
    authorizationCode: `AUTH_${userId}_${now.getTime()}`,
    last4: '4081',
    brand: 'visa',
    expMonth: '12',
    expYear: '39',
    createdAt: now,
  });
}

/** Records `weeks` paid weekly contributions due before now (the history the 24-week rule reads). */
export async function givePaidWeeks(db: Db, userId: number, membershipId: number, weeks: number, now: Date) {
  if (weeks === 0) return;
  const start = now.getTime() - weeks * WEEK_MS - 60_000;
  await db.insert(contributionWeeks).values(
    Array.from({ length: weeks }, (_, i) => ({
      userId,
      membershipId,
      cycleNumber: 1,
      week: i + 1,
      dueAt: new Date(start + i * WEEK_MS),
      amountKobo: 100_000n,
      status: 'paid',
      source: 'card',
      reference: `WD-${userId}-1-${i + 1}`,
    })),
  );
}

/**
 * A member who may apply for POP and ETC (part 2 sections 4.6 and 6): a paid plan, a card, bank
 * details and a complete profile, and 24 paid weeks; each can be taken away with the options.
 */
export async function eligibleMember(
  t: Pick<TestApp, 'database' | 'clock'>,
  o: { plan?: PlanName; weeks?: number; card?: boolean; profile?: boolean; bank?: boolean } & Parameters<
    typeof createMember
  >[1] = {},
) {
  const db = t.database.db;
  await seedPopEtc(db);
  const now = t.clock.now();
  const m = await createMember(t, {
    ...o,
    plan: o.plan ?? 'SILVER',
    bank: o.bank ?? true,
    startedAt: new Date(now.getTime() - 25 * WEEK_MS),
    user: { ...(o.profile === false ? {} : COMPLETE_PROFILE), ...o.user },
  });
  if (o.card !== false) await giveCard(db, m.userId, now);
  await givePaidWeeks(db, m.userId, m.membershipId, o.weeks ?? 24, now);
  return m;
}
