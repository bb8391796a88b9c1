import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so the same payload always gives the same hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // sort() without a comparator orders by UTF-16 code units, as JSON canonical forms do.
    const keys = Object.keys(record)
      .filter((k) => record[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash an approver sends back: what they approve is exactly what they read. */
export const payloadHash = (payload: Record<string, unknown>) =>
  createHash('sha256').update(canonical(payload)).digest('hex');
