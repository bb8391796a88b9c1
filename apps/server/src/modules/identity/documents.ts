import {
  ID_DOCUMENT_LABELS,
  ID_DOCUMENT_MAX_BYTES,
  type IdDocument,
  type IdDocuments,
  type IdDocumentType,
  MEMBER_RECORDS_MESSAGES as M,
} from '@trust/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idDocuments } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/envelope.ts';
import { sniffIdFile } from './file-kind.ts';
import { tierLimitsView, tierOf } from './tier.ts';

type Row = typeof idDocuments.$inferSelect;

/** Postgres' unique violation (PGlite and node-postgres both carry the code). */
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A document as the member and the console see it: never the file, never more than the last four. */
export const documentView = (r: Omit<Row, 'file'>): IdDocument => ({
  id: r.id,
  type: r.type as IdDocumentType,
  number_last4: r.numberLast4,
  content_type: r.contentType,
  size_bytes: r.sizeBytes,
  status: r.status as IdDocument['status'],
  reason: r.reason,
  submitted_at: r.submittedAt.toISOString(),
  reviewed_at: iso(r.reviewedAt),
  provider_status: r.providerStatus,
  provider_reason: r.providerReason,
});

/** Every column but the file's bytes. */
const listed = {
  id: idDocuments.id,
  userId: idDocuments.userId,
  type: idDocuments.type,
  numberLast4: idDocuments.numberLast4,
  contentType: idDocuments.contentType,
  sizeBytes: idDocuments.sizeBytes,
  status: idDocuments.status,
  reason: idDocuments.reason,
  submittedAt: idDocuments.submittedAt,
  reviewedBy: idDocuments.reviewedBy,
  reviewedAt: idDocuments.reviewedAt,
  providerStatus: idDocuments.providerStatus,
  providerReason: idDocuments.providerReason,
};

/** A member's documents, newest first, with their tier and its limits. */
export async function memberIdDocuments(db: Db, userId: number): Promise<IdDocuments> {
  const rows = await db
    .select(listed)
    .from(idDocuments)
    .where(eq(idDocuments.userId, userId))
    .orderBy(desc(idDocuments.submittedAt), desc(idDocuments.id));
  const tier = await tierOf(db, userId);
  return { tier, ...tierLimitsView(tier), documents: rows.map(documentView) };
}

/**
 * The file of one of this member's documents. Another member's id, or an unknown one, answers 404
 * (the same answer, so ids cannot be probed).
 */
export async function memberDocumentFile(db: Db, userId: number, docId: number) {
  const [row] = await db
    .select({ file: idDocuments.file, contentType: idDocuments.contentType, type: idDocuments.type })
    .from(idDocuments)
    .where(and(eq(idDocuments.id, docId), eq(idDocuments.userId, userId)));
  if (!row) throw notFound(M.documentNotFound);
  return row;
}

/**
 * A member uploads an ID document from their profile: its type, its number (only the last four kept)
 * and a JPEG, PNG or PDF of at most 2 MB, judged by its bytes. It waits for an operator's review.
 * Errors: 400 for a file of another kind; 413 for a larger one; 409 while another document is being
 * reviewed, or once the member's ID is checked.
 */
export async function uploadIdDocument(
  db: Db,
  now: Date,
  input: { userId: number; type: IdDocumentType; number: string; bytes: Buffer },
): Promise<{ document: IdDocument; label: string }> {
  if (input.bytes.length === 0) throw badRequest(M.idFileRequired, { field: 'id_file' });
  if (input.bytes.length > ID_DOCUMENT_MAX_BYTES)
    throw new ApiError(413, M.idFileTooLarge, { field: 'id_file' });
  const kind = sniffIdFile(input.bytes);
  if (!kind) throw badRequest(M.idFileType, { field: 'id_file' });
  if ((await tierOf(db, input.userId)) === 'id_checked') throw conflict(M.idAlreadyChecked);
  try {
    const [row] = await db
      .insert(idDocuments)
      .values({
        userId: input.userId,
        type: input.type,
        // The number in full (a BVN or NIN) never reaches the database: its last four tell it apart.
        numberLast4: input.number.slice(-4),
        contentType: kind.contentType,
        sizeBytes: input.bytes.length,
        file: input.bytes,
        submittedAt: now,
      })
      .returning(listed);
    if (!row) throw new Error('id document insert returned no row');
    return { document: documentView(row), label: ID_DOCUMENT_LABELS[input.type] };
  } catch (e) {
    // One document awaits review at a time (id_documents_one_pending_key).
    if (isUniqueViolation(e)) throw conflict(M.idPending);
    throw e;
  }
}
