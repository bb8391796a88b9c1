import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so the same payload always gives the same hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash an approver sends back: what they approve is exactly what they read. */
export const payloadHash = (payload: Record<string, unknown>) =>
  createHash('sha256').update(canonical(payload)).digest('hex');
