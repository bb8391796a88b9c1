import type { Multipart } from '@fastify/multipart';

/**
 * Collects the text fields of a multipart form into a plain object. File parts are drained and
 * dropped (the job form's resume is a link); a repeated field keeps its first value.
 */
export async function readFormFields(
  parts: AsyncIterableIterator<Multipart>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
  }
  return fields;
}
