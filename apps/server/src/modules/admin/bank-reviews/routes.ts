import {
  answers,
  bankReviewDecisionBody,
  bankReviewDecisionSchema,
  bankReviewListSchema,
  idField,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { decideBankReview, listBankReviews } from '../../profile/index.ts';

const params = z.object({ id: idField('Member not found') });
// Payout accounts are finance's: it sends the payouts they hold back.
const roles = { roles: ['finance'] as const };

/** The console's review of payout accounts whose name is not the member's (docs/domain-rules.md "Money rails"). */
export const adminBankReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bank-reviews',
    {
      preValidation: requireRole,
      config: roles,
      schema: { tags: ['admin'], response: answers(bankReviewListSchema) },
    },
    async () => ok(await listBankReviews(app.deps.db)),
  );

  app.post(
    '/admin/bank-reviews/:id',
    {
      preValidation: requireRole,
      config: roles,
      schema: {
        tags: ['admin'],
        params,
        body: bankReviewDecisionBody,
        response: answers(bankReviewDecisionSchema),
      },
    },
    async (req) => {
      const r = await decideBankReview(app.deps.db, {
        operatorId: req.member.userId,
        memberId: req.params.id,
        decision: req.body.decision,
        reason: req.body.reason,
        now: app.deps.clock.now(),
      });
      return ok(r, r.state === 'approved' ? 'Bank account approved' : 'Bank account rejected');
    },
  );
};
