import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The member's full name as on their profile (the name their bank's must match). */
export async function loadMemberName(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return u?.fullName ?? '';
}
