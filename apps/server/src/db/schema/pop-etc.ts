import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The cities an emergency travel cover (ETC) may go from or to (part 2 sections 3 and 7, ETCCityList):
 * Nigerian cities for every paid plan, other African cities for PLATINUM (section 6, ETC scope).
 * Seeded; operators may add a city or withdraw one (active false keeps old applications readable).
 */
export const etcCities = pgTable(
  'etc_cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    country: text().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('etc_cities_name_country_key').on(t.name, t.country)],
);

/** The kinds of item a purchase order (POP) buys (part 2 section 3, POP application: item id). Seeded. */
export const popItems = pgTable(
  'pop_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('pop_items_name_key').on(t.name)],
);

/**
 * A member's POP or ETC application (part 2 sections 2.11, 3, 4.4). status (the wallet's pop_status
 * and etc_status): 1 in process (applied, waiting for an operator's disbursal), 2 in use (disbursed:
 * the member owes it until repaid), 3 none (cancelled, or repaid in full). At most one open (1 or 2)
 * application per member and kind. Dates are Lagos calendar days. The amount is the plan's limit at
 * the time of applying.
 */
export const popEtcApplications = pgTable(
  'pop_etc_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** pop | etc */
    kind: text().notNull(),
    status: integer().notNull().default(1),
    amountKobo: bigint({ mode: 'bigint' }).notNull(),
    reason: text().notNull(),
    repaymentDate: date({ mode: 'string' }).notNull(),
    // POP: what to buy and where to deliver it.
    itemId: integer().references(() => popItems.id),
    itemName: text(),
    deliveryLocation: text(),
    // ETC: the trip.
    fromCityId: integer().references(() => etcCities.id),
    toCityId: integer().references(() => etcCities.id),
    /** One Way | Round Trip */
    coverType: text(),
    /** Bus | Air */
    travelBy: text(),
    travelDate: date({ mode: 'string' }),
    returnDate: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }),
    disbursedAt: timestamp({ withTimezone: true }),
    /** Set when the member has repaid everything (status back to 3). */
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pop_etc_applications_one_open_key').on(t.userId, t.kind).where(sql`status in (1, 2)`),
    index('pop_etc_applications_queue_idx').on(t.kind, t.status, t.createdAt),
    check('pop_etc_applications_kind_check', sql`${t.kind} in ('pop', 'etc')`),
    check('pop_etc_applications_status_check', sql`${t.status} in (1, 2, 3)`),
  ],
);
