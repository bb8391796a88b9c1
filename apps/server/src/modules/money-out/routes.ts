import { answers, MONEY_OUT_MESSAGES, moneyOutCodeBody, moneyOutCodeSentSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import { sendMoneyOutCode } from './send.ts';

/** POST /moneyoutcode: the second factor's code, sent before money leaves (docs/domain-rules.md "Money rails"). */
export const moneyOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/moneyoutcode',
    {
      preHandler: requireMember,
      config: { rateLimit: perMemberLimit(10, '10 minutes') },
      schema: { tags: ['money-out'], body: moneyOutCodeBody, response: answers(moneyOutCodeSentSchema) },
    },
    async (req) => {
      const { db, mailer, config, clock } = app.deps;
      const r = await sendMoneyOutCode(
        db,
        { mailer, smsUrl: config.SMS_URL },
        req.member.userId,
        req.body.purpose,
        clock.now(),
      );
      return ok(
        { sent_to: r.sentTo, expires_at: r.expiresAt.toISOString() },
        MONEY_OUT_MESSAGES.codeSent(r.sentTo.join(' and ')),
      );
    },
  );
};
