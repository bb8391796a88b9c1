import {
  adminEtcCityBodySchema,
  adminEtcCitySchema,
  adminEtcCityUpdateSchema,
  adminListParamsSchema,
  adminPopItemBodySchema,
  adminPopItemSchema,
  adminPopItemUpdateSchema,
  answers,
  POP_ETC_LIST_MESSAGES,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.ts';
import { requireRole } from '../../../http/session-guard.ts';
import { addCity, addItem, adminCities, adminItems, updateCity, updateItem } from '../../pop-etc/index.ts';

const tags = ['admin'];
// What the member forms offer is content, the content operator's work (an admin may always).
const guard = { preValidation: requireRole, config: { roles: ['content'] as const } };

/** The console's ETC cities and POP items: list, add, rename, (de)activate (lists.ts). */
export const adminPopEtcListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const actorOf = (req: { member: { userId: number }; ip: string }) => ({
    userId: req.member.userId,
    ip: req.ip,
  });

  app.get(
    '/admin/etc-cities',
    { ...guard, schema: { tags, response: answers(z.array(adminEtcCitySchema)) } },
    async () => ok(await adminCities(db)),
  );
  app.post(
    '/admin/etc-cities',
    { ...guard, schema: { tags, body: adminEtcCityBodySchema, response: answers(adminEtcCitySchema) } },
    async (req) => ok(await addCity(db, actorOf(req), clock.now(), req.body), POP_ETC_LIST_MESSAGES.saved),
  );
  app.put(
    '/admin/etc-cities/:id',
    {
      ...guard,
      schema: {
        tags,
        params: adminListParamsSchema,
        body: adminEtcCityUpdateSchema,
        response: answers(adminEtcCitySchema),
      },
    },
    async (req) =>
      ok(
        await updateCity(db, actorOf(req), clock.now(), req.params.id, req.body),
        POP_ETC_LIST_MESSAGES.saved,
      ),
  );

  app.get(
    '/admin/pop-items',
    { ...guard, schema: { tags, response: answers(z.array(adminPopItemSchema)) } },
    async () => ok(await adminItems(db)),
  );
  app.post(
    '/admin/pop-items',
    { ...guard, schema: { tags, body: adminPopItemBodySchema, response: answers(adminPopItemSchema) } },
    async (req) => ok(await addItem(db, actorOf(req), clock.now(), req.body), POP_ETC_LIST_MESSAGES.saved),
  );
  app.put(
    '/admin/pop-items/:id',
    {
      ...guard,
      schema: {
        tags,
        params: adminListParamsSchema,
        body: adminPopItemUpdateSchema,
        response: answers(adminPopItemSchema),
      },
    },
    async (req) =>
      ok(
        await updateItem(db, actorOf(req), clock.now(), req.params.id, req.body),
        POP_ETC_LIST_MESSAGES.saved,
      ),
  );
};
