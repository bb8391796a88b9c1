import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MailNotSentError } from '../mail/mailer.ts';
import {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-unavailable.ts';
import { ApiError, fail } from './envelope.ts';
import {
  type IssueLike,
  issueMessage,
  pickIssue,
  RAW_VALIDATOR_TEXT,
  wholeRequestMessage,
} from './messages.ts';

type Where = 'body' | 'querystring' | 'params' | 'headers';

/**
 * The answer to a request that waited on an email the mail server did not take (an operator's resend
 * of a verification link or an invitation). The mail server is another service: 502, not 500.
 */
export const MAIL_NOT_SENT_MESSAGE =
  'The email could not be sent: the mail server did not accept it. Please try again in a few minutes.';

/** Fastify's own 4xx codes, said as a person would read them. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the form as JSON (content type application/json)',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its stated length',
  FST_ERR_CTP_INVALID_TYPE: 'Send the form as JSON (content type application/json)',
  FST_ERR_CTP_EMPTY_TYPE: 'Send the form as JSON (content type application/json)',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data',
  FST_PARTS_LIMIT: 'The form has too many fields',
  FST_FILES_LIMIT: 'Send one file at a time',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form has a field name that is not allowed',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
};

/**
 * Turns every failure into the envelope. Validation errors answer 400 with the schema's message when
 * it is the spec's text, otherwise a plain sentence naming the field (http/messages.ts), and
 * data.field names the field. A database that cannot be reached answers 503 (database-unavailable.ts);
 * a mail the mail server did not take answers 502; other unknown errors answer 500 without internals.
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
      const where = (error.validationContext ?? 'body') as Where;
      const first = error.validation[0];
      const issue = pickIssue({
        ...(first?.params as IssueLike | undefined),
        code: first?.keyword,
        message: first?.message,
        path: (first?.instancePath ?? '').split('/').filter(Boolean),
      });
      const field = (issue.path ?? []).map(String).join('.') || undefined;
      return reply.code(400).send(fail(issueMessage(issue, where), field ? { field } : null));
    }
    if (error.validation) {
      // A non-zod schema (Fastify's own, e.g. a body that is not an object): never its raw text.
      const where = (error.validationContext ?? 'body') as Where;
      return reply.code(400).send(fail(wholeRequestMessage(where)));
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(fail(error.message || 'Too many attempts. Please wait a minute and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
      const message =
        known ??
        (error.message && !RAW_VALIDATOR_TEXT.test(error.message)
          ? error.message
          : 'The request is not valid');
      return reply.code(error.statusCode).send(fail(message));
    }
    if (isDatabaseUnavailable(error)) {
      // Logged without the statement: its values may be personal (log-redaction.ts scrubs them anyway).
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable; answered 503');
      reply.header('retry-after', DATABASE_RETRY_AFTER_S);
      return reply.code(503).send(fail(DATABASE_UNAVAILABLE_MESSAGE));
    }
    if (error instanceof MailNotSentError) {
      // The transport's reason is for the operators; the answer is one sentence.
      request.log.error({ to: error.to, err: error.message }, 'mail not sent');
      return reply.code(502).send(fail(MAIL_NOT_SENT_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('Something went wrong on our side. Please try again.'));
  });
}

/**
 * Fastify's router refuses a path it cannot decode ("%E0%A4%A") or a path parameter over 100
 * characters before any route runs; by default in its own JSON shape. Answer with the envelope.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The address of this request is too long'
      : 'The address of this request is not valid';
  reply.code(400).send(fail(message));
}

/**
 * A request Node's HTTP parser cannot read (a NUL or other forbidden byte in a header, a malformed
 * request line) never reaches Fastify; Node's own answer is not the envelope. Write it by hand on
 * the socket, as Fastify's default does, with the envelope and a sentence.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive. Please try again.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : [400, 'Bad Request', 'The request could not be read: a header or the address is malformed'];
  const body = JSON.stringify(fail(message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
