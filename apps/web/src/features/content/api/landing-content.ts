import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Endorsement, Faq, HowItWorksStep, Testimonial } from '@trust/shared/contracts/content';
import { api } from '../../../lib/api-client.ts';

/**
 * The landing page's content calls (part 1 section 7): GET /ayehowitworks, /ayeendorsement, /ayefaq
 * and /ayetestimonials. A failed call leaves its section empty; the rest of the page still shows.
 */
const contentQuery = <T>(path: string) =>
  queryOptions({
    queryKey: ['content', path],
    queryFn: async () => (await api.get<T[]>(path)).data,
    staleTime: 5 * 60_000,
  });

export const useHowItWorks = () => useQuery(contentQuery<HowItWorksStep>('/ayehowitworks'));
export const useEndorsements = () => useQuery(contentQuery<Endorsement>('/ayeendorsement'));
export const useFaqs = () => useQuery(contentQuery<Faq>('/ayefaq'));
export const useTestimonials = () => useQuery(contentQuery<Testimonial>('/ayetestimonials'));
