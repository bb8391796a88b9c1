import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw SQL statement (the set-based updates and reads drizzle's builder cannot say). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
