import { answers, jobApplicationSavedSchema, jobApplicationSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, ok } from '../../http/envelope.ts';
import { findNul } from '../../http/input-guard.ts';
import { forbiddenCharacterMessage, type IssueLike, issueMessage, pickIssue } from '../../http/messages.ts';
import { readMultipart } from '../../http/multipart.ts';
import { readFormFields } from './form-fields.ts';
import { submitJobApplication } from './service.ts';

/**
 * POST /submit-job-application (part 2 section 7): the public job form. The spec sends it as
 * multipart/form-data; JSON is accepted too. The resume is a link, so a file part is ignored.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/submit-job-application',
    {
      schema: { tags: ['jobs'], response: answers(jobApplicationSavedSchema) },
      config: { rateLimit: { max: 50, timeWindow: '10 minutes' } },
    },
    async (request) => {
      // A cut-off or malformed form answers 400 (readMultipart), never 500.
      const fields = request.isMultipart()
        ? await readMultipart(() => readFormFields(request.parts()))
        : request.body;
      if (fields == null || typeof fields !== 'object' || Array.isArray(fields)) {
        throw badRequest('Send the application form fields');
      }
      // Form fields of a multipart body are read here, after the central NUL guard has run.
      const nulAt = findNul(fields);
      if (nulAt) {
        const field = nulAt.join('.');
        throw badRequest(forbiddenCharacterMessage(field, 'body'), { field });
      }
      const { db, clock, mailer, config } = app.deps;
      const parsed = jobApplicationSchema(clock.now()).safeParse(fields);
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        const issue = first ? pickIssue(first as IssueLike) : undefined;
        const field = issue?.path?.map(String).join('.') || undefined;
        throw badRequest(issue ? issueMessage(issue, 'body') : 'Send the application form fields', {
          field,
        });
      }
      const saved = await submitJobApplication(
        {
          db,
          clock,
          mailer,
          inbox: config.FUND_INBOX,
          onMailError: (err) => request.log.error({ err }, 'mail to the fund inbox failed'),
        },
        parsed.data,
      );
      return ok({ id: saved.id }, 'Application was successfully submitted!');
    },
  );
};
