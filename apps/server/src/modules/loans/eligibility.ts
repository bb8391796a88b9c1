import { LOAN_MESSAGES } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../http/envelope.ts';
import { standingsOf } from '../contributions/index.ts';
import { findMemberPlan } from '../memberships/index.ts';
import { loadUser, profileCompleteness } from '../profile/index.ts';
import { canCollectRepayments } from './collection.ts';
import { inLoanHours } from './hours.ts';

/** Loans need 12 weeks of contributions (part 2 section 6). */
export const LOAN_WEEKS = 12;

/** Why a member may not apply; the web opens the matching modal (part 2 section 4.6). */
type Ineligible = 'upgrade' | 'card' | 'profile' | 'weeks';

const refuse = (reason: Ineligible | 'hours', message: string) => new ApiError(400, message, { reason });

/**
 * Part 2 section 4.6 in its order: a paid plan (not the basic ORDINARY one), a card on file (or an
 * active bank mandate, collection.ts), a profile
 * at 75% or 100%, then 12 weeks of contributions (section 6). Refuses with 400 and data.reason.
 * Answers the member's plan name.
 */
export async function checkEligible(db: Db, userId: number, now: Date): Promise<string> {
  const user = await loadUser(db, userId);
  const current = await findMemberPlan(db, userId);
  const plan = current?.membership.status === 'active' ? current.plan.name : null;
  if (!plan || plan === 'ORDINARY') throw refuse('upgrade', LOAN_MESSAGES.upgrade);
  if (!(await canCollectRepayments(db, userId))) throw refuse('card', LOAN_MESSAGES.card);
  const profile = await profileCompleteness(db, user);
  if (profile.profile_percentage < 75) throw refuse('profile', LOAN_MESSAGES.profile);
  const weeks = (await standingsOf(db, [userId], now)).get(userId)?.paidWeeks ?? 0;
  if (weeks < LOAN_WEEKS) throw refuse('weeks', LOAN_MESSAGES.weeks(weeks));
  return plan;
}

/** A full submit is taken only in the hours of part 2 section 9. */
export function checkHours(now: Date): void {
  if (!inLoanHours(now)) throw refuse('hours', LOAN_MESSAGES.hours);
}
