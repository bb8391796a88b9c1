import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkSigningKeys } from '../../db/schema/index.ts';
import { setPreference } from '../notifications/index.ts';
import { FUND_MESSAGE_KIND } from './segment.ts';

const KEY_NAME = 'unsubscribe';
/** The web page an email's unsubscribe link opens (apps/web config/paths.ts `emailUnsubscribe`). */
const UNSUBSCRIBE_PATH = '/email-unsubscribe';

/**
 * The key unsubscribe links are signed with: made by the first instance that needs it, then read by
 * every instance (the insert of a second one does nothing), and never replaced.
 */
async function signingKey(db: Db, now: Date): Promise<Buffer> {
  await db
    .insert(linkSigningKeys)
    .values({ name: KEY_NAME, key: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(linkSigningKeys).where(eq(linkSigningKeys.name, KEY_NAME));
  if (!row) throw new Error('the unsubscribe signing key could not be read');
  return Buffer.from(row.key, 'base64url');
}

const signature = (key: Buffer, userId: number) =>
  createHmac('sha256', key)
    .update(`unsubscribe:${FUND_MESSAGE_KIND}:${userId}`)
    .digest('base64url')
    .slice(0, 32);

/**
 * The token of a member's unsubscribe link: the member's id and an HMAC of it under the fund's key,
 * so a link works without signing in and cannot be made for another member. It does not expire: an
 * email read months later must still be able to stop the next one.
 */
async function unsubscribeToken(db: Db, userId: number, now: Date): Promise<string> {
  return `${userId}.${signature(await signingKey(db, now), userId)}`;
}

/**
 * Makes the unsubscribe links of the emails members may leave with one click (messages from the
 * fund), for the mail outbox job; other kinds get none.
 */
export function messageUnsubscribeLinks(db: Db, publicUrl: string, now: () => Date) {
  return async (userId: number, kind: NotificationKind): Promise<string | undefined> => {
    if (kind !== FUND_MESSAGE_KIND) return undefined;
    return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(db, userId, now())}`;
  };
}

/**
 * Turns off the email of messages from the fund for the member the token names (the same switch as
 * "Messages from the fund" on their Notifications page). Answers false for a token that is not one
 * of ours, changing nothing; doing it twice changes nothing more.
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<boolean> {
  const [id, given] = token.split('.');
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0 || !given) return false;
  const expected = Buffer.from(signature(await signingKey(db, now), userId));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return false;
  await setPreference(db, userId, FUND_MESSAGE_KIND, { email: false }, now);
  return true;
}
