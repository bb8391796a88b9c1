import { LOAN_MESSAGES, type LoanChecklist, TIER_LIMITS_KOBO, toNairaNumber } from '@trust/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberBalances } from '../../ledger/index.ts';
import { standingsOf } from '../contributions/index.ts';
import { tierOf } from '../identity/index.ts';
import { type MemberLoanRow, memberLoanJson, memberLoanOf } from '../loan-phase/index.ts';
import { findMemberPlan } from '../memberships/index.ts';
import { loadUser, profileCompleteness } from '../profile/index.ts';
import { canCollectRepayments } from './collection.ts';
import { LOAN_WEEKS } from './eligibility.ts';
import { inLoanHours, nextLoanHours } from './hours.ts';
import { PLAN_LOAN_CAP_KOBO } from './requirement.ts';
import { OPEN_STATES } from './states.ts';

/**
 * The member's loan eligibility as a checklist (GET /loaneligibility), with the same rules and words
 * as the refusals of /checkloanrequirement and /userloanrequest (eligibility.ts), which stay the
 * authority: this only lets the screen show every condition at once, before any typing. The reads are
 * independent and go out together.
 */
export async function loanChecklist(db: Db, userId: number, now: Date): Promise<LoanChecklist> {
  const [user, current, collects, weeksOf, tier, balances, loanRow] = await Promise.all([
    loadUser(db, userId),
    findMemberPlan(db, userId),
    // A card, or an active bank mandate (collection.ts): what repayments are collected from.
    canCollectRepayments(db, userId),
    standingsOf(db, [userId], now),
    tierOf(db, userId),
    memberBalances(db, userId),
    db.execute(sql`select ${memberLoanJson(userId)} as loan`),
  ]);
  const active = current?.membership.status === 'active' ? current.plan.name : null;
  const plan = active && active !== 'ORDINARY' ? active : null;
  const profile = (await profileCompleteness(db, user)).profile_percentage;
  const weeks = weeksOf.get(userId)?.paidWeeks ?? 0;
  const row = ((loanRow as unknown as { rows: { loan: MemberLoanRow | null }[] }).rows[0]?.loan ??
    null) as MemberLoanRow | null;
  const open = row !== null && (OPEN_STATES as string[]).includes(row.state);
  const item = (key: LoanChecklist['items'][number]['key'], met: boolean, message: string) => ({
    key,
    met,
    message: met ? null : message,
  });
  const items = [
    item('plan', plan !== null, LOAN_MESSAGES.upgrade),
    item('card', collects, LOAN_MESSAGES.card),
    item('profile', profile >= 75, LOAN_MESSAGES.profile),
    item('weeks', weeks >= LOAN_WEEKS, LOAN_MESSAGES.weeks(weeks)),
    item('hours', inLoanHours(now), LOAN_MESSAGES.hours),
    item('one_loan', !open, LOAN_MESSAGES.openLoan),
  ];
  // The most the server would lend: the plan's cap, and below it the tier's without a checked ID.
  const planCap = plan ? (PLAN_LOAN_CAP_KOBO[plan] ?? 0n) : 0n;
  const tierCap = TIER_LIMITS_KOBO[tier].loan;
  const limit = tierCap != null && tierCap < planCap ? tierCap : planCap;
  return {
    eligible: items.every((i) => i.met),
    plan,
    loan_limit: toNairaNumber(limit),
    plan_limit: toNairaNumber(planCap),
    items,
    profile_percentage: profile,
    paid_weeks: weeks,
    weeks_needed: LOAN_WEEKS,
    next_opening: nextLoanHours(now).toISOString(),
    loan: memberLoanOf(row, balances.loan),
  };
}
