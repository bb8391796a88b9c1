import { z } from 'zod';

/**
 * The answer of every API call (DESIGN section 3): { status, message, data }, data being the call's
 * own schema. Routes declare it as their 200 response, so the serializer sends only the declared
 * fields and the OpenAPI document shows them; the web app takes its answer types from the same schema.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.enum(['success', 'error']),
    message: z.string(),
    data,
  });

/**
 * A refusal (4xx) or a failure (5xx). data is null, or says more: an object naming the field at fault
 * ({ field }), how long to wait ({ retry_after }) or the figures a refused payment was about, or the
 * list of rows a refused invitation marks (POST /inviteusers).
 */
export const errorEnvelope = z
  .object({
    status: z.literal('error'),
    message: z.string(),
    data: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullable(),
  })
  .describe('A refusal (4xx) or a failure (5xx): message says why');

/** A route's response schemas: its data in the envelope, and the error envelope for every refusal and failure. */
export const answers = <T extends z.ZodType>(data: T) => ({
  200: envelope(data),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});
