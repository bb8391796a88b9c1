import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './envelope.ts';
import { forbiddenCharacterMessage } from './messages.ts';

/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value containing it fails inside the
 * query and used to surface as a 500 after part of the work was done. No field of the fund's forms
 * has a reason to carry one, so it is refused before validation, for every call, wherever it hides:
 * body (at any depth), query, path parameters and header values.
 */
const NUL = '\u0000';

/** The path of the first string holding a NUL (keys included), walking without recursion so depth cannot overflow. */
export function findNul(value: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: [...path, String(i)] });
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes(NUL)) return [...path, k.replaceAll(NUL, '')];
        stack.push({ value: child, path: [...path, k] });
      }
    }
  }
  return null;
}

function refuseNul(request: FastifyRequest): void {
  for (const [name, value] of Object.entries(request.headers)) {
    if (findNul(value)) throw badRequest(forbiddenCharacterMessage(name, 'headers'), { field: name });
  }
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['querystring', request.query],
    ['body', request.body],
  ];
  for (const [where, value] of parts) {
    const path = findNul(value);
    if (!path) continue;
    const field = path.join('.') || undefined;
    throw badRequest(forbiddenCharacterMessage(field, where), field ? { field } : null);
  }
}

/** Registers the guard for every route (call before the modules are registered). */
export function registerInputGuards(app: FastifyInstance): void {
  // preValidation: the body is parsed by then, and nothing of the route has run yet. A callback hook,
  // not an async one: it runs on every call, and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
