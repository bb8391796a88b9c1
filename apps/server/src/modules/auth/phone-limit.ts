import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../http/envelope.ts';

/** A phone number opens at most this many accounts (a family may share one phone; a bot farm may not). */
const ACCOUNTS_PER_PHONE = 3;
export const PHONE_TAKEN_MESSAGE =
  'This phone number is already used by 3 accounts. Log in to one of them, or use another phone number.';

/**
 * Refuses (409, naming `field`) a phone number that ACCOUNTS_PER_PHONE other accounts already use,
 * whether an account is being opened with it or a member moves to it from the profile. The number is
 * locked for the caller's transaction, so two accounts taking it at once cannot both pass the count.
 */
export async function claimPhone(tx: Db, phone: string, field: string, userId?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
  const others =
    userId === undefined ? eq(users.phone, phone) : and(eq(users.phone, phone), ne(users.id, userId));
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(users).where(others);
  if (n >= ACCOUNTS_PER_PHONE) throw conflict(PHONE_TAKEN_MESSAGE, { field });
}
