import {
  answers,
  debitMethodSchema,
  DEBIT_METHOD_MESSAGES as M,
  mandateReturnBodySchema,
  mandateStartedSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import { chooseCard, returnFromBank, startMandate } from './service.ts';
import { debitMethodOf } from './view.ts';

/**
 * The weekly debit's method (profile): what it charges now, a direct-debit mandate on the member's
 * bank account (started here, approved at the bank), and the way back to the card.
 */
export const mandateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireMember);

  app.get(
    '/debitmethod',
    { schema: { tags: ['debit-method'], response: answers(debitMethodSchema) } },
    async (req) => ok(await debitMethodOf(app.deps.db, req.member.userId)),
  );

  app.post(
    '/debitmethod/mandate',
    {
      schema: { tags: ['debit-method'], response: answers(mandateStartedSchema) },
      // Each start asks the provider for a bank page: a few retries, never a flood.
      config: { rateLimit: perMemberLimit(10, '10 minutes') },
    },
    async (req) => ok(await startMandate(app.deps, req.member.userId), M.started),
  );

  app.post(
    '/debitmethod/mandate/return',
    {
      schema: { tags: ['debit-method'], body: mandateReturnBodySchema, response: answers(debitMethodSchema) },
    },
    async (req) => {
      await returnFromBank(app.deps, req.member.userId, req.body.reference);
      const view = await debitMethodOf(app.deps.db, req.member.userId);
      const state = view.mandate?.state;
      return ok(view, state === 'active' ? M.active : state === 'pending' ? M.pending : M.notApproved);
    },
  );

  app.post(
    '/debitmethod/card',
    { schema: { tags: ['debit-method'], response: answers(debitMethodSchema) } },
    async (req) => {
      await chooseCard(app.deps, req.member.userId);
      return ok(await debitMethodOf(app.deps.db, req.member.userId), M.cardChosen);
    },
  );
};
