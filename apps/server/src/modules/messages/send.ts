import { type Segment, segmentSchema } from '@trust/shared';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fundMessages } from '../../db/schema/index.ts';
import { notifyMembers } from '../notifications/index.ts';
import { FUND_MESSAGE_KIND, segmentMembersAfter } from './segment.ts';

/** Members written to in one transaction: big enough to send 100,000 in minutes, small enough to hold few locks. */
const MESSAGE_BATCH = 500;

/** The key of one member's copy of a message: notifications, emails and pushes are written once per key. */
const recipientKey = (messageId: number, userId: number) => `fund-message:${messageId}:${userId}`;

export interface SendOptions {
  batchSize?: number;
  /** Called inside each batch's transaction after it is written (the crash tests throw from it). */
  afterBatch?: (messageId: number, members: number[]) => void | Promise<void>;
}

type Outcome = { reached: number; finished: boolean };

/**
 * One batch of a message: the next members of its segment after the cursor, each told (in-app, and
 * by email and push as the message and their own choices say), recorded as recipients, and the
 * cursor moved past them, all in one transaction. A crash before the commit leaves no trace; after
 * it, the next run goes on from the cursor: no member is reached twice (their notice's key would
 * refuse a second copy besides). Another instance working the same message skips it (row locked).
 */
async function sendBatch(db: Db, messageId: number, now: Date, opts: SendOptions): Promise<Outcome | null> {
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(fundMessages)
      .where(and(eq(fundMessages.id, messageId), inArray(fundMessages.status, ['scheduled', 'sending'])))
      .for('update', { skipLocked: true });
    if (!m) return null;
    const segment: Segment = segmentSchema.parse(m.segment);
    const members = await segmentMembersAfter(tx, segment, m.cursorUserId, opts.batchSize ?? MESSAGE_BATCH);
    if (members.length === 0) {
      await tx
        .update(fundMessages)
        .set({ status: 'sent', startedAt: m.startedAt ?? now, finishedAt: now })
        .where(eq(fundMessages.id, m.id));
      return { reached: 0, finished: true };
    }
    const keys = members.map((userId) => recipientKey(m.id, userId));
    await notifyMembers(
      tx,
      FUND_MESSAGE_KIND,
      members.map((memberId, i) => ({
        memberId,
        subject: m.subject,
        message: m.body,
        key: keys[i],
        email: { send: m.email },
        push: m.push,
      })),
      now,
    );
    await tx.execute(sql`insert into fund_message_recipients (message_id, user_id, notification_id)
        select ${m.id}, n.user_id, n.id from notifications n where n.dedupe_key = any(${sql.param(keys)}::text[])
        on conflict do nothing`);
    await tx
      .update(fundMessages)
      .set({
        status: 'sending',
        startedAt: m.startedAt ?? now,
        cursorUserId: members.at(-1) ?? m.cursorUserId,
      })
      .where(eq(fundMessages.id, m.id));
    await opts.afterBatch?.(m.id, members);
    return { reached: members.length, finished: false };
  });
}

/**
 * The messages job: every message whose time has come (scheduled, sendAt reached) or whose sending
 * stopped half-way (a crash, a deploy), sent batch by batch to the end. Idempotent: running it twice
 * or on two instances at once reaches each member once.
 */
export async function sendDueMessages(
  db: Db,
  now: Date,
  opts: SendOptions = {},
): Promise<{ messages: number; members: number }> {
  const due = await db
    .select({ id: fundMessages.id })
    .from(fundMessages)
    .where(
      or(
        and(eq(fundMessages.status, 'scheduled'), lte(fundMessages.sendAt, now)),
        eq(fundMessages.status, 'sending'),
      ),
    )
    .orderBy(asc(fundMessages.sendAt), asc(fundMessages.id));
  const result = { messages: 0, members: 0 };
  for (const { id } of due) {
    for (;;) {
      const outcome = await sendBatch(db, id, now, opts);
      if (!outcome) break;
      result.members += outcome.reached;
      if (outcome.finished) {
        result.messages++;
        break;
      }
    }
  }
  return result;
}
