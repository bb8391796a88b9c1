import {
  answers,
  FUND_MESSAGE_MESSAGES,
  unsubscribeAnswerSchema,
  unsubscribeBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, ok } from '../../http/envelope.ts';
import { unsubscribe } from './unsubscribe.ts';

/**
 * POST /api/messages/unsubscribe {token}: the email's unsubscribe link, without signing in. The page
 * the link opens asks before it calls this (a mail scanner following links unsubscribes no one).
 */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/messages/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['notifications'],
        body: unsubscribeBodySchema,
        response: answers(unsubscribeAnswerSchema),
      },
    },
    async (req) => {
      const done = await unsubscribe(app.deps.db, req.body.token, app.deps.clock.now());
      if (!done) throw badRequest(FUND_MESSAGE_MESSAGES.unsubscribeInvalid, { field: 'token' });
      return ok({ unsubscribed: true }, FUND_MESSAGE_MESSAGES.unsubscribed);
    },
  );
};
