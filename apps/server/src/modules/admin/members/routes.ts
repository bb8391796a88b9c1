import {
  ADMIN_MESSAGES,
  adminMemberDetailSchema,
  adminMemberParamsSchema,
  adminMembersPageSchema,
  adminMembersQuerySchema,
  answers,
  terminatedMemberSchema,
  terminateMemberBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { resendMemberVerification, terminateMember } from './actions.ts';
import { memberDetail } from './detail.ts';
import { searchMembers } from './search.ts';

const tags = ['admin'];
// Looking after members is support's work (an admin may always).
const config = { roles: ['support'] as const };

/** The console's members: search, one member's page, terminate and resend verification. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config: appConfig } = app.deps;

  app.get(
    '/admin/members',
    {
      preValidation: requireRole,
      config,
      schema: { tags, querystring: adminMembersQuerySchema, response: answers(adminMembersPageSchema) },
    },
    async (req) => ok(await searchMembers(db, req.query.q, req.query.page)),
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
      const result = await terminateMember(db, clock, {
        actor: { userId: req.member.userId, ip: req.ip },
        memberId: req.params.id,
        reason: req.body.reason,
      });
      return ok(result, ADMIN_MESSAGES.terminated);
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
};
