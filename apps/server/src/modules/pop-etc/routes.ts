import {
  answers,
  etcApplyBodySchema,
  etcCityListSchema,
  POP_ETC_MESSAGES,
  popApplyBodySchema,
  popEtcApplicationListSchema,
  popEtcApplicationSchema,
  popEtcTermsSchema,
  popItemListSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import {
  applyEtc,
  applyPop,
  cancelApplication,
  cityList,
  itemList,
  listOwn,
  popEtcTerms,
  viewApplication,
} from './service.ts';
import { KIND_LABEL } from './terms.ts';

const tags = ['pop-etc'];

/**
 * POP and ETC for members (part 2 sections 2.11, 4.4, 5, 7): the lists the forms choose from, what
 * the member may apply for, the applications, their cancellation while in process, and their history.
 */
export const popEtcRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;

  app.get(
    '/etccitylist',
    { preHandler: requireMember, schema: { tags, response: answers(etcCityListSchema) } },
    async () => ok(await cityList(db)),
  );

  app.get(
    '/popitemlist',
    { preHandler: requireMember, schema: { tags, response: answers(popItemListSchema) } },
    async () => ok(await itemList(db)),
  );

  app.get(
    '/popetcterms',
    { preHandler: requireMember, schema: { tags, response: answers(popEtcTermsSchema) } },
    async (req) => ok(await popEtcTerms(db, req.member.userId, clock.now())),
  );

  app.post(
    '/emergencytravelcover',
    {
      preHandler: requireMember,
      schema: { tags, body: etcApplyBodySchema, response: answers(popEtcApplicationSchema) },
    },
    async (req) => {
      const row = await applyEtc(db, req.member.userId, req.body, clock.now());
      return ok(await viewApplication(db, row), POP_ETC_MESSAGES.applied(KIND_LABEL.etc));
    },
  );

  app.post(
    '/purchaseorderpower',
    {
      preHandler: requireMember,
      schema: { tags, body: popApplyBodySchema, response: answers(popEtcApplicationSchema) },
    },
    async (req) => {
      const row = await applyPop(db, req.member.userId, req.body, clock.now());
      return ok(await viewApplication(db, row), POP_ETC_MESSAGES.applied(KIND_LABEL.pop));
    },
  );

  for (const [path, kind] of [
    ['/cancelemergencytravelcover', 'etc'],
    ['/cancelpurchaseorderpower', 'pop'],
  ] as const) {
    app.post(
      path,
      { preHandler: requireMember, schema: { tags, response: answers(popEtcApplicationSchema) } },
      async (req) => {
        const row = await cancelApplication(db, req.member.userId, kind, clock.now());
        return ok(await viewApplication(db, row), POP_ETC_MESSAGES.cancelled(KIND_LABEL[kind]));
      },
    );
  }

  for (const [path, kind] of [
    ['/emergencytravelcoverlist', 'etc'],
    ['/purchaseorderpowerlist', 'pop'],
  ] as const) {
    app.get(
      path,
      { preHandler: requireMember, schema: { tags, response: answers(popEtcApplicationListSchema) } },
      async (req) => ok(await listOwn(db, req.member.userId, kind)),
    );
  }
};
