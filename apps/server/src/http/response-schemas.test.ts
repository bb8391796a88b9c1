import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/**
 * The calls whose routes do not declare their answers yet. Their data schemas are in packages/shared,
 * ready to be declared: the routes of modules/joining/routes.ts (contracts/payments.ts) and of
 * modules/contributions/routes.ts (contracts/contributions.ts). A call leaves this list when its route
 * declares its response; nothing else may join it.
 */
const NOT_YET_DECLARED = [
  // modules/joining/routes.ts
  'POST /api/userplanpayment',
  'POST /api/submituserpaymentcard',
  'POST /api/resendcardotp',
  'POST /api/usersubscribedplan',
  'GET /api/paymentreceipt',
  'GET /api/getuserpaymentresponse',
  'POST /api/userplanpaymentcallback',
  'POST /api/userordinaryplansubscribe',
  'POST /api/userplantransfer',
  // modules/contributions/routes.ts
  'GET /api/getusercontribution',
  'POST /api/usermakeupfrontcontribution',
  'POST /api/usermakeupfrontcontributioncallback',
];

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
      if (NOT_YET_DECLARED.includes(call)) continue;
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

  it('lists as not yet declared only calls that exist and still lack their answer', () => {
    const stale = NOT_YET_DECLARED.filter((call) => {
      const found = calls.find((c) => c.call === call);
      return !found || schemas(found.responses['200']).length > 0;
    });
    expect(stale).toEqual([]);
  });
});
