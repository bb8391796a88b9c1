import {
  AUTH_MESSAGES,
  answers,
  changePasswordBodySchema,
  emailVerificationBodySchema,
  forgotQuerySchema,
  loginAsBodySchema,
  loginAsLinkSchema,
  loginBodySchema,
  registerBodySchema,
  registeredUserSchema,
  resendVerificationBodySchema,
  resetBodySchema,
  signedInUserSchema,
  userViewSchema,
} from '@trust/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { requireMember, requireRole } from '../../http/session-guard.ts';
import { recordAudit } from '../audit/index.ts';
import { fallbackStore } from './fallback-store.ts';
import { createLoginLink } from './login-links.ts';
import { LoginThrottle } from './login-throttle.ts';
import { findUserById, revokeSession } from './queries.ts';
import { limitsFor, memoryStore, RateLimiter, redisStore } from './rate-limit.ts';
import {
  type AuthContext,
  changePassword,
  forgotPassword,
  loginWithLink,
  loginWithPassword,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './service.ts';
import { loadUserView } from './user-view.ts';

const LINK_TYPES = new Set(['admin', 'link', 'admin_login']);

/** Accounts and sessions (part 1 sections 4 to 8, part 2 sections 4.1 and 5). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, clock, mailer } = app.deps;
  const store = config.REDIS_URL
    ? fallbackStore(await redisStore(config.REDIS_URL), memoryStore(clock), {
        onOutage: (e) =>
          app.log.warn(
            { err: (e as Error).message },
            'Redis unavailable: rate limits are counted in this server process until it is back',
          ),
        onBack: () => app.log.warn('Redis is back: rate limits are shared by every server instance again'),
      })
    : memoryStore(clock);
  app.addHook('onClose', () => store.close());
  const limiter = new RateLimiter(store, clock, (e) =>
    app.log.error({ err: (e as Error).message }, 'rate-limit counters unavailable; attempts allowed'),
  );
  const limits = limitsFor(config.AUTH_IP_LIMIT_PER_MINUTE, config.REGISTER_IP_LIMIT_PER_HOUR);
  const throttle = new LoginThrottle(limiter, limits);
  const ctx = (request: FastifyRequest): AuthContext => ({
    db: app.deps.db,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    log: request.log,
    limiter,
    limits,
    throttle,
    sessionSockets: app.sessionSockets,
  });
  const perIp = (call: string) => async (request: FastifyRequest) => {
    await limiter.hit(limits.ip(call), request.ip);
  };
  const tags = ['auth'];
  // The calls that only say what happened: data is null.
  const noData = answers(z.null());

  app.post(
    '/register',
    {
      schema: { tags, body: registerBodySchema, response: answers(registeredUserSchema) },
      onRequest: perIp('register'),
    },
    async (request) => {
      const b = request.body;
      // Accounts opened from one address in the hour: beyond a generous number, wait for the next hour.
      await limiter.check(limits.registrationsPerAddress, request.ip);
      const view = await register(ctx(request), {
        fullName: b.u_first_name,
        email: b.email,
        phone: b.u_phone,
        password: b.password,
        // The referral code counts when the register URL carried one (u_trust_link 1) or it was typed in.
        associateTfp: b.u_associate_tfp || undefined,
        deviceType: b.device_type,
        deviceToken: b.device_token,
      });
      await limiter.fail(limits.registrationsPerAddress, request.ip);
      // data.status 1: the account exists and waits for email verification and a plan.
      return ok({ ...view, status: 1 }, AUTH_MESSAGES.registered);
    },
  );

  app.post(
    '/login',
    {
      schema: { tags, body: loginBodySchema, response: answers(signedInUserSchema) },
      onRequest: perIp('login'),
    },
    async (request) => {
      const b = request.body;
      if (b.authcode || b.type === 'admin_login') {
        if (!b.authcode || !LINK_TYPES.has(b.type ?? '')) throw badRequest(AUTH_MESSAGES.loginLinkInvalid);
        const view = await loginWithLink(ctx(request), {
          email: b.email,
          authcode: b.authcode,
          type: b.type,
        });
        return ok(view, AUTH_MESSAGES.loggedIn);
      }
      const view = await loginWithPassword(ctx(request), {
        email: b.email,
        password: b.password ?? '',
        ip: request.ip,
        deviceType: b.device_type,
        deviceToken: b.device_token,
        totp: b.totp,
      });
      return ok(view, AUTH_MESSAGES.loggedIn);
    },
  );

  app.post('/logout', { schema: { tags, response: noData }, preHandler: requireMember }, async (request) => {
    await revokeSession(app.deps.db, clock, request.member.sessionId);
    // The session's chat sockets close too, on every instance: a signed-out tab sends nothing more.
    app.sessionSockets.close([request.member.sessionId]);
    return ok(null, AUTH_MESSAGES.loggedOut);
  });

  app.get(
    '/user',
    { schema: { tags, response: answers(userViewSchema) }, preHandler: requireMember },
    async (request) => {
      const view = await loadUserView(app.deps.db, clock, request.member.userId, {
        publicUrl: config.publicUrl,
        loginType: request.member.loginType,
      });
      if (!view) throw notFound();
      return ok(view);
    },
  );

  app.post(
    '/emailverification',
    { schema: { tags, body: emailVerificationBodySchema, response: noData }, onRequest: perIp('verify') },
    async (request) => {
      await verifyEmail(ctx(request), { email: request.body.email, authcode: request.body.authcode });
      return ok(null, AUTH_MESSAGES.verified);
    },
  );

  app.post(
    '/resendemailverification',
    { schema: { tags, body: resendVerificationBodySchema, response: noData }, onRequest: perIp('resend') },
    async (request) => {
      await resendVerification(ctx(request), request.body.email);
      return ok(null, AUTH_MESSAGES.verificationSent);
    },
  );

  app.get(
    '/forgotpassword',
    { schema: { tags, querystring: forgotQuerySchema, response: noData }, onRequest: perIp('forgot') },
    async (request) => {
      await forgotPassword(ctx(request), request.query.email);
      return ok(null, AUTH_MESSAGES.forgotSent);
    },
  );

  app.post(
    '/reset',
    { schema: { tags, body: resetBodySchema, response: noData }, onRequest: perIp('reset') },
    async (request) => {
      await resetPassword(ctx(request), { token: request.body.userid, password: request.body.password });
      return ok(null, AUTH_MESSAGES.resetDone);
    },
  );

  app.post(
    '/changepassword',
    { schema: { tags, body: changePasswordBodySchema, response: noData }, preHandler: requireMember },
    async (request) => {
      await changePassword(ctx(request), request.member, {
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password,
      });
      return ok(null, AUTH_MESSAGES.passwordChanged);
    },
  );

  app.post(
    '/admin/login-as',
    {
      schema: { tags: ['admin'], body: loginAsBodySchema, response: answers(loginAsLinkSchema) },
      preValidation: requireRole,
      // Support views a member's dashboard as they see it, read-only.
      config: { roles: ['support'] },
    },
    async (request) => {
      const member = await findUserById(app.deps.db, request.body.user_id);
      if (member?.role !== 'member') throw notFound('No such member');
      const operatorId = request.member.userId;
      // Viewing a member's account is an operator action, so it goes into the audit log.
      const url = await app.deps.db.transaction(async (tx) => {
        const link = await createLoginLink(tx, clock, member.id, 'admin_login', config.publicUrl);
        await recordAudit(tx, {
          actorUserId: operatorId,
          action: 'member.view_as',
          targetUserId: member.id,
          details: null,
          createdAt: clock.now(),
        });
        return link;
      });
      return ok({ url }, 'Open this link to view the member dashboard. It works once, within 15 minutes.');
    },
  );
};
