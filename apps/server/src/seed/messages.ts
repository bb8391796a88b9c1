import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { createMessage, previewSegment, sendDueMessages } from '../modules/messages/index.ts';

const DAY_MS = 86_400_000;

/**
 * Demo messages from support, through the real services: one sent to every member (the console's
 * Messages shows it with what it reached, the members find it in their notifications), and one to the
 * Lagos members scheduled a week ahead (shown as Scheduled, with Cancel). Made once, with the demo.
 */
export async function seedFundMessages(db: Db, clock: Clock): Promise<void> {
  const [support] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'support@trustfund.ng'));
  if (!support) return;
  const actor = { userId: support.id, ip: '127.0.0.1' };
  const now = clock.now();
  await createMessage(
    db,
    actor,
    {
      subject: 'Welcome to the Trust Fund app',
      body: 'Your savings, earnings and loans are all here.\nAsk customer care anything from the Customer care page.',
      segment: {},
    },
    now,
  );
  await sendDueMessages(db, now);
  const lagos = { states: ['Lagos'] as ['Lagos'], plan_ids: [], statuses: [], arrears: 'any' as const };
  if ((await previewSegment(db, lagos)).members === 0) return;
  await createMessage(
    db,
    actor,
    {
      subject: 'Lagos members’ meeting',
      body: 'Members in Lagos meet on Saturday at 10:00 at the Ikoyi club house.',
      send_at: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
      segment: lagos,
    },
    now,
  );
}
