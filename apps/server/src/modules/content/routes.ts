import {
  answers,
  CONTENT_MESSAGES,
  contactBodySchema,
  endorsementSchema,
  faqSchema,
  howItWorksStepSchema,
  supportRequestBodySchema,
  supportRequestSavedSchema,
  testimonialSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { listEndorsements, listFaqs, listHowItWorks, listTestimonials } from './queries.ts';
import { requestSupport, submitContactMessage } from './service.ts';
import { toEndorsement, toFaq, toHowItWorksStep, toTestimonial } from './view.ts';

/** Per IP, generous: many Nigerian mobile visitors share one public address (DESIGN section 8). */
const FORM_RATE_LIMIT = { config: { rateLimit: { max: 50, timeWindow: '10 minutes' } } };

/**
 * The public site's calls (part 1 section 7): landing-page content, the contact form and the
 * visitor's request to talk to support. No sign-in needed.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];
  app.get(
    '/ayehowitworks',
    { schema: { tags, response: answers(z.array(howItWorksStepSchema)) } },
    async () => {
      return ok((await listHowItWorks(app.deps.db)).map(toHowItWorksStep));
    },
  );

  app.get(
    '/ayeendorsement',
    { schema: { tags, response: answers(z.array(endorsementSchema)) } },
    async () => {
      return ok((await listEndorsements(app.deps.db)).map(toEndorsement));
    },
  );

  app.get('/ayefaq', { schema: { tags, response: answers(z.array(faqSchema)) } }, async () => {
    return ok((await listFaqs(app.deps.db)).map(toFaq));
  });

  app.get(
    '/ayetestimonials',
    { schema: { tags, response: answers(z.array(testimonialSchema)) } },
    async () => {
      return ok((await listTestimonials(app.deps.db)).map(toTestimonial));
    },
  );

  app.post(
    '/ayecontactus',
    { schema: { tags, body: contactBodySchema, response: answers(z.null()) }, ...FORM_RATE_LIMIT },
    async (request) => {
      const { db, clock, mailer, config } = app.deps;
      await submitContactMessage(
        {
          db,
          clock,
          mailer,
          inbox: config.FUND_INBOX,
          onMailError: (err) => request.log.error({ err }, 'mail to the fund inbox failed'),
        },
        request.body,
      );
      return ok(null, CONTENT_MESSAGES.contactSent);
    },
  );

  app.post(
    '/support-requests',
    {
      schema: { tags, body: supportRequestBodySchema, response: answers(supportRequestSavedSchema) },
      ...FORM_RATE_LIMIT,
    },
    async (request) => {
      const { db, clock, mailer, config } = app.deps;
      const saved = await requestSupport(
        {
          db,
          clock,
          mailer,
          inbox: config.FUND_INBOX,
          onMailError: (err) => request.log.error({ err }, 'mail to the fund inbox failed'),
        },
        request.body,
      );
      return ok({ id: saved.id }, CONTENT_MESSAGES.supportRequested);
    },
  );
};
