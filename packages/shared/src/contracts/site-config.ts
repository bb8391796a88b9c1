import { z } from 'zod';
import { fundAccountSchema } from './payments.ts';

/** GET /config: the public settings the web app needs (external links, the fund's bank account). */
export const siteConfigSchema = z.object({
  /** The loan application form's address; null when the fund has none. */
  loans_form_url: z.string().nullable(),
  /** Which gateway takes cards: Paystack takes them on its own page, the sandbox on ours. */
  payment_gateway: z.enum(['sandbox', 'paystack']),
  bank: fundAccountSchema,
  cur_name: z.string(),
  cur_symbol: z.string(),
});
export type SiteConfig = z.output<typeof siteConfigSchema>;
