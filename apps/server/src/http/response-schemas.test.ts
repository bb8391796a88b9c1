import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

interface JsonSchema {
  properties?: Record<string, unknown>;
}
interface Answer {
  content?: Record<string, { schema?: JsonSchema }>;
}

let t: TestApp;
let calls: { call: string; responses: Record<string, Answer> }[];

beforeAll(async () => {
  t = await createTestApp();
  // The document /api/docs serves: a route hidden from it (the payment webhook, the test-only calls)
  // is not listed. The sandbox provider's checkout pages (/sandbox/…) are web pages outside the API.
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc: { paths: Record<string, Record<string, { responses: Record<string, Answer> }>> } = res.json();
  calls = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        call: `${method.toUpperCase()} ${path}`,
        responses: op.responses,
      })),
    );
});
afterAll(() => t.close());

/** The schema of each media type of an answer; Fastify's placeholder for an undeclared answer has none. */
const schemas = (answer: Answer | undefined) =>
  Object.entries(answer?.content ?? {}).filter(([, media]) => media.schema !== undefined);

const isEnvelope = (schema: JsonSchema | undefined) =>
  ['status', 'message', 'data'].every((key) => key in (schema?.properties ?? {}));

describe('the OpenAPI document', () => {
  it('shows the answer of every call of the API: its data in the envelope, and the error envelope', () => {
    expect(calls.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const { call, responses } of calls) {
      const ok = schemas(responses['200']);
      if (ok.length === 0) missing.push(`${call}: no 200 answer`);
      // A JSON answer is the envelope; a profile photo is its own bytes.
      for (const [type, media] of ok) {
        if (type === 'application/json' && !isEnvelope(media.schema))
          missing.push(`${call}: 200 is no envelope`);
      }
      for (const status of ['4XX', '5XX']) {
        const declared = schemas(responses[status]);
        if (declared.length === 0 || !declared.every(([, media]) => isEnvelope(media.schema))) {
          missing.push(`${call}: no ${status} error envelope`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
