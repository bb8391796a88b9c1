import { MEETING_MESSAGES, meetingJoinBodySchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { joinMeeting, listMeetings } from './service.ts';

/** Trust network meetings on the dashboard (part 2 section 2.3): the list and Attend. */
export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/tnmmeetinglist', { schema: { tags: ['meetings'] }, preHandler: requireMember }, async (request) =>
    ok(await listMeetings(app.deps.db, app.deps.clock.now(), request.member.userId)),
  );

  app.post(
    '/tnmmeetingjoin',
    { schema: { tags: ['meetings'], body: meetingJoinBodySchema }, preHandler: requireMember },
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
