import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppDeps, Deps } from './deps.ts';
import {
  createBankDirectory,
  createGateway,
  databaseAuthorizationStore,
  WEBHOOK_PATH,
} from './gateways/index.ts';
import { sandboxCheckoutRoutes } from './gateways/sandbox/checkout-routes.ts';
import { sandboxTransferRoutes } from './gateways/sandbox/transfer-routes.ts';
import { fail } from './http/envelope.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerInputGuards } from './http/input-guard.ts';
import { scrubError } from './http/log-redaction.ts';
import { registerPrerenderedPages, SERVER_RENDER_DIR } from './http/prerendered-pages.ts';
import { registerSecurityHeaders, securityHeaderSets } from './http/security-headers.ts';
import { registerSessionRules } from './http/session-rules.ts';
import { loadWebFiles, sendWebFile, webFileRoutes } from './http/web-files.ts';
import { attachChat } from './modules/chat/index.ts';
import { apiModules } from './modules/index.ts';
import { countWebFileServed, metricsRoutes } from './modules/metrics/index.ts';
import { PaymentEventQueue } from './modules/payments/index.ts';
import { wireRegistries } from './modules/registries.ts';
import { jobsPlugin } from './scheduler/plugin.ts';

export type { AppDeps };

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

/** Query parameters that carry secrets (reset and login-link tokens) are never written to the log. */
const SECRET_PARAMS = /([?&](?:userid|token|password|authcode|otp|verify)=)[^&]*/gi;

/**
 * The operator's log file, written line by line as each line is logged (appended, never buffered):
 * a line an operator or a test looks for is in the file once the call that logged it has returned.
 * The folder may not exist yet (on PostgreSQL nothing else creates the data folder).
 */
function logFile(path: string) {
  mkdirSync(dirname(resolve(path)), { recursive: true });
  let fd: number | undefined = openSync(path, 'a');
  return {
    // A line logged after the app closed (a job finishing late) is still appended, never lost.
    write: (line: string) => (fd === undefined ? appendFileSync(path, line) : writeSync(fd, line)),
    close: () => {
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    },
  };
}

function loggerOptions(
  config: Config,
  file: ReturnType<typeof logFile> | undefined,
): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    ...(file ? { stream: file } : {}),
    redact: ['req.headers.accesstoken', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      // Database errors carry the values of the failed statement (hashes, emails, phones): never logged.
      err: (err: Error) => scrubError(err) as { type: string; message: string; stack: string },
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url.replace(SECRET_PARAMS, '$1[redacted]'),
        ip: req.ip,
      }),
    },
  };
}

/** Builds the whole app (API, docs, web app, sandbox pages) without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Payment purposes, approval kinds and transfer events, from their one list (modules/registries.ts).
  wireRegistries();
  const file =
    deps.config.LOG_FILE && deps.config.LOG_LEVEL !== 'silent' ? logFile(deps.config.LOG_FILE) : undefined;
  const app = Fastify({
    logger: loggerOptions(deps.config, file),
    // One line per request, written when the answer is sent (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.config.BODY_LIMIT,
    trustProxy: deps.config.TRUST_PROXY === 'true' ? true : deps.config.TRUST_PROXY,
    // Requests refused before any route runs still answer with the envelope (http/errors.ts).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const webDist = resolve(deps.config.WEB_DIST ?? resolve(import.meta.dirname, '../../web/dist'));

  // The payment gateway is made once per app; the sandbox delivers its webhooks through the app itself
  // and keeps its saved cards and mandates in the database, so a restart keeps charging them.
  const gateway = createGateway(
    deps.config,
    deps.clock,
    (rawBody, signature) =>
      app
        .inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          payload: rawBody,
        })
        .then(async (answer) => {
          // The sandbox's delivery is done once the event's work is (tests wait for both).
          await app.paymentEvents.idle();
          return answer;
        }),
    databaseAuthorizationStore(deps.database.db),
  );
  app.decorate('deps', {
    ...deps,
    db: deps.database.db,
    gateway,
    banks: deps.banks ?? createBankDirectory(deps.config),
    log: app.log,
  });
  app.decorate('paymentEvents', new PaymentEventQueue(app.deps));
  // A graceful stop (SIGTERM) finishes the webhook events this process is working before the database
  // closes; an event stored but never reached (a crash) is taken up by the payment-events sweep job.
  app.addHook('onClose', async () => app.paymentEvents.idle());
  if (file) app.addHook('onClose', async () => file.close());
  const security = securityHeaderSets();
  // The single-page app from memory (http/web-files.ts), its files read once here; the server render
  // (ssr/) is read by the server only. In a context of its own, beside the rest of the site's: none of
  // the site's hooks runs for a file.
  const webFiles = existsSync(webDist) ? loadWebFiles(webDist, security, [SERVER_RENDER_DIR]) : undefined;
  if (webFiles) await app.register(webFileRoutes(webFiles, countWebFileServed));

  // The API document, from the routes registered after it (the site's below).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trust Fund API',
        version: '1.0.0',
        description: 'Every answer is { status, message, data }.',
      },
      components: { securitySchemes: { accesstoken: { type: 'apiKey', in: 'header', name: 'accesstoken' } } },
    },
    transform: jsonSchemaTransform,
  });

  // Everything else (API, docs, pages, sandbox, the not-found answer) and the hooks that run for it.
  await app.register(async (site) => {
    if (deps.config.LOG_LEVEL !== 'silent') {
      site.addHook('onResponse', (request, reply, done) => {
        request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
        done();
      });
    }
    site.setValidatorCompiler(validatorCompiler);
    site.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(site);
    registerInputGuards(site);
    // View-as is read-only and a locked account moves no money, for every route (before validation).
    registerSessionRules(site);
    // Its request hook counts every route of the site (the built app's files are counted in one metric).
    await site.register(metricsRoutes);

    registerSecurityHeaders(site, security);
    await site.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
    await site.register(rateLimit, {
      global: false,
      redis: undefined,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        message: `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      }),
    });
    await site.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 30 } });
    await site.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Swagger UI sets a few inline styles; allow those on the docs pages only.
      transformStaticCSP: (header) =>
        header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    });

    // The chat's socket.io on this server (path /socket.io/), before the routes that use it.
    await attachChat(site);
    await site.register(apiModules, { prefix: '/api' });
    // Test-only calls for the browser tests (fixtures, the manual clock): loaded only under NODE_ENV=test,
    // so production never even reads their code.
    if (deps.config.NODE_ENV === 'test') {
      const { testRoutes } = await import('./test/routes.ts');
      await site.register(testRoutes, { prefix: '/api' });
    }
    // Periodic jobs (pg-boss) start when the app is ready and stop when it closes.
    await site.register(jobsPlugin);
    // The sandbox payment provider's checkout page (DESIGN section 6), outside /api like a provider's site.
    if (deps.config.PAYMENT_GATEWAY === 'sandbox') {
      await site.register(sandboxCheckoutRoutes);
      // "Send a transfer to this account": a member's bank paying their dedicated account.
      await site.register(sandboxTransferRoutes);
    }

    // The public pages as finished HTML, drawn from the content in the database.
    if (existsSync(webDist)) await registerPrerenderedPages(site, webDist);

    site.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const index = webFiles?.get('/index.html');
      if (path.startsWith('/api') || request.method !== 'GET' || !index) {
        return reply.code(404).send(fail(`No such call: ${request.method} ${path}`));
      }
      // Client-side routes (and the app's own not-found page) are served by index.html.
      return sendWebFile(request, reply, index);
    });
  });

  return app;
}
