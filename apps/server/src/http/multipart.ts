import { ApiError, badRequest } from './envelope.ts';

/** What a member sees when the uploaded form cannot be read (cut off, broken boundary, junk). */
export const MALFORMED_FORM_MESSAGE =
  'The form could not be read: it was cut off or malformed. Please send it again';

/**
 * Runs a read of a multipart body. The multipart parser throws plain errors ("Unexpected end of
 * form", "Malformed part header") for a broken body, which would otherwise answer 500; they are the
 * sender's fault, so they answer 400. Our own refusals and Fastify's coded 4xx pass through.
 */
export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const status = (e as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw e;
    throw badRequest(MALFORMED_FORM_MESSAGE);
  }
}
