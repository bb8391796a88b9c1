import { answers, idField, notificationCountSchema, notificationListSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { listNotifications, markRead, unreadCount } from './service.ts';
import { toNotificationView } from './view.ts';

const readBody = z.object({
  notification_id: idField('Choose a notification'),
});

/** GET /api/usenotificationlist and POST /api/notificationread (spec part 2 section 7). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usenotificationlist',
    {
      preHandler: requireMember,
      schema: { tags: ['notifications'], response: answers(notificationListSchema) },
    },
    async (req) => {
      const { db } = app.deps;
      const rows = await listNotifications(db, req.member.userId);
      return ok({
        notifications: rows.map(toNotificationView),
        notification_count: await unreadCount(db, req.member.userId),
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
};
