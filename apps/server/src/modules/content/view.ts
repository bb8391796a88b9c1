import type { Endorsement, Faq, HowItWorksStep, Testimonial } from '@trust/shared';
import type { endorsements, faqs, howItWorksSteps, testimonials } from '../../db/schema/content.ts';

/** The one place where content rows get the spec's API names (es_…, fq_…). */
export const toHowItWorksStep = (r: typeof howItWorksSteps.$inferSelect): HowItWorksStep => ({
  id: r.id,
  hw_step: r.step,
  hw_title: r.title,
  hw_description: r.description,
});

export const toFaq = (r: typeof faqs.$inferSelect): Faq => ({
  id: r.id,
  fq_questions: r.question,
  fq_answers: r.answer,
});

export const toEndorsement = (r: typeof endorsements.$inferSelect): Endorsement => ({
  id: r.id,
  es_thumbnail: r.thumbnail,
  es_video_url: r.videoUrl,
  es_name: r.name,
  es_businessname: r.businessName,
});

export const toTestimonial = (r: typeof testimonials.$inferSelect): Testimonial => ({
  id: r.id,
  ts_name: r.name,
  ts_business: r.business,
  ts_location: r.location,
  ts_text: r.text,
});
