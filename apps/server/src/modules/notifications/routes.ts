import {
  answers,
  idField,
  isSecurityKind,
  notificationCountSchema,
  notificationKinds,
  notificationListSchema,
  notificationPreferencesSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { memberPreferences, setPreference } from './preferences.ts';
import { markRead, notificationPage, unreadCount } from './service.ts';
import { toNotificationView } from './view.ts';

const readBody = z.object({
  notification_id: idField('Choose a notification'),
});

const listQuery = z.object({
  page: z.coerce
    .number({ message: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .default(1),
});

const preferenceBody = z
  .object({
    kind: z.enum(notificationKinds, { message: 'Choose a kind of notification' }),
    email: z.boolean({ message: 'Choose whether it comes by email' }).optional(),
    push: z.boolean({ message: 'Choose whether it comes as a push notification' }).optional(),
  })
  .refine((b) => b.email !== undefined || b.push !== undefined, {
    message: 'Choose whether it comes by email or as a push notification',
  });

/** What the member is told after changing one choice. */
function choiceMessage(c: { email?: boolean; push?: boolean }): string {
  if (c.email !== undefined) {
    return c.email
      ? 'These notifications will also come by email'
      : 'These notifications will no longer come by email';
  }
  return c.push
    ? 'These notifications will also come as push notifications'
    : 'These notifications will no longer come as push notifications';
}

/**
 * GET /api/usenotificationlist and POST /api/notificationread (spec part 2 section 7), and the
 * member's email and push choices per kind (GET and POST /api/notificationpreferences).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usenotificationlist',
    {
      preHandler: requireMember,
      schema: { tags: ['notifications'], querystring: listQuery, response: answers(notificationListSchema) },
    },
    async (req) => {
      const { db } = app.deps;
      const { page } = req.query;
      const { rows, total, unread } = await notificationPage(db, req.member.userId, page);
      return ok({
        notifications: rows.map(toNotificationView),
        notification_count: unread,
        total_records: total,
        page,
      });
    },
  );

  app.post(
    '/notificationread',
    {
      preHandler: requireMember,
      schema: { tags: ['notifications'], body: readBody, response: answers(notificationCountSchema) },
    },
    async (req) => {
      const { db, clock } = app.deps;
      const found = await markRead(db, req.member.userId, req.body.notification_id, clock.now());
      if (!found) throw notFound('Notification not found');
      return ok({ notification_count: await unreadCount(db, req.member.userId) }, 'Notification read');
    },
  );

  app.get(
    '/notificationpreferences',
    {
      preHandler: requireMember,
      schema: { tags: ['notifications'], response: answers(notificationPreferencesSchema) },
    },
    async (req) => ok({ preferences: await memberPreferences(app.deps.db, req.member.userId) }),
  );

  app.post(
    '/notificationpreferences',
    {
      preHandler: requireMember,
      schema: {
        tags: ['notifications'],
        body: preferenceBody,
        response: answers(notificationPreferencesSchema),
      },
    },
    async (req) => {
      const { db, clock } = app.deps;
      const { kind, email, push } = req.body;
      if (isSecurityKind(kind) && email === false) throw badRequest('Security notices always come by email');
      await setPreference(db, req.member.userId, kind, { email, push }, clock.now());
      return ok({ preferences: await memberPreferences(db, req.member.userId) }, choiceMessage(req.body));
    },
  );
};
