import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionWeeks } from '../../db/schema/index.ts';

/** One period of a member's cycle as recorded: paid, missed or being charged. */
export type ContributionWeek = typeof contributionWeeks.$inferSelect;

/** The recorded periods of one cycle of a member, in order. */
export function cycleWeeks(db: Db, userId: number, cycleNumber: number): Promise<ContributionWeek[]> {
  return db
    .select()
    .from(contributionWeeks)
    .where(and(eq(contributionWeeks.userId, userId), eq(contributionWeeks.cycleNumber, cycleNumber)))
    .orderBy(asc(contributionWeeks.week));
}
