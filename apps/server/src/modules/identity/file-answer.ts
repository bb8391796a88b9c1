import { errorEnvelope, ID_DOCUMENT_CONTENT_TYPES, profilePhotoSchema } from '@trust/shared';
import type { FastifyReply } from 'fastify';
import type { memberDocumentFile } from './documents.ts';

/** The answers of an ID document's file, for the member's own route and the operator's. */
export const idDocumentFileResponse = {
  200: {
    description: 'The document: a JPEG or PNG photo, or a PDF',
    content: Object.fromEntries(
      ID_DOCUMENT_CONTENT_TYPES.map((type) => [type, { schema: profilePhotoSchema }]),
    ),
  },
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
};

/** Sends the file shown in the browser, never kept in a shared cache. */
export const sendIdDocumentFile = (
  reply: FastifyReply,
  found: Awaited<ReturnType<typeof memberDocumentFile>>,
) =>
  reply
    .header('content-type', found.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .send(found.file);
