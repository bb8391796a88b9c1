import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/check.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { encode, type Operation, operations, SEED, sampleFor, text, urlFor } from '../test/fuzz-inputs.ts';
import { createMember } from '../test/members.ts';
import { RAW_VALIDATOR_TEXT } from './messages.ts';

/**
 * Sends generated bad input (test/fuzz-inputs.ts) to every call in the OpenAPI document and checks
 * what any caller would notice: never a 5xx, always the { status, message, data } envelope, never a
 * validator's raw text, and a ledger that still balances afterwards. The chat socket's events get the
 * same in modules/chat/socket.fuzz.test.ts. The seed is fixed so a failure repeats exactly.
 */

const RUNS_PER_CALL = 30;

let t: TestApp;
let ops: Operation[];
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  ops = operations(doc.json());
});
afterAll(() => t.close());

describe('every call of the API under generated bad input', () => {
  it('answers below 500 with the envelope and a readable message, and the ledger stays clean', async () => {
    expect(ops.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const op of ops) {
      // A member of their own per call: a call that signs out or changes the password spoils only its own session.
      const member = await createMember(t, {
        plan: 'SILVER',
        startedAt: new Date(t.clock.now().getTime() - 400 * 86_400_000),
      });
      await fc.assert(
        fc.asyncProperty(sampleFor(op), async (sample) => {
          const { payload, contentType } = encode(sample);
          ip += 1;
          const headers: Record<string, string> = {
            'x-forwarded-for': `10.9.${(ip >> 8) & 255}.${ip & 255}`,
          };
          if (contentType) headers['content-type'] = contentType;
          if (sample.signedIn) headers.accesstoken = member.token;
          if (sample.header) headers[sample.header[0]] = sample.header[1];
          const url = urlFor(op, sample);
          let res: Awaited<ReturnType<typeof t.app.inject>>;
          try {
            res = await t.app.inject({
              method: op.method as 'POST',
              url,
              headers,
              ...(payload === undefined ? {} : { payload }),
            });
          } catch (e) {
            // A header value no HTTP client can send (outside Latin-1) is refused before it leaves.
            if ((e as { code?: string }).code === 'ERR_INVALID_CHAR') return;
            throw e;
          }
          const where = `${op.method} ${url.slice(0, 120)} [${sample.contentType}] -> ${res.statusCode}`;
          if (res.statusCode >= 500) {
            failures.push(`${where}: ${res.body.slice(0, 200)} <= ${text(payload).slice(0, 200)}`);
            return;
          }
          const json = (res.headers['content-type'] ?? '').toString().includes('application/json');
          // The sandbox provider's checkout pages are web pages for a browser, outside the API: they
          // answer in HTML; only the API promises the envelope.
          if (!op.path.startsWith('/api/')) return;
          if (!json && res.statusCode < 400) return; // a profile photo
          let body: { status?: unknown; message?: unknown; data?: unknown };
          try {
            body = JSON.parse(res.body);
          } catch {
            failures.push(`${where}: not JSON: ${res.body.slice(0, 120)}`);
            return;
          }
          if (
            !(body.status === 'success' || body.status === 'error') ||
            typeof body.message !== 'string' ||
            !('data' in body)
          ) {
            failures.push(`${where}: no envelope: ${res.body.slice(0, 200)}`);
          } else if (res.statusCode >= 400 && RAW_VALIDATOR_TEXT.test(body.message)) {
            failures.push(`${where}: raw validator text: ${body.message}`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_CALL, endOnFailure: true },
      );
    }
    expect(failures.slice(0, 40)).toEqual([]);
    const ledger = await checkLedger(t.database.db);
    expect(ledger.checks.filter((c) => !c.ok)).toEqual([]);
  }, 180_000);
});
