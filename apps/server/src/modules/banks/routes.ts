import { answers, banksListSchema, resolveAccountBody, resolvedAccountSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { perMemberLimit } from '../../http/member-limit.ts';
import { requireMember } from '../../http/session-guard.ts';
import { activeBanks } from './directory.ts';
import { loadMemberName } from './member-name.ts';
import { resolveAccountName } from './resolve.ts';

const tags = ['banks'];

/** The provider's banks and the names of accounts (docs/domain-rules.md "Money rails"). */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  // A first start has no list yet (the daily job has not run): it is fetched as the app starts, so
  // payouts find their banks' codes. A provider away then is no reason not to start: the job retries.
  app.addHook('onReady', async () => {
    const { db, banks, clock } = app.deps;
    await activeBanks(db, banks, clock.now()).catch((e: unknown) =>
      app.log.warn({ err: e }, 'the bank list could not be fetched from the provider'),
    );
  });

  app.get('/banks', { schema: { tags, response: answers(banksListSchema) } }, async (_req, reply) => {
    const { db, banks, clock } = app.deps;
    // The same for everyone and refreshed once a day: a browser may keep it for an hour.
    reply.header('cache-control', 'public, max-age=3600');
    return ok(await activeBanks(db, banks, clock.now()));
  });

  app.post(
    '/resolveaccount',
    {
      preHandler: requireMember,
      // Each check is a provider call that reads someone's name: a member gets a few a minute.
      config: { rateLimit: perMemberLimit(10, '1 minute') },
      schema: { tags, body: resolveAccountBody, response: answers(resolvedAccountSchema) },
    },
    async (req) => {
      const { db, banks, clock } = app.deps;
      const asker = await loadMemberName(db, req.member.userId);
      const r = await resolveAccountName(
        { db, banks },
        { bankCode: req.body.bank_code, accountNumber: req.body.account_number, asker },
        clock.now(),
      );
      return ok({ account_name: r.accountName });
    },
  );
};
