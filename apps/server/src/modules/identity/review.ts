import {
  ID_DOCUMENT_LABELS,
  type IdDocumentReviewBody,
  type IdDocumentType,
  MEMBER_RECORDS_MESSAGES as M,
} from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idDocuments } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/envelope.ts';
import { type Actor, audit } from '../audit/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { documentView } from './documents.ts';

/**
 * An operator approves or rejects (with a reason) a member's ID document awaiting review: the
 * document's status, the audit log (status before and after, the reason) and the member's notice
 * (in the app, and by email if they keep ID checks on) commit together. Approving makes the member's
 * tier "id_checked" (tier.ts).
 * Errors: 404 when the document is not this member's; 409 when it was already reviewed.
 */
export async function reviewIdDocument(
  db: Db,
  now: Date,
  input: { actor: Actor; memberId: number; docId: number; review: IdDocumentReviewBody },
) {
  return db.transaction(async (tx) => {
    const [doc] = await tx
      .select({ id: idDocuments.id, status: idDocuments.status, type: idDocuments.type })
      .from(idDocuments)
      .where(and(eq(idDocuments.id, input.docId), eq(idDocuments.userId, input.memberId)))
      .for('update');
    if (!doc) throw notFound(M.documentNotFound);
    if (doc.status !== 'pending') throw conflict(M.alreadyReviewed);
    const approve = input.review.decision === 'approve';
    const reason = input.review.decision === 'reject' ? input.review.reason : null;
    const status = approve ? 'approved' : 'rejected';
    const [row] = await tx
      .update(idDocuments)
      .set({ status, reason, reviewedBy: input.actor.userId, reviewedAt: now })
      .where(eq(idDocuments.id, doc.id))
      .returning();
    if (!row) throw new Error('id document update returned no row');
    await audit(tx, {
      actor: input.actor,
      action: approve ? 'member.id_document_approve' : 'member.id_document_reject',
      now,
      targetUserId: input.memberId,
      before: { status: doc.status },
      after: { status, ...(reason ? { reason } : {}) },
      details: { document: doc.id, type: doc.type },
    });
    const label = ID_DOCUMENT_LABELS[doc.type as IdDocumentType];
    await notifyMember(tx, {
      memberId: input.memberId,
      kind: 'id_check',
      subject: approve ? 'Your ID is checked' : 'Your ID document was not accepted',
      message: approve
        ? `Your ${label} was checked and approved. Your loan and payout limits are now those of your plan.`
        : `Your ${label} was not accepted: ${reason}. You can upload another on your profile page.`,
      at: now,
      key: `id-document-review:${doc.id}`,
    });
    return documentView(row);
  });
}
