import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';

/**
 * A production PostgreSQL runs autovacuum, which keeps the planner's statistics and the visibility
 * map current as the tables grow; without them the daily queries plan for the empty tables they
 * were created as and read every row's page instead of the index alone. Where nothing does
 * (PGlite, or a server with autovacuum off, as on a test machine) the simulated fund gets the
 * same upkeep once a simulated week, so the run measures the fund and not a neglected database.
 */
export async function withoutAutovacuum(database: Database): Promise<boolean> {
  if (database.kind === 'pglite') return true;
  const [row] = await rowsOf<{ autovacuum: string }>(database.db, sql`show autovacuum`);
  return row?.autovacuum !== 'on';
}

/**
 * What autovacuum would have done by the end of a simulated week: the periods' table vacuumed (its
 * visibility map lets the daily queries read the periods' index alone), and its statistics renewed
 * every four weeks (they grow by a week's periods at a time); the other tables keep the shape they
 * were analysed with after the members joined.
 */
export async function upkeep(db: Db, week: number): Promise<void> {
  await db.execute(sql`vacuum contribution_weeks`);
  if (week % 4 === 1) await db.execute(sql`analyze contribution_weeks`);
}
