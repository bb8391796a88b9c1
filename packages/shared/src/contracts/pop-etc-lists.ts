import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * The console's lists behind the POP and ETC forms (Content section, role content): the ETC cities
 * (GET /etccitylist) and the POP item kinds (GET /popitemlist). An entry is never deleted, only made
 * inactive: applications that named it stay readable, and new applications no longer offer it.
 */
export const POP_ETC_LIST_MESSAGES = {
  cityName: 'Enter the city name (at most 60 characters)',
  country: 'Enter the country (at most 60 characters)',
  cityExists: 'This city is already in the list',
  itemName: 'Enter the item name (at most 50 characters)',
  itemExists: 'This item is already in the list',
  notFound: 'Not found',
  saved: 'Saved. Members see the change at once.',
} as const;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    // One space between words, as a member would type it.
    .transform((s) => s.replace(/\s+/g, ' '));

export const adminEtcCitySchema = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  active: z.boolean(),
  /** How many POP/ETC applications named it (from or to). */
  used: z.number(),
});
export type AdminEtcCity = z.infer<typeof adminEtcCitySchema>;

export const adminEtcCityBodySchema = z.object({
  name: text(60, POP_ETC_LIST_MESSAGES.cityName),
  country: text(60, POP_ETC_LIST_MESSAGES.country),
});
/** A rename, a move to another country, or (de)activation: any of them. */
export const adminEtcCityUpdateSchema = adminEtcCityBodySchema
  .partial()
  .extend({ active: z.boolean({ error: 'active is true or false' }).optional() });

export const adminPopItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  used: z.number(),
});
export type AdminPopItem = z.infer<typeof adminPopItemSchema>;

export const adminPopItemBodySchema = z.object({ name: text(50, POP_ETC_LIST_MESSAGES.itemName) });
export const adminPopItemUpdateSchema = adminPopItemBodySchema
  .partial()
  .extend({ active: z.boolean({ error: 'active is true or false' }).optional() });

export const adminListParamsSchema = z.object({ id: idField(POP_ETC_LIST_MESSAGES.notFound) });
