import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { insertMessage, markQueued, openConversationFor } from '../modules/chat/index.ts';

const HOUR_MS = 3_600_000;

/**
 * A waiting customer-care conversation: the demo member Ada wrote two hours ago while nobody was
 * online, so a new agent who signs in finds it first in the console's Chat with how long it has
 * waited, and answering it tells Ada in her notifications and by email. Made once, with the demo.
 */
export async function seedSupportQueue(db: Db, clock: Clock): Promise<void> {
  const [ada] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'ada@demo.trustfund.ng'));
  if (!ada) return;
  const at = new Date(clock.now().getTime() - 2 * HOUR_MS);
  const conv = await openConversationFor(db, ada.id, 'customer_care', at);
  await insertMessage(
    db,
    conv,
    {
      sender: 'member',
      fromUserId: ada.id,
      body: 'Good evening. My weekly debit shows twice on my bank statement this week. Can you check it, please?',
    },
    at,
  );
  await markQueued(db, conv.id, at);
}
