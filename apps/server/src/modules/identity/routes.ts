import {
  answers,
  idDocumentFieldsSchema,
  idDocumentParamsSchema,
  idDocumentSchema,
  idDocumentsSchema,
  MEMBER_RECORDS_MESSAGES as M,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, badRequest, ok } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import { requireMember } from '../../http/session-guard.ts';
import {
  documentView,
  findMemberDocument,
  memberDocumentFile,
  memberIdDocuments,
  uploadIdDocument,
} from './documents.ts';
import { idDocumentFileResponse, sendIdDocumentFile } from './file-answer.ts';
import { requestBvnIdentification } from './identification.ts';

const tags = ['profile'];

/** The upload form's parts: its text fields, and the file's bytes (413 beyond the size limit). */
async function readUploadForm(parts: AsyncIterableIterator<import('@fastify/multipart').Multipart>) {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'id_file') {
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      try {
        bytes = await part.toBuffer();
      } catch (e) {
        if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError(413, M.idFileTooLarge, { field: 'id_file' });
        }
        throw e;
      }
      if (part.file.truncated) throw new ApiError(413, M.idFileTooLarge, { field: 'id_file' });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, bytes };
}

/**
 * A member's ID documents (profile page): upload one for review (a BVN is also sent to the provider's
 * customer identification, identification.ts), list theirs with their tier, open one's file. Every call is scoped by the signed-in member: another member's document answers 404.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/useriddocuments',
    { preHandler: requireMember, schema: { tags, response: answers(idDocumentsSchema) } },
    async (req) => ok(await memberIdDocuments(db, req.member.userId)),
  );

  app.post(
    '/useriddocumentupload',
    { preHandler: requireMember, schema: { tags, response: answers(idDocumentSchema) } },
    async (req, reply) => {
      if (!req.isMultipart()) throw badRequest(M.idFileRequired, { field: 'id_file' });
      const { fields, bytes } = await readMultipart(() => readUploadForm(req.parts()));
      const parsed = idDocumentFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? M.idType, { field: String(issue?.path[0] ?? 'id_type') });
      }
      if (!bytes) throw badRequest(M.idFileRequired, { field: 'id_file' });
      const { userId } = req.member;
      const { document } = await uploadIdDocument(db, clock.now(), {
        userId,
        type: parsed.data.id_type,
        number: parsed.data.id_number,
        bytes,
      });
      reply.code(201);
      if (parsed.data.id_type !== 'bvn') return ok(document, M.idUploaded);
      // The full BVN goes to the provider's identification in this request and is kept nowhere.
      await requestBvnIdentification(app.deps, { userId, docId: document.id, bvn: parsed.data.id_number });
      const sent = await findMemberDocument(db, userId, document.id);
      return ok(sent ? documentView(sent) : document, M.idUploaded);
    },
  );

  app.get(
    '/useriddocuments/:id/file',
    {
      preHandler: requireMember,
      schema: {
        tags,
        params: idDocumentParamsSchema,
        response: idDocumentFileResponse,
      },
    },
    async (req, reply) => {
      const found = await memberDocumentFile(db, req.member.userId, req.params.id);
      return sendIdDocumentFile(reply, found);
    },
  );
};
