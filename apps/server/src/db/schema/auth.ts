import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A person who signs in: member, operator (admin) or expert. Internal names are clean;
 * the spec's u_… names exist only at the API boundary (modules/auth/user-view.ts).
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    passwordHash: text().notNull(),
    /** member | admin | customer_care | business_expert | legal_adviser | medical_adviser */
    role: text().notNull().default('member'),
    /** 1 active, 3 locked for default, 5 terminated (spec part 2 section 4.1). */
    status: integer().notNull().default(1),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** Trust Fund Pin: TFP + ten digits, assigned when a plan becomes active. */
    tfpPin: text(),
    /** The ten-digit key in this member's referral link (/register?<key>); the digits of tfpPin. */
    referralKey: text(),
    /** The referrer's pin (TFP + key) given at registration, and the referrer once resolved. */
    associateTfp: text(),
    referredByUserId: integer(),
    /** 0 available, 1 in use, 2 not available, 3 in process (spec part 2 section 4.12). */
    tfpPinStatus: integer().notNull().default(0),
    memberTitle: text().notNull().default('Ordinary'),
    registrationComplete: boolean().notNull().default(false),
    // profile (part 2 section 3)
    gender: text(),
    dob: text(),
    businessSector: text(),
    address: text(),
    hearAboutUs: text(),
    kinName: text(),
    kinContact: text(),
    kinEmail: text(),
    imagePath: text(),
    // bank details for cash-outs and redemptions
    bankName: text(),
    accountNumber: text(),
    accountHolderName: text(),
    /** The provider's code of the bank (GET /banks); null for details typed before the bank list. */
    bankCode: text(),
    /**
     * Where the check of the account's name stands: matched (the bank's name is the member's), review
     * (waiting for an operator), approved, rejected; null for details saved before names were checked.
     * Payouts wait while it is review or rejected (modules/money-rails).
     */
    bankNameCheck: text(),
    /** When the payout account last changed: payouts wait until 24 hours after it. */
    bankChangedAt: timestamp({ withTimezone: true }),
    deviceType: text(),
    deviceToken: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_tfp_pin_key').on(t.tfpPin),
    uniqueIndex('users_referral_key_key').on(t.referralKey),
    index('users_referred_by_idx').on(t.referredByUserId),
    // The console's member search matches the start of a name, email, phone or TFP (LIKE 'x%');
    // text_pattern_ops lets those prefixes use an index whatever the database's collation.
    index('users_name_prefix_idx').using('btree', sql`lower(${t.fullName}) text_pattern_ops`),
    index('users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('users_bank_review_idx').on(t.bankNameCheck).where(sql`bank_name_check = 'review'`),
    index('users_phone_prefix_idx').using('btree', sql`${t.phone} text_pattern_ops`),
    index('users_tfp_prefix_idx').using('btree', sql`${t.tfpPin} text_pattern_ops`),
    // …and a whole word of the name (a surname: "Okafor" finds "Adaeze Okafor").
    index('users_name_words_idx').using('gin', sql`string_to_array(lower(${t.fullName}), ' ')`),
    // …and text anywhere inside a name, email or phone (pg_trgm trigrams: "daez" finds "Adaeze").
    index('users_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/** A signed-in session. Only the SHA-256 of the access token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    tokenHash: text().notNull(),
    /** 'member' or 'admin_login' (an operator viewing a member's dashboard). */
    loginType: text().notNull().default('member'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Single-use tokens sent by email: verify_email, reset_password, login_link.
 * Only the SHA-256 of the token is stored; used_at marks it spent.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose).where(sql`used_at is null`),
  ],
);

/**
 * An operator's second factor (TOTP, RFC 6238): the shared secret their authenticator app holds.
 * enabledAt is null while enrolment waits for the first code; lastStep is the time step of the last
 * code accepted, so a code is good once (a code seen over a shoulder cannot be replayed).
 */
export const operatorTotp = pgTable('operator_totp', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  /** Base32, as the authenticator app reads it from the QR code. */
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastStep: integer(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
