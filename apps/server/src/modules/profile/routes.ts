import {
  answers,
  errorEnvelope,
  PROFILE_IMAGE_TYPES,
  PROFILE_MESSAGES,
  profileImageSchema,
  profilePhotoSchema,
  profileViewSchema,
  updateProfileBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, badRequest, notFound, ok } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import { requireMember } from '../../http/session-guard.ts';
import { useMoneyOutCode } from '../money-out/index.ts';
import { profileCompleteness } from './completeness.ts';
import { changePayoutAccount } from './payout-account.ts';
import { profileView } from './profile-view.ts';
import { loadUser, readUpload, saveProfileImage, updateProfile } from './service.ts';

/** Profile (part 2 section 2.13): the profile and bank forms, the photo upload and the photos themselves. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userprofile',
    { schema: { tags: ['profile'], response: answers(profileViewSchema) }, preHandler: requireMember },
    async (request) => {
      const user = await loadUser(app.deps.db, request.member.userId);
      return ok({
        ...profileView(user, app.deps.clock.now()),
        ...(await profileCompleteness(app.deps.db, user)),
      });
    },
  );

  app.post(
    '/updateuserprofile',
    {
      schema: { tags: ['profile'], body: updateProfileBodySchema, response: answers(profileViewSchema) },
      preHandler: requireMember,
    },
    async (request) => {
      const { db, clock, banks } = app.deps;
      const { userId } = request.member;
      const actor = { userId, kind: 'member' as const, ip: request.ip };
      const { bankcode, accountnumber, code, ...profile } = request.body;
      const hasProfile = Object.values(profile).some((v) => v !== undefined);
      let user = hasProfile ? (await updateProfile(db, clock.now(), userId, profile, actor)).user : undefined;
      let message: string = PROFILE_MESSAGES.saved;
      if (bankcode !== undefined && accountnumber !== undefined) {
        // Where the fund's money goes is changed only with the member's code (the second factor).
        await useMoneyOutCode(db, userId, 'bank_details', code, clock.now());
        // A bank details change is told in the app and by email (queued with the change, sent by the
        // mail-outbox job, so the mail server never delays this answer); the audit keeps the address.
        const changed = await changePayoutAccount(
          { db, banks },
          userId,
          { bankCode: bankcode, accountNumber: accountnumber },
          actor,
          clock.now(),
        );
        user = changed.user;
        if (!hasProfile) message = changed.message;
      }
      const shown = user ?? (await loadUser(db, userId));
      return ok({ ...profileView(shown, clock.now()), ...(await profileCompleteness(db, shown)) }, message);
    },
  );

  app.post(
    '/userimageupload',
    { schema: { tags: ['profile'], response: answers(profileImageSchema) }, preHandler: requireMember },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(PROFILE_MESSAGES.imageRequired);
      // A cut-off or malformed form answers 400 (readMultipart), never 500.
      const bytes = await readMultipart(async () => {
        const file = await request.file();
        if (file?.fieldname !== 'u_image') throw badRequest(PROFILE_MESSAGES.imageRequired);
        try {
          const read = await file.toBuffer();
          if (file.file.truncated) throw new ApiError(413, PROFILE_MESSAGES.imageTooLarge);
          return read;
        } catch (e) {
          if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new ApiError(413, PROFILE_MESSAGES.imageTooLarge);
          }
          throw e;
        }
      });
      const { db, clock, config } = app.deps;
      const filepath = await saveProfileImage(db, config.dataDir, clock.now(), request.member.userId, bytes);
      return ok({ filepath }, PROFILE_MESSAGES.imageSaved);
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['profile'],
        params: z.object({ name: z.string().max(64) }),
        // The photo's own bytes, not the envelope: sent as a buffer, which the serializer leaves alone.
        response: {
          200: {
            description: 'The photo',
            content: Object.fromEntries(
              PROFILE_IMAGE_TYPES.map((type) => [type, { schema: profilePhotoSchema }]),
            ),
          },
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const found = await readUpload(app.deps.config.dataDir, request.params.name);
      if (!found) throw notFound('No such photo');
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(found.bytes);
    },
  );
};
