import { answers, siteConfigSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';

/** GET /api/config: the public settings the web app needs (external links, the fund's bank account). */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { tags: ['config'], response: answers(siteConfigSchema) } }, async () => {
    const c = app.deps.config;
    return ok({
      loans_form_url: c.LOANS_FORM_URL ?? null,
      payment_gateway: c.PAYMENT_GATEWAY,
      bank: {
        bank_name: c.FUND_BANK_NAME,
        account_number: c.FUND_ACCOUNT_NUMBER,
        account_name: c.FUND_ACCOUNT_NAME,
      },
      cur_name: 'NGN',
      cur_symbol: '₦',
    });
  });
};
