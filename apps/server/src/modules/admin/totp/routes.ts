import {
  answers,
  OPERATOR_ROLES,
  TOTP_MESSAGES,
  totpConfirmBodySchema,
  totpEnrolmentSchema,
  totpStatusSchema,
} from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../../db/schema/index.ts';
import { notFound, ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { confirmEnrolment, startEnrolment, totpRow } from '../../auth/index.ts';

const tags = ['admin'];
// Every operator sets up their own second factor, even before they may do anything else.
const config = { roles: OPERATOR_ROLES, totpSetup: true };

/** An operator's own two-step sign-in (TOTP): whether it is on, a QR code to scan, the first code. */
export const adminTotpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config: appConfig } = app.deps;

  app.get(
    '/admin/totp',
    { preValidation: requireRole, config, schema: { tags, response: answers(totpStatusSchema) } },
    async (req) => {
      const row = await totpRow(db, req.member.userId);
      return ok({ enabled: Boolean(row?.enabledAt), required: appConfig.OPERATOR_TOTP_REQUIRED === 'on' });
    },
  );

  app.post(
    '/admin/totp/enrol',
    { preValidation: requireRole, config, schema: { tags, response: answers(totpEnrolmentSchema) } },
    async (req) => {
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, req.member.userId));
      if (!user) throw notFound();
      return ok(await startEnrolment(db, user, clock.now()));
    },
  );

  app.post(
    '/admin/totp/confirm',
    {
      preValidation: requireRole,
      config,
      schema: { tags, body: totpConfirmBodySchema, response: answers(z.null()) },
    },
    async (req) => {
      const ended = await confirmEnrolment(db, clock, req.member, req.body.code, req.ip);
      // Sessions opened with the password alone end, their chat sockets too, on every instance.
      app.sessionSockets.close(ended);
      return ok(null, TOTP_MESSAGES.enabled);
    },
  );
};
