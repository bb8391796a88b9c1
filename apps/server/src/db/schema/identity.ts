import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The file's bytes, kept in the database so every server instance and every backup has them. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * An ID document a member uploaded from their profile, for an operator to review (docs/domain-rules.md,
 * "Back office: members' records"). Only the last four digits of its number are kept (a BVN or NIN in
 * full never reaches the database). An approved document makes the member's tier "ID checked".
 *
 * status: pending (awaiting review), approved, rejected (with the operator's reason).
 * provider_status: where Paystack's customer identification stands for a BVN: not_checked, pending,
 * verified, failed (with Paystack's reason).
 */
export const idDocuments = pgTable(
  'id_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** nin | bvn | passport | drivers_licence | voters_card */
    type: text().notNull(),
    numberLast4: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    file: bytea().notNull(),
    status: text().notNull().default('pending'),
    reason: text(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    providerStatus: text().notNull().default('not_checked'),
    providerReason: text(),
    /**
     * The provider's customer a BVN was sent for identification with (Paystack's customer_code): its
     * customeridentification webhook names only the customer, so it finds the document by this.
     */
    providerCustomerCode: text(),
  },
  (t) => [
    index('id_documents_user_idx').on(t.userId, t.submittedAt),
    // One document awaiting review per member; the console's queue and the "ID check" filter read these.
    uniqueIndex('id_documents_one_pending_key').on(t.userId).where(sql`status = 'pending'`),
    index('id_documents_status_idx').on(t.status, t.userId),
    index('id_documents_provider_customer_idx')
      .on(t.providerCustomerCode, t.id)
      .where(sql`provider_customer_code is not null`),
    check('id_documents_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('id_documents_last4_check', sql`${t.numberLast4} ~ '^[A-Za-z0-9]{4}$'`),
  ],
);

/** A note an operator wrote on a member's record: who, when, what. Rows are only inserted. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => users.id),
    authorId: integer()
      .notNull()
      .references(() => users.id),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);
