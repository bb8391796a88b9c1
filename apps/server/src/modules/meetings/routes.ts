import {
  answers,
  MEETING_MESSAGES,
  meetingEventSchema,
  meetingJoinBodySchema,
  meetingJoinedSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { joinMeeting, listMeetings } from './service.ts';

/** Trust network meetings on the dashboard (part 2 section 2.3): the list and Attend. */
export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tnmmeetinglist',
    {
      schema: { tags: ['meetings'], response: answers(z.array(meetingEventSchema)) },
      preHandler: requireMember,
    },
    async (request) => ok(await listMeetings(app.deps.db, app.deps.clock.now(), request.member.userId)),
  );

  app.post(
    '/tnmmeetingjoin',
    {
      schema: { tags: ['meetings'], body: meetingJoinBodySchema, response: answers(meetingJoinedSchema) },
      preHandler: requireMember,
    },
    async (request) => {
      const joined = await joinMeeting(
        app.deps.db,
        app.deps.clock.now(),
        request.member.userId,
        request.body.event_id,
      );
      return ok(
        { event_id: request.body.event_id, event_status: 1 },
        joined ? MEETING_MESSAGES.joined : MEETING_MESSAGES.alreadyJoined,
      );
    },
  );
};
