import { ADMIN_MESSAGES, type MemberNote } from '@trust/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberNotes, users } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/envelope.ts';
import { type Actor, audit } from '../../audit/index.ts';

/** How many notes the member's page lists (the newest). */
const NOTES_SHOWN = 100;

async function requireMemberRow(db: Db, memberId: number) {
  const [m] = await db.select({ role: users.role }).from(users).where(eq(users.id, memberId));
  if (m?.role !== 'member') throw notFound(ADMIN_MESSAGES.memberNotFound);
}

/** A member's notes, newest first, each with the operator who wrote it. Errors: 404 for a non-member. */
export async function listNotes(db: Db, memberId: number): Promise<MemberNote[]> {
  await requireMemberRow(db, memberId);
  const rows = await db
    .select({
      id: memberNotes.id,
      text: memberNotes.text,
      createdAt: memberNotes.createdAt,
      operatorId: users.id,
      operatorName: users.fullName,
    })
    .from(memberNotes)
    .innerJoin(users, eq(users.id, memberNotes.authorId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(NOTES_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    operator: { id: r.operatorId, name: r.operatorName },
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * An operator writes a note on a member's record (kept with who and when; notes are never edited or
 * deleted), audited as member.note. Errors: 404 for a non-member.
 */
export async function addNote(
  db: Db,
  now: Date,
  input: { actor: Actor; memberId: number; text: string },
): Promise<MemberNote> {
  return db.transaction(async (tx) => {
    await requireMemberRow(tx, input.memberId);
    const [row] = await tx
      .insert(memberNotes)
      .values({ memberId: input.memberId, authorId: input.actor.userId, text: input.text, createdAt: now })
      .returning();
    if (!row) throw new Error('note insert returned no row');
    await audit(tx, {
      actor: input.actor,
      action: 'member.note',
      now,
      targetUserId: input.memberId,
      after: { note: row.id },
    });
    const [me] = await tx
      .select({ name: users.fullName })
      .from(users)
      .where(eq(users.id, input.actor.userId));
    return {
      id: row.id,
      text: row.text,
      operator: { id: input.actor.userId, name: me?.name ?? '' },
      created_at: row.createdAt.toISOString(),
    };
  });
}
