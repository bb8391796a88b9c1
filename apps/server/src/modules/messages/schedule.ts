import {
  type CreateFundMessageBody,
  createFundMessageBodySchema,
  FUND_MESSAGE_MESSAGES,
} from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fundMessages } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { type Actor, audit } from '../audit/index.ts';
import { previewSegment } from './segment.ts';

const YEAR_MS = 365 * 86_400_000;

export type FundMessageRow = typeof fundMessages.$inferSelect;

/**
 * Writes a message to the members of a segment, to be sent by the job runner at send_at (now when
 * absent: within the minute). Audited with the segment's size at that moment.
 * Errors: 400 for a time in the past or more than a year ahead, or a segment with no member in it.
 */
export async function createMessage(
  db: Db,
  actor: Actor,
  input: CreateFundMessageBody,
  now: Date,
): Promise<FundMessageRow> {
  const body = createFundMessageBodySchema.parse(input);
  const sendAt = body.send_at ? new Date(body.send_at) : now;
  // A minute's grace: a time picked "now" in the browser is a little past by the time it arrives.
  if (sendAt.getTime() < now.getTime() - 60_000 || sendAt.getTime() > now.getTime() + YEAR_MS)
    throw badRequest(FUND_MESSAGE_MESSAGES.sendAt, { field: 'send_at' });
  return db.transaction(async (tx) => {
    const size = await previewSegment(tx, body.segment);
    if (size.members === 0) throw badRequest(FUND_MESSAGE_MESSAGES.noMembers, { field: 'segment' });
    const [row] = await tx
      .insert(fundMessages)
      .values({
        subject: body.subject,
        body: body.body,
        email: body.email,
        push: body.push,
        segment: body.segment,
        sendAt: sendAt < now ? now : sendAt,
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('message insert returned no row');
    await audit(tx, {
      actor,
      action: 'message.create',
      now,
      after: { subject: row.subject, email: row.email, push: row.push, send_at: row.sendAt },
      details: { message_id: row.id, segment: body.segment, members: size.members },
    });
    return row;
  });
}

/**
 * Cancels a message that has not started sending. Audited.
 * Errors: 404 for an unknown id; 409 once it has started (or was sent or cancelled already).
 */
export async function cancelMessage(db: Db, actor: Actor, id: number, now: Date): Promise<FundMessageRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(fundMessages).where(eq(fundMessages.id, id)).for('update');
    if (!before) throw notFound(FUND_MESSAGE_MESSAGES.notFound);
    const [row] = await tx
      .update(fundMessages)
      .set({ status: 'cancelled', finishedAt: now })
      .where(and(eq(fundMessages.id, id), eq(fundMessages.status, 'scheduled')))
      .returning();
    if (!row) throw conflict(FUND_MESSAGE_MESSAGES.notScheduled);
    await audit(tx, {
      actor,
      action: 'message.cancel',
      now,
      before: { status: before.status },
      after: { status: row.status },
      details: { message_id: id, subject: row.subject },
    });
    return row;
  });
}
