import {
  type FlexiDuration,
  type FlexiFrequency,
  POP_ETC_MESSAGES,
  type PopEtcGate,
  PROFILE_PERCENT_TO_APPLY,
  USER_LOCKED,
} from '@trust/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, memberships, plans, users } from '../../db/schema/index.ts';
import { standingsOf } from '../contributions/index.ts';
import { flexiTerms, loadFlexiReference } from '../plans/index.ts';
import { profileCompleteness } from '../profile/index.ts';

export type PopEtcKind = 'pop' | 'etc';
export const KIND_LABEL: Record<PopEtcKind, string> = { pop: 'POP', etc: 'ETC' };

/** ETC and POP need 24 weeks of contributions (part 2 section 6). */
const WEEKS_TO_APPLY = 24;

/** What a member's plan gives them for POP and ETC, and why they may not apply yet. */
export interface MemberTerms {
  planName: string | null;
  /** The plan's ETC/POP limit (one figure for both, part 2 section 6): the amount of an application. */
  limitKobo: bigint;
  /** ETC scope (section 6): GOLD and PLATINUM fly; PLATINUM also goes to other African countries. */
  air: boolean;
  abroad: boolean;
  /** The first rule of section 4.6 and 6 the member does not meet, or null. */
  refusal: { status: number; gate: PopEtcGate; message: (label: string) => string } | null;
}

/**
 * The member's POP/ETC terms from their active plan. FLEXI follows its weekly equivalent: the limit
 * as the flexi quote scales it, and the scope of the fixed plan whose weekly saving it reaches
 * (PLATINUM's, GOLD's, else SILVER's). Refusals in the order a member meets them (section 4.6): a
 * locked account, no paid plan (the upgrade modal), no card, a profile below 75%, fewer than 24 paid
 * weeks.
 */
export async function memberTerms(db: Db, userId: number, now: Date): Promise<MemberTerms> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [row] = await db
    .select({ m: memberships, plan: plans })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')))
    .limit(1);
  const none = { planName: row?.plan.name ?? null, limitKobo: 0n, air: false, abroad: false };
  const refuse = (gate: PopEtcGate, message: (label: string) => string): MemberTerms => ({
    ...none,
    refusal: { status: 403, gate, message },
  });
  if (!user || user.status === USER_LOCKED) return refuse('locked', () => POP_ETC_MESSAGES.locked);
  if (!row || row.plan.coverLimitKobo <= 0n) return refuse('upgrade', POP_ETC_MESSAGES.basicPlan);

  let limitKobo = row.plan.coverLimitKobo;
  let scopeOf = row.plan.name;
  if (row.plan.name === 'FLEXI') {
    const ref = await loadFlexiReference(db);
    const terms = flexiTerms(
      ref,
      row.m.contributionKobo,
      row.m.frequency as FlexiFrequency,
      row.m.durationMonths as FlexiDuration,
    );
    limitKobo = terms.coverLimitKobo;
    const weekly = terms.weeklyEquivalentKobo;
    scopeOf =
      weekly >= ref.platinum.weeklySavingKobo
        ? 'PLATINUM'
        : weekly >= ref.gold.weeklySavingKobo
          ? 'GOLD'
          : 'SILVER';
  }
  const terms = {
    planName: row.plan.name,
    limitKobo,
    air: scopeOf === 'GOLD' || scopeOf === 'PLATINUM',
    abroad: scopeOf === 'PLATINUM',
  };
  const [card] = await db.select({ n: count() }).from(cards).where(eq(cards.userId, userId));
  if ((card?.n ?? 0) === 0)
    return { ...terms, refusal: { status: 403, gate: 'add-card', message: POP_ETC_MESSAGES.noCard } };
  const profile = await profileCompleteness(db, user);
  if (profile.profile_percentage < PROFILE_PERCENT_TO_APPLY)
    return { ...terms, refusal: { status: 403, gate: 'update-profile', message: POP_ETC_MESSAGES.profile } };
  const paid = (await standingsOf(db, [userId], now)).get(userId)?.paidWeeks ?? 0;
  if (paid < WEEKS_TO_APPLY)
    return {
      ...terms,
      refusal: { status: 403, gate: 'weeks', message: (label) => POP_ETC_MESSAGES.weeks(label, paid) },
    };
  return { ...terms, refusal: null };
}
