import {
  addTrustPartnerBodySchema,
  answers,
  invitedFriendsSchema,
  inviteStatusSchema,
  inviteUsersBodySchema,
  trustMemberLookupBodySchema,
  trustMemberSchema,
  trustPartnerSchema,
  updateInviteStatusBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import { findNetworkMember } from '../trust-network/index.ts';
import { addTrustPartner, completeRegistration, findTrustMember, inviteFriends } from './service.ts';

/** After paying: name a trust partner and invite friends (part 1, /trustpartner and /trustnetwork). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);

  app.post(
    '/gettrustmemberbytfp',
    {
      schema: {
        tags: ['onboarding'],
        body: trustMemberLookupBodySchema,
        response: answers(trustMemberSchema),
      },
    },
    async (req) => {
      // The trust network's lookup finds only members who may join one; the joining's finds anyone.
      const find = req.body.purpose === 'network' ? findNetworkMember : findTrustMember;
      const m = await find(app.deps.db, req.member.userId, req.body.u_mem_tfpcode);
      return ok({ t_mem_name: m.name, t_mem_image: m.image ?? '' }, 'Member found');
    },
  );

  app.post(
    '/addreferedtrustpartner',
    {
      schema: {
        tags: ['onboarding'],
        body: addTrustPartnerBodySchema,
        response: answers(trustPartnerSchema),
      },
    },
    async (req) => {
      const body = req.body;
      const r = await addTrustPartner(app.deps.db, app.deps.clock, req.member.userId, {
        relationship: body.u_relationship,
        tfp: body.u_relationship === 'NOONE' ? undefined : body.u_tfp_code,
      });
      return ok(
        { u_relationship: body.u_relationship, t_mem_name: r.partnerName },
        r.partnerName ? `${r.partnerName} is now your trust partner` : 'Saved',
      );
    },
  );

  app.post(
    '/inviteusers',
    {
      schema: { tags: ['onboarding'], body: inviteUsersBodySchema, response: answers(invitedFriendsSchema) },
      // Each call sends mail: a member invites a handful of friends, not the internet (per member).
      config: { rateLimit: perMemberLimit(10, '1 hour') },
    },
    async (req) => {
      const n = await inviteFriends(
        {
          db: app.deps.db,
          clock: app.deps.clock,
          mailer: app.deps.mailer,
          publicUrl: app.deps.config.publicUrl,
        },
        req.member.userId,
        req.body.trustnetwork,
      );
      return ok(
        req.body.trustnetwork.map((r) => ({ email: r.email, index: r.index, status: 0 })),
        n === 1 ? 'Your invitation has been sent' : `Your ${n} invitations have been sent`,
      );
    },
  );

  app.post(
    '/updateinviteuserstatus',
    {
      schema: {
        tags: ['onboarding'],
        body: updateInviteStatusBodySchema,
        response: answers(inviteStatusSchema),
      },
    },
    async (req) => {
      await completeRegistration(app.deps.db, app.deps.clock, req.member.userId);
      return ok({ type: req.body.type ?? 'both', registration_complete: true }, 'Registration complete');
    },
  );
};
