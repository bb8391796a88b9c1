import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A member's direct-debit mandate: the authority their bank gives the fund to debit their account for
 * the weekly contribution (Paystack Direct Debit). The row is written when the member starts it (with
 * the provider's reference, before they leave for their bank), and moves only forward:
 * pending (waiting for the bank's approval) -> active (the weekly debit charges it) -> ended.
 * A pending mandate may also end (declined at the bank, replaced by a newer one, the member chose
 * the card). Only the provider's reusable authorization code, the bank's name, the account's last
 * four digits and its name are kept: never the full account number.
 */
export const debitMandates = pgTable(
  'debit_mandates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    gateway: text().notNull(),
    /** The provider's reference of the authorization request (Paystack makes it, we cannot choose it). */
    reference: text().notNull(),
    /** pending, active, ended. */
    status: text().notNull(),
    /** The provider's reusable authorization code, known once the bank has created the authorization. */
    authorizationCode: text(),
    bankName: text(),
    accountLast4: text(),
    accountName: text(),
    /** Why it ended, in words shown to the member ('Not approved at your bank', 'You chose your card'). */
    endedReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    activatedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /**
     * When the provider was told to deactivate the authorization of a mandate the fund ended (the member
     * chose the card); set at once for one the bank ended. Null on an ended mandate: still to tell.
     */
    deactivatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('debit_mandates_reference_key').on(t.reference),
    // At most one mandate per member is live (waiting or active): a new one ends the one before.
    uniqueIndex('debit_mandates_one_live_per_user').on(t.userId).where(sql`status in ('pending', 'active')`),
    index('debit_mandates_user_idx').on(t.userId, t.id),
    check('debit_mandates_status_check', sql`${t.status} in ('pending', 'active', 'ended')`),
  ],
);

/**
 * The sandbox gateway's saved authorizations (cards and mandates), so a restart of the server keeps
 * the weekly debit working with the sandbox as it does with a real provider. Only what a provider
 * keeps and tells: the code, last four digits, brand, expiry; never a card number, CVV or PIN.
 * Used only when PAYMENT_GATEWAY=sandbox.
 */
export const sandboxAuthorizations = pgTable(
  'sandbox_authorizations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** card or mandate. */
    kind: text().notNull(),
    /** The authorization code; a mandate has none until the member approves it at the bank page. */
    code: text(),
    /** A mandate's reference (the authorization request). */
    reference: text(),
    email: text().notNull(),
    last4: text().notNull().default(''),
    brand: text().notNull().default(''),
    expMonth: text().notNull().default(''),
    expYear: text().notNull().default(''),
    bankName: text(),
    accountName: text(),
    /** A mandate: pending (not yet approved), active, declined, inactive (ended). A card: active. */
    status: text().notNull(),
    /** Charges this authorization pays before it declines ('Insufficient funds'); null: no limit. */
    paysCharges: integer(),
    chargesPaid: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_authorizations_code_key').on(t.code),
    uniqueIndex('sandbox_authorizations_reference_key').on(t.reference),
  ],
);
