import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, fail } from './envelope.ts';

/**
 * Turns every failure into the envelope. Validation errors answer 400 with the first
 * schema message (the spec's exact text); unknown errors answer 500 without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // A refusal that says how long to wait also says it the standard way, for clients and proxies.
      const retryAfter = (error.data as { retry_after?: unknown } | null)?.retry_after;
      if (error.statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
      return reply.code(error.statusCode).send(fail(error.message, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? 'Invalid request';
      const field = first?.instancePath?.replace(/^\//, '') || undefined;
      return reply.code(400).send(fail(message, field ? { field } : null));
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(fail(error.message || 'Too many attempts. Please wait a minute and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
              ? 'The request body is not valid JSON'
              : error.message;
      return reply.code(error.statusCode).send(fail(message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('Something went wrong on our side. Please try again.'));
  });
}
