import { answers, FUND_DETAILS_MESSAGES, fundDetailsInputSchema, fundDetailsSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { publicContentChanged } from '../../http/prerendered-pages.ts';
import { announcePublicContentChanged } from '../../http/public-content-signal.ts';
import { requireRole } from '../../http/session-guard.ts';
import { readFundDetails, saveFundDetails } from './service.ts';

const tags = ['content'];
// The public site's content is the content operator's work (an admin may always).
const guard = { preValidation: requireRole, config: { roles: ['content'] as const } };

/**
 * The fund's registration, address and contact: read by every visitor (the footer, Learn More),
 * edited in the console's Content section. A save has the prerendered public pages drawn again before
 * the operator hears it is saved, so the next visitor sees it.
 */
export const fundDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get('/fund-details', { schema: { tags, response: answers(fundDetailsSchema) } }, async () =>
    ok(await readFundDetails(db)),
  );

  app.get(
    '/admin/fund-details',
    { ...guard, schema: { tags: ['admin'], response: answers(fundDetailsSchema) } },
    async () => ok(await readFundDetails(db)),
  );

  app.put(
    '/admin/fund-details',
    {
      ...guard,
      schema: { tags: ['admin'], body: fundDetailsInputSchema, response: answers(fundDetailsSchema) },
    },
    async (req) => {
      const saved = await saveFundDetails(
        db,
        { userId: req.member.userId, ip: req.ip },
        clock.now(),
        req.body,
      );
      publicContentChanged();
      await announcePublicContentChanged(db);
      return ok(saved, FUND_DETAILS_MESSAGES.saved);
    },
  );
};
