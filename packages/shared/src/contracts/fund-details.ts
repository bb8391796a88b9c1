import { z } from 'zod';
import { maxMessage } from './fields.ts';

/**
 * Who runs the fund and how to reach it: the footer of every page and the Learn More page show it, so
 * a visitor can check the fund before trusting it with money. Operators edit it in the console's
 * Content section. A detail left empty is not shown.
 */
export const fundDetailsSchema = z.object({
  /** The registered name of the body that runs the fund. */
  legal_name: z.string().nullable(),
  /** Its registration: the registry and number, as a visitor could look it up. */
  registration: z.string().nullable(),
  /** Who supervises it, if anyone. */
  regulator: z.string().nullable(),
  /** The postal address, one line per line. */
  address: z.string().nullable(),
  email: z.string().nullable(),
  /** Digits with the country code (2348031234567); shown as +234 803 123 4567. */
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  /**
   * A claim about returns (Trust Invest), shown only when the operators set it: no figure of returns
   * is shown that nobody at the fund stands behind.
   */
  returns_claim: z.string().nullable(),
});
export type FundDetails = z.output<typeof fundDetailsSchema>;

export const FUND_DETAILS_MESSAGES = {
  email: 'Enter a valid email address, or leave it empty',
  phone: 'Enter the number with its country code, digits only (2348031234567), or leave it empty',
  saved: 'Saved. The footer and Learn More show it now.',
} as const;

/** An optional text: trimmed, empty means "not shown". */
const optional = (max: number) =>
  z
    .string({ error: 'Enter text, or leave it empty' })
    .trim()
    .max(max, maxMessage(max))
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);

const phoneField = optional(15).refine((v) => v === null || /^\d{8,15}$/.test(v), {
  error: FUND_DETAILS_MESSAGES.phone,
});

/** PUT /admin/fund-details: the whole set, as the console's form sends it. */
export const fundDetailsInputSchema = z.object({
  legal_name: optional(200),
  registration: optional(300),
  regulator: optional(300),
  address: optional(400),
  email: optional(100).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    error: FUND_DETAILS_MESSAGES.email,
  }),
  phone: phoneField,
  whatsapp: phoneField,
  returns_claim: optional(200),
});
export type FundDetailsInput = z.input<typeof fundDetailsInputSchema>;
