import {
  addTrustMemberAnswerSchema,
  addTrustMemberBodySchema,
  answers,
  TRUST_NETWORK_MESSAGES as M,
  TRUST_PREFIXES,
  trustMembersByTypeBodySchema,
  trustMembersByTypeSchema,
  trustMembersListingBodySchema,
  trustMembersListingSchema,
  trustRequestAnswerBodySchema,
  trustResponseAnswerSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import { acceptedPage, networkPage, toTrustMemberRow } from './queries.ts';
import { addTrustMember, answerTrustRequest } from './service.ts';

/** The trust network (part 2 sections 2.9, 4.12, 4.13 and 7): ask, answer, list. */
export const trustNetworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);

  app.post(
    '/addtrustmember',
    {
      schema: {
        tags: ['trust-network'],
        body: addTrustMemberBodySchema,
        response: answers(addTrustMemberAnswerSchema),
      },
      // Each request mails another member: a member asks people they know, not the whole register.
      config: { rateLimit: perMemberLimit(30, '1 hour') },
    },
    async (req) => {
      const r = await addTrustMember(
        { db: app.deps.db, clock: app.deps.clock },
        req.member.userId,
        req.body.u_mem_tfpcode,
      );
      return ok(
        { t_mem_name: r.name, t_mem_status: r.status },
        r.status === 1 ? M.requestAccepted : M.requestSent,
      );
    },
  );

  app.post(
    '/addtrustmemberresponse',
    {
      schema: {
        tags: ['trust-network'],
        body: trustRequestAnswerBodySchema,
        response: answers(trustResponseAnswerSchema),
      },
    },
    async (req) => {
      const accept = String(req.body.trustrequest) === '1';
      const r = await answerTrustRequest({ db: app.deps.db, clock: app.deps.clock }, req.member.userId, {
        byUserId: req.body.byuserid,
        toUserId: req.body.touserid,
        accept,
      });
      return ok({ t_mem_status: r.status }, accept ? M.requestAccepted : M.requestRejected);
    },
  );

  app.post(
    '/trustmemberslisting',
    {
      schema: {
        tags: ['trust-network'],
        body: trustMembersListingBodySchema,
        response: answers(trustMembersListingSchema),
      },
    },
    async (req) => {
      const me = req.member.userId;
      const { offset, count } = req.body;
      const { rows, total } = await networkPage(app.deps.db, me, {
        limit: count,
        offset: (offset - 1) * count,
      });
      return ok({ list: rows.map((r) => toTrustMemberRow(me, r)), total_records: total });
    },
  );

  app.post(
    '/trustmembers',
    {
      schema: {
        tags: ['trust-network'],
        body: trustMembersByTypeBodySchema,
        response: answers(trustMembersByTypeSchema),
      },
    },
    async (req) => {
      const me = req.member.userId;
      const { offset, count, t_mem_type } = req.body;
      const pages = await Promise.all(
        TRUST_PREFIXES.map((prefix) =>
          acceptedPage(app.deps.db, me, {
            prefix,
            limit: count,
            // Without a type every list shows its first page; with one, only that list moves.
            offset: t_mem_type === prefix ? (offset - 1) * count : 0,
          }),
        ),
      );
      const [stm, gtm, ptm] = pages.map((p) => ({
        list: p.rows.map((r) => toTrustMemberRow(me, r)),
        total: p.total,
      }));
      return ok({
        t_mem_list: { STM: stm?.list ?? [], GTM: gtm?.list ?? [], PTM: ptm?.list ?? [] },
        t_mem_total: { STM: stm?.total ?? 0, GTM: gtm?.total ?? 0, PTM: ptm?.total ?? 0 },
      });
    },
  );
};
