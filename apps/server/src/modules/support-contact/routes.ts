import {
  answers,
  SUPPORT_CONTACT_MESSAGES,
  supportContactBodySchema,
  supportContactSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireRole } from '../../http/session-guard.ts';
import { audit } from '../audit/index.ts';
import { readSupportContact, saveSupportContact } from './queries.ts';

/**
 * How to reach the support team: read by every chat page (members and visitors, no sign-in), so a
 * person who finds nobody online sees the opening hours, when to expect an answer, and WhatsApp and
 * phone beside the chat; set by the content operator (an admin may always), audited before and after.
 */
export const supportContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.get(
    '/support-contact',
    { schema: { tags: ['content'], response: answers(supportContactSchema) } },
    async () => ok(await readSupportContact(db)),
  );

  app.put(
    '/admin/support-contact',
    {
      preValidation: requireRole,
      config: { roles: ['content'] },
      schema: { tags: ['admin'], body: supportContactBodySchema, response: answers(supportContactSchema) },
    },
    async (req) => {
      const before = await readSupportContact(db);
      await saveSupportContact(db, req.body, req.member.userId, clock.now());
      const after = await readSupportContact(db);
      await audit(db, {
        actor: { userId: req.member.userId, ip: req.ip },
        action: 'content.support_contact',
        now: clock.now(),
        before,
        after,
      });
      return ok(after, SUPPORT_CONTACT_MESSAGES.saved);
    },
  );
};
