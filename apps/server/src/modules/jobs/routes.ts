import { jobApplicationSchema } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, ok } from '../../http/envelope.ts';
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
      schema: { tags: ['jobs'] },
      config: { rateLimit: { max: 50, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const fields = request.isMultipart() ? await readFormFields(request.parts()) : request.body;
      if (fields == null || typeof fields !== 'object' || Array.isArray(fields)) {
        throw badRequest('Send the application form fields');
      }
      const { db, clock, mailer, config } = app.deps;
      const parsed = jobApplicationSchema(clock.now()).safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.message ?? 'Invalid application', { field: issue?.path.join('.') });
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
