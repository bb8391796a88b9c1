import type { FlexiFrequency } from '@trust/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The plan catalogue (DESIGN section 9), editable by operators. Money in integer kobo.
 * name is ORDINARY | FLEXI | SILVER | GOLD | PLATINUM; ORDINARY is shown as BASIC.
 */
export const plans = pgTable(
  'plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** STM, GTM, PTM for silver, gold, platinum trust member; FTM for flexi; ORD for ordinary. */
    prefix: text().notNull(),
    membershipFeeKobo: bigint({ mode: 'bigint' }).notNull(),
    weeklySavingKobo: bigint({ mode: 'bigint' }).notNull(),
    loanMaxKobo: bigint({ mode: 'bigint' }).notNull(),
    /** ETC and POP limit. */
    coverLimitKobo: bigint({ mode: 'bigint' }).notNull(),
    /** Trust bonus in basis points of total savings (50 = 0.5%). FLEXI: the lower bound. */
    trustBonusBps: integer().notNull(),
    trustBonusMaxBps: integer().notNull(),
    referralL1Kobo: bigint({ mode: 'bigint' }).notNull(),
    referralL2Kobo: bigint({ mode: 'bigint' }).notNull(),
    referralL3Kobo: bigint({ mode: 'bigint' }).notNull(),
    /** Earnings needed to start this plan from earnings (part 2 section 4.8). */
    earningsToStartKobo: bigint({ mode: 'bigint' }).notNull().default(sql`0`),
    image: text().notNull(),
    sortOrder: integer().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('plans_name_key').on(t.name)],
);

/** The benefits listed on a plan card, in order (entries 2 to 8 are shown as "more benefits"). */
export const planBenefits = pgTable(
  'plan_benefits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    position: integer().notNull(),
    text: text().notNull(),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('plan_benefits_plan_position_key').on(t.planId, t.position)],
);

/**
 * A member's subscription to a plan for one cycle. status: pending (bank transfer awaiting
 * confirmation, or checkout started), active, ended (cashed out or rolled over into the next cycle).
 * A member has at most one pending-or-active membership.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    planId: integer()
      .notNull()
      .references(() => plans.id),
    status: text().notNull(),
    /** card | transfer | free | earnings */
    paymentMethod: text().notNull(),
    membershipFeeKobo: bigint({ mode: 'bigint' }).notNull(),
    /** The amount debited each period (FLEXI: the chosen amount; others: the plan's weekly saving). */
    contributionKobo: bigint({ mode: 'bigint' }).notNull(),
    /** Daily | Weekly | Monthly (FLEXI); Weekly for the other plans. */
    frequency: text().$type<FlexiFrequency>().notNull().default('Weekly'),
    /** Cycle length in months: 12, or the FLEXI member's chosen 3, 6, 12 or 24. */
    durationMonths: integer().notNull().default(12),
    /** 1 for the first cycle, then 2, 3… after each cash-out or roll-over. */
    cycleNumber: integer().notNull().default(1),
    startedAt: timestamp({ withTimezone: true }),
    cycleEndsAt: timestamp({ withTimezone: true }),
    cashoutFrom: timestamp({ withTimezone: true }),
    cashoutTo: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('memberships_one_open_per_user').on(t.userId).where(sql`status in ('pending', 'active')`),
    index('memberships_user_idx').on(t.userId),
    index('memberships_status_idx').on(t.status),
    // Each member's latest membership with its plan, for the members report: read in member order from
    // the index alone (no sort of every membership).
    index('memberships_user_latest_idx').on(t.userId, t.id.desc(), t.planId),
  ],
);

/**
 * A member's change of plan within their cycle (part 2 section 4.7). A downgrade is applied at once
 * (status applied). An upgrade waits for its payment (status pending, payment_reference set) and is
 * applied by the payment's settlement, or an operator's confirmation of the bank transfer; an
 * abandoned one is cancelled when the member asks for another change. One pending change per member.
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    membershipId: integer()
      .notNull()
      .references(() => memberships.id),
    fromPlanId: integer()
      .notNull()
      .references(() => plans.id),
    toPlanId: integer()
      .notNull()
      .references(() => plans.id),
    /** upgrade | downgrade */
    direction: text().notNull(),
    /** free (a downgrade) | card | transfer */
    method: text().notNull(),
    /** The membership fee still owed for the new plan, and the contribution top-up (kobo). */
    feeBalanceKobo: bigint({ mode: 'bigint' }).notNull(),
    topUpKobo: bigint({ mode: 'bigint' }).notNull(),
    /** The terms the membership takes when the change is applied. */
    membershipFeeKobo: bigint({ mode: 'bigint' }).notNull(),
    contributionKobo: bigint({ mode: 'bigint' }).notNull(),
    frequency: text().$type<FlexiFrequency>().notNull().default('Weekly'),
    durationMonths: integer().notNull().default(12),
    /** pending | applied | cancelled */
    status: text().notNull(),
    paymentReference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    appliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_changes_one_pending_per_user').on(t.userId).where(sql`status = 'pending'`),
    uniqueIndex('plan_changes_payment_key').on(t.paymentReference),
    index('plan_changes_user_idx').on(t.userId, t.createdAt),
  ],
);
