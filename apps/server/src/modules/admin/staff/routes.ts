import {
  acceptInvitationBodySchema,
  answers,
  newStaffBodySchema,
  STAFF_MESSAGES,
  staffAddedSchema,
  staffListSchema,
  staffParamsSchema,
  staffRoleBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { operatorOf } from '../../approvals/index.ts';
import { audit } from '../../audit/index.ts';
import { acceptInvitation } from '../../auth/index.ts';
import {
  addStaff,
  changeStaffRole,
  resendStaffInvitation,
  resetStaffTwoStep,
  type StaffOutcome,
  setStaffDisabled,
} from './actions.ts';
import { listStaff } from './list.ts';

const tags = ['admin'];
// Managing staff is an admin's alone: no other role is listed.
const adminOnly = { preValidation: requireRole, config: { roles: [] as const } };

/**
 * The console's Staff section: the fund's operators and experts, added by invitation, their role
 * changed, disabled and enabled, their two-step sign-in reset; and the invitation's own page, where
 * a new staff member sets their password.
 */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  /** Answers an action, once its change committed: the sessions it ended lose their sockets too. */
  const answer = (o: StaffOutcome) => {
    app.sessionSockets.close(o.endedSessions);
    return ok({ id: o.id, proposal_id: o.proposalId }, o.message);
  };

  app.get('/admin/staff', { ...adminOnly, schema: { tags, response: answers(staffListSchema) } }, async () =>
    ok(await listStaff(deps.db)),
  );

  app.post(
    '/admin/staff',
    { ...adminOnly, schema: { tags, body: newStaffBodySchema, response: answers(staffAddedSchema) } },
    async (req) =>
      answer(
        await addStaff({ ...deps, log: req.log }, operatorOf(req), {
          fullName: req.body.full_name,
          email: req.body.email,
          role: req.body.role,
        }),
      ),
  );

  app.post(
    '/admin/staff/:id/role',
    {
      ...adminOnly,
      schema: {
        tags,
        params: staffParamsSchema,
        body: staffRoleBodySchema,
        response: answers(staffAddedSchema),
      },
    },
    async (req) =>
      answer(await changeStaffRole({ ...deps, log: req.log }, operatorOf(req), req.params.id, req.body.role)),
  );

  for (const [path, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/admin/staff/:id/${path}`,
      { ...adminOnly, schema: { tags, params: staffParamsSchema, response: answers(staffAddedSchema) } },
      async (req) =>
        answer(await setStaffDisabled({ ...deps, log: req.log }, operatorOf(req), req.params.id, disabled)),
    );
  }

  app.post(
    '/admin/staff/:id/reset-two-step',
    { ...adminOnly, schema: { tags, params: staffParamsSchema, response: answers(staffAddedSchema) } },
    async (req) => answer(await resetStaffTwoStep({ ...deps, log: req.log }, operatorOf(req), req.params.id)),
  );

  app.post(
    '/admin/staff/:id/resend-invitation',
    { ...adminOnly, schema: { tags, params: staffParamsSchema, response: answers(staffAddedSchema) } },
    async (req) =>
      answer(await resendStaffInvitation({ ...deps, log: req.log }, operatorOf(req), req.params.id)),
  );

  // The invitation's page (/invitation?token=…): no session, the token is the proof. Rate-limited
  // like the other account calls that take a token.
  app.post(
    '/staff-invitation',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: { tags: ['auth'], body: acceptInvitationBodySchema, response: answers(z.null()) },
    },
    async (req) => {
      const { userId, endedSessions } = await acceptInvitation(deps.db, deps.clock, req.body);
      await audit(deps.db, {
        actor: { userId, ip: req.ip },
        action: 'staff.invitation_accepted',
        now: deps.clock.now(),
        targetUserId: userId,
      });
      app.sessionSockets.close(endedSessions);
      return ok(null, STAFF_MESSAGES.invitationAccepted);
    },
  );
};
