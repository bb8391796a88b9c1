import {
  answers,
  PUSH_MESSAGES,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { removeSubscription, saveSubscription } from './subscriptions.ts';
import { vapidKeys } from './vapid.ts';

/**
 * The push subscription calls (part 1 section 7): GET /api/pushkey (the key browsers subscribe
 * with), POST /api/subscribe (200 when stored, 304 when this member already had it) and
 * POST /api/unsubscribe. The key pair is read (or made) when the app starts, not on the first call.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = await vapidKeys(app.deps.db, app.deps.config, app.log);

  app.get('/pushkey', { schema: { tags: ['push'], response: answers(pushKeySchema) } }, async () =>
    ok({ public_key: keys.publicKey }),
  );

  app.post(
    '/subscribe',
    {
      preHandler: requireMember,
      schema: {
        tags: ['push'],
        body: pushSubscriptionSchema,
        response: { ...answers(z.null()), 304: z.null().describe('Already subscribed') },
      },
    },
    async (req, reply) => {
      const { db, clock } = app.deps;
      const saved = await saveSubscription(db, req.member.userId, req.body, clock.now());
      if (saved === 'unchanged') return reply.code(304).send(null);
      return ok(null, PUSH_MESSAGES.subscribed);
    },
  );

  app.post(
    '/unsubscribe',
    {
      preHandler: requireMember,
      schema: { tags: ['push'], body: pushUnsubscribeSchema, response: answers(z.null()) },
    },
    async (req) => {
      const removed = await removeSubscription(app.deps.db, req.member.userId, req.body.endpoint);
      if (!removed) throw notFound(PUSH_MESSAGES.notSubscribed);
      return ok(null, PUSH_MESSAGES.unsubscribed);
    },
  );
};
