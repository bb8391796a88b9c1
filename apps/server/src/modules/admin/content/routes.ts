import {
  ADMIN_CONTENT_MESSAGES,
  adminContentItemParamsSchema,
  adminContentItemSchema,
  adminContentKindParamsSchema,
  adminMeetingAttendeeSchema,
  adminPlanFiguresSchema,
  adminPlanParamsSchema,
  adminPlanSchema,
  answers,
  idField,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { publicContentChanged } from '../../../http/prerendered-pages.ts';
import { announcePublicContentChanged } from '../../../http/public-content-signal.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { listAdminPlans, updatePlanFigures } from './plans.ts';
import { createContent, deleteContent, listContent, meetingAttendeeList, updateContent } from './service.ts';

const tags = ['admin'];
// The public site's content is the content operator's work (an admin may always).
const config = { roles: ['content'] as const };
const guard = { preValidation: requireRole, config };
// Each kind's body is checked in the service against that kind's schema (ADMIN_CONTENT_INPUTS).
const anyBody = z.record(z.string(), z.unknown(), { error: 'Send the item’s fields' });

/**
 * The console's Content section: FAQ, how it works, endorsement videos, testimonials and meetings
 * (list, create, update, delete), meeting attendees, and the plans' figures and benefits. Every change
 * is audited with the values before and after. The public calls read the tables directly (no cache)
 * and the prerendered public pages are drawn again, so the site shows a change at the next request.
 */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  // The public pages are served prerendered: a saved change has them drawn again before the
  // operator hears it is saved, so the next visitor (or the operator's own check) sees it, on this
  // instance at once and on the others as soon as they hear the announcement.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && reply.statusCode < 400) {
      publicContentChanged();
      await announcePublicContentChanged(db);
    }
    return payload;
  });
  const actorOf = (req: { member: { userId: number }; ip: string }) => ({
    userId: req.member.userId,
    ip: req.ip,
  });

  app.get(
    '/admin/content/:kind',
    {
      ...guard,
      schema: {
        tags,
        params: adminContentKindParamsSchema,
        response: answers(z.array(adminContentItemSchema)),
      },
    },
    async (req) => ok(await listContent(db, req.params.kind)),
  );

  app.post(
    '/admin/content/:kind',
    {
      ...guard,
      schema: {
        tags,
        params: adminContentKindParamsSchema,
        body: anyBody,
        response: answers(adminContentItemSchema),
      },
    },
    async (req) =>
      ok(
        await createContent(db, actorOf(req), clock.now(), req.params.kind, req.body),
        ADMIN_CONTENT_MESSAGES.saved,
      ),
  );

  app.put(
    '/admin/content/:kind/:id',
    {
      ...guard,
      schema: {
        tags,
        params: adminContentItemParamsSchema,
        body: anyBody,
        response: answers(adminContentItemSchema),
      },
    },
    async (req) =>
      ok(
        await updateContent(db, actorOf(req), clock.now(), req.params.kind, req.params.id, req.body),
        ADMIN_CONTENT_MESSAGES.saved,
      ),
  );

  app.delete(
    '/admin/content/:kind/:id',
    { ...guard, schema: { tags, params: adminContentItemParamsSchema, response: answers(z.null()) } },
    async (req) => {
      await deleteContent(db, actorOf(req), clock.now(), req.params.kind, req.params.id);
      return ok(null, ADMIN_CONTENT_MESSAGES.deleted);
    },
  );

  app.get(
    '/admin/meetings/:id/attendees',
    {
      ...guard,
      schema: {
        tags,
        params: z.object({ id: idField(ADMIN_CONTENT_MESSAGES.notFound) }),
        response: answers(z.array(adminMeetingAttendeeSchema)),
      },
    },
    async (req) => ok(await meetingAttendeeList(db, req.params.id)),
  );

  app.get(
    '/admin/plans',
    { ...guard, schema: { tags, response: answers(z.array(adminPlanSchema)) } },
    async () => ok(await listAdminPlans(db)),
  );

  app.put(
    '/admin/plans/:id',
    {
      ...guard,
      schema: {
        tags,
        params: adminPlanParamsSchema,
        body: adminPlanFiguresSchema,
        response: answers(adminPlanSchema),
      },
    },
    async (req) =>
      ok(
        await updatePlanFigures(db, actorOf(req), clock.now(), req.params.id, req.body),
        ADMIN_CONTENT_MESSAGES.saved,
      ),
  );
};
