import {
  ADMIN_MESSAGES,
  adminMemberDetailSchema,
  adminMemberParamsSchema,
  adminMembersFilterSchema,
  adminMembersPageSchema,
  answers,
  csvFileSchema,
  errorEnvelope,
  idDocumentReviewBodySchema,
  idDocumentSchema,
  idDocumentsSchema,
  MEMBER_RECORDS_MESSAGES,
  memberBankChangeBodySchema,
  memberBankChangeProposedSchema,
  memberDetailsBodySchema,
  memberDetailsChangeSchema,
  memberIdDocumentParamsSchema,
  memberNoteBodySchema,
  memberNoteSchema,
  memberNotesSchema,
  terminatedMemberSchema,
  terminateMemberBodySchema,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../../db/schema/index.ts';
import { sendCsv } from '../../../http/csv.ts';
import { notFound, ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf } from '../../approvals/index.ts';
import {
  idDocumentFileResponse,
  memberDocumentFile,
  memberIdDocuments,
  reviewIdDocument,
  sendIdDocumentFile,
} from '../../identity/index.ts';
import { proposeMemberBankChange } from '../../profile/index.ts';
import { resendMemberVerification, terminateMember } from './actions.ts';
import { memberDetail } from './detail.ts';
import { editMemberDetails } from './details-edit.ts';
import { membersCsv } from './export.ts';
import { addNote, listNotes } from './notes.ts';
import { searchMembers } from './search.ts';

const tags = ['admin'];
// Looking after members is support's work (an admin may always).
const config = { roles: ['support'] as const };

/**
 * The console's members: search with filters and export, one member's page, terminate and resend
 * verification; and the member's record (details, bank details through approval, notes, ID documents).
 */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config: appConfig } = app.deps;

  app.get(
    '/admin/members',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: adminMembersFilterSchema, response: answers(adminMembersPageSchema) },
    },
    async (req) => ok(await searchMembers(db, req.query)),
  );

  app.get(
    '/admin/members/export',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        querystring: adminMembersFilterSchema,
        response: {
          200: {
            description: 'The members the search and filters find, as a CSV file',
            content: { 'text/csv': { schema: csvFileSchema } },
          },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const { page: _page, ...filter } = req.query;
      return sendCsv(
        reply,
        `members-${clock.now().toISOString().slice(0, 10)}.csv`,
        await membersCsv(db, filter),
      );
    },
  );

  app.get(
    '/admin/members/:id',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: adminMemberParamsSchema, response: answers(adminMemberDetailSchema) },
    },
    async (req) => ok(await memberDetail(db, clock.now(), req.params.id)),
  );

  app.post(
    '/admin/members/:id/terminate',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: adminMemberParamsSchema,
        body: terminateMemberBodySchema,
        response: answers(terminatedMemberSchema),
      },
    },
    async (req) => {
      const { member, endedSessions } = await terminateMember(db, clock, {
        actor: { userId: req.member.userId, ip: req.ip },
        memberId: req.params.id,
        reason: req.body.reason,
      });
      // The member's open chat sockets close too, on every instance.
      app.sessionSockets.close(endedSessions);
      return ok(member, ADMIN_MESSAGES.terminated);
    },
  );

  app.post(
    '/admin/members/:id/resend-verification',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: adminMemberParamsSchema, response: answers(z.null()) },
    },
    async (req) => {
      await resendMemberVerification(
        { db, clock, mailer, log: req.log, publicUrl: appConfig.publicUrl },
        { actor: { userId: req.member.userId, ip: req.ip }, memberId: req.params.id },
      );
      return ok(null, ADMIN_MESSAGES.verificationSent);
    },
  );

  app.post(
    '/admin/members/:id/details',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: adminMemberParamsSchema,
        body: memberDetailsBodySchema,
        response: answers(memberDetailsChangeSchema),
      },
    },
    async (req) => {
      const result = await editMemberDetails(db, clock.now(), {
        actor: { userId: req.member.userId, ip: req.ip },
        memberId: req.params.id,
        body: req.body,
      });
      return ok(result, MEMBER_RECORDS_MESSAGES.detailsSaved);
    },
  );

  app.post(
    '/admin/members/:id/bank-change',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: adminMemberParamsSchema,
        body: memberBankChangeBodySchema,
        response: answers(memberBankChangeProposedSchema),
      },
    },
    async (req, reply) => {
      const { reason, bankcode, accountnumber } = req.body;
      const proposal = await proposeMemberBankChange(
        { db, banks: app.deps.banks },
        {
          operator: operatorOf(req),
          memberId: req.params.id,
          bank: { bankcode, accountnumber },
          reason,
          now: clock.now(),
        },
      );
      reply.code(201);
      return ok({ proposal_id: proposal.id }, MEMBER_RECORDS_MESSAGES.bankProposed);
    },
  );

  app.get(
    '/admin/members/:id/notes',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: adminMemberParamsSchema, response: answers(memberNotesSchema) },
    },
    async (req) => ok({ notes: await listNotes(db, req.params.id) }),
  );

  app.post(
    '/admin/members/:id/notes',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: adminMemberParamsSchema,
        body: memberNoteBodySchema,
        response: answers(memberNoteSchema),
      },
    },
    async (req, reply) => {
      const note = await addNote(db, clock.now(), {
        actor: { userId: req.member.userId, ip: req.ip },
        memberId: req.params.id,
        text: req.body.text,
      });
      reply.code(201);
      return ok(note, MEMBER_RECORDS_MESSAGES.noteSaved);
    },
  );

  app.get(
    '/admin/members/:id/id-documents',
    {
      preValidation: requireRole,
      config,
      schema: { tags, params: adminMemberParamsSchema, response: answers(idDocumentsSchema) },
    },
    async (req) => {
      await memberDetailExists(req.params.id);
      return ok(await memberIdDocuments(db, req.params.id));
    },
  );

  app.get(
    '/admin/members/:id/id-documents/:docId/file',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: memberIdDocumentParamsSchema,
        response: idDocumentFileResponse,
      },
    },
    async (req, reply) => {
      const found = await memberDocumentFile(db, req.params.id, req.params.docId);
      return sendIdDocumentFile(reply, found);
    },
  );

  app.post(
    '/admin/members/:id/id-documents/:docId/review',
    {
      preValidation: requireRole,
      config,
      schema: {
        tags,
        params: memberIdDocumentParamsSchema,
        body: idDocumentReviewBodySchema,
        response: answers(idDocumentSchema),
      },
    },
    async (req) => {
      const document = await reviewIdDocument(db, clock.now(), {
        actor: { userId: req.member.userId, ip: req.ip },
        memberId: req.params.id,
        docId: req.params.docId,
        review: req.body,
      });
      return ok(
        document,
        document.status === 'approved' ? MEMBER_RECORDS_MESSAGES.approved : MEMBER_RECORDS_MESSAGES.rejected,
      );
    },
  );

  /** 404 unless the id is a member's (an operator's documents are never listed). */
  async function memberDetailExists(id: number) {
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (row?.role !== 'member') throw notFound(ADMIN_MESSAGES.memberNotFound);
  }
};
