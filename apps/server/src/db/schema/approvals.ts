import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Maker-checker (DESIGN section 7): a money action by an operator (confirming a bank transfer, sending
 * a payout, disbursing a loan, POP or ETC) is first proposed by one operator and applied only when a
 * different operator approves it. Nothing posts to the ledger before approval. The payload is kept
 * with its hash: the approver approves what they saw, and a changed proposal is never applied.
 *
 * status: proposed, approved (applied, with its result), rejected (with a reason).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The registered kind (transfer-confirm, payout-send, loan-disbursal, …). */
    kind: text().notNull(),
    /** What it acts on, e.g. a payment reference or `payout:12`: one open proposal per subject. */
    subject: text().notNull(),
    /** The member concerned, for the member's page and the audit log. */
    memberId: integer().references(() => users.id),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** sha256 of the canonical payload; approve() takes the hash the approver saw. */
    payloadHash: text().notNull(),
    status: text().notNull().default('proposed'),
    proposedBy: integer()
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp({ withTimezone: true }).notNull(),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    /** Why it was rejected. */
    reason: text(),
    /** What applying it returned (shown to both operators). */
    result: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('proposals_open_subject_key').on(t.kind, t.subject).where(sql`status = 'proposed'`),
    index('proposals_queue_idx').on(t.kind, t.status, t.proposedAt),
    check('proposals_status_check', sql`${t.status} in ('proposed', 'approved', 'rejected')`),
  ],
);
