import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Every operator action (DESIGN section 7): who did what to whom, when. Rows are only inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer()
      .notNull()
      .references(() => users.id),
    /** member.unlock, … */
    action: text().notNull(),
    targetUserId: integer(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetUserId, t.action, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
