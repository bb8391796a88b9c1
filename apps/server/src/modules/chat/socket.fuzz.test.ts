import { CHAT_CLIENT_EVENTS, type ChatClientEvent } from '@trust/shared';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatMessages } from '../../db/schema/index.ts';
import { RAW_VALIDATOR_TEXT } from '../../http/messages.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ask, connect, createExpertAccount, listen, send } from '../../test/chat.ts';
import {
  badValue,
  type JsonSchema,
  objectOf,
  oneFieldWrong,
  plausible,
  SEED,
  sprinkle,
} from '../../test/fuzz-inputs.ts';
import { operatorLog } from '../../test/log.ts';
import { createMember } from '../../test/members.ts';

/**
 * Sends generated bad input (test/fuzz-inputs.ts) as every event a chat socket may send (packages/shared
 * chat-events.ts), from each kind of sender: a clear refusal, nothing stored, no error logged, and the
 * server keeps answering. The seed is fixed so a failure repeats exactly.
 */

let ip = 0;

const SENDERS = ['member', 'expert', 'admin', 'visitor'] as const;
type Sender = (typeof SENDERS)[number];
const RUNS_PER_EVENT = 25;

/**
 * A payload the event would take, but for a control character (NUL most often) slipped into one text
 * field: what reaches the code behind the schema if the schema lets it through.
 */
function controlInText(event: ChatClientEvent, schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  const texts = fields.filter(([, s]) => s.type === 'string' && !s.enum).map(([name]) => name);
  if (texts.length === 0) return oneFieldWrong(schema);
  const required = new Set(schema.required ?? []);
  const values = fc.tuple(
    ...fields.map(([name, s]) =>
      required.has(name) ? plausible(s, name) : fc.option(plausible(s, name), { nil: undefined }),
    ),
  );
  const clean = fc
    .tuple(values, fc.constantFrom(...texts))
    .map(([vs, target]) => {
      const out: Record<string, unknown> = {};
      fields.forEach(([name], i) => {
        if (vs[i] !== undefined || name === target) out[name] = name === target ? 'Hello there' : vs[i];
      });
      return { out, target };
    })
    .filter(({ out }) => CHAT_CLIENT_EVENTS[event].safeParse(out).success);
  return clean.chain(({ out, target }) =>
    sprinkle(fc.string({ minLength: 1, maxLength: 12 })).map((bad) => ({ ...out, [target]: bad })),
  );
}

/** An event's arguments: its payload (shaped like its schema, with one thing wrong, or junk), or none. */
function eventArgs(event: ChatClientEvent): fc.Arbitrary<unknown[]> {
  const json = z.toJSONSchema(CHAT_CLIENT_EVENTS[event], {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  const shape = json.anyOf?.find((s) => s.type === 'object') ?? json;
  return fc.oneof(
    { weight: 3, arbitrary: controlInText(event, shape).map((p): unknown[] => [p]) },
    { weight: 6, arbitrary: objectOf(shape).map((p): unknown[] => [p]) },
    { weight: 2, arbitrary: badValue.map((p): unknown[] => [p]) },
    { weight: 1, arbitrary: fc.constant<unknown[]>([]) },
    { weight: 1, arbitrary: fc.tuple(badValue, badValue).map((p): unknown[] => p) },
  );
}

describe('every event of the chat socket under generated bad input', () => {
  const log = operatorLog();
  let c: TestApp;
  let url: string;
  const sockets = new Map<Sender, Socket>();
  beforeAll(async () => {
    c = await createTestApp({ env: log.env });
    url = await listen(c.app);
  });
  afterAll(async () => {
    for (const s of sockets.values()) s.close();
    await c?.close();
  });

  const uses = new Map<Sender, number>();
  /**
   * A connected socket of this kind: a new one (a new account or visitor) when an event closed the
   * last, and every few events, so the send limit (8 in 10 seconds) never hides what a payload does.
   */
  async function socketOf(who: Sender): Promise<Socket> {
    const open = sockets.get(who);
    const used = (uses.get(who) ?? 0) + 1;
    uses.set(who, used);
    if (open?.connected && used % 6 !== 0) return open;
    open?.close();
    let auth: Record<string, string>;
    if (who === 'visitor') {
      ip += 1;
      const start = await c.app.inject({
        method: 'POST',
        url: '/api/chat/visitors',
        // From addresses of their own: the visitors' start is limited per address.
        headers: { 'x-forwarded-for': `10.8.${(ip >> 8) & 255}.${ip & 255}` },
        payload: { name: 'Fuzz Visitor', email: 'fuzz@example.com' },
      });
      auth = { visitorToken: start.json().data.token };
    } else if (who === 'expert') {
      auth = { token: (await createExpertAccount(c, 'customer_care', 'Fuzz Expert')).token };
    } else {
      auth = { token: (await createMember(c, who === 'admin' ? { user: { role: 'admin' } } : {})).token };
    }
    const s = await connect(url, auth);
    sockets.set(who, s);
    return s;
  }
  const stored = async () => (await c.database.db.select({ n: count() }).from(chatMessages))[0]?.n ?? 0;

  it('refuses each clearly, stores nothing, logs no error, and keeps answering', async () => {
    const failures: string[] = [];
    for (const event of Object.keys(CHAT_CLIENT_EVENTS) as ChatClientEvent[]) {
      for (const who of SENDERS) {
        await fc.assert(
          fc.asyncProperty(eventArgs(event), async (args) => {
            const socket = await socketOf(who);
            const before = await stored();
            const answer = await ask(socket, event, ...args).catch((e: Error) => ({ ok: false, message: e }));
            const where = `${who} ${event} ${JSON.stringify(args).slice(0, 160)}`;
            // The payload is the first argument; more are ignored.
            const valid = CHAT_CLIENT_EVENTS[event].safeParse(args[0]).success;
            if (answer.ok) {
              if (!valid) failures.push(`${where}: accepted`);
              return;
            }
            const message = answer.message;
            if (typeof message !== 'string' || message.length === 0 || RAW_VALIDATOR_TEXT.test(message)) {
              failures.push(`${where}: refused without a clear message: ${String(message)}`);
            }
            if ((await stored()) !== before) failures.push(`${where}: stored a message although refused`);
          }),
          { seed: SEED, numRuns: RUNS_PER_EVENT, endOnFailure: true },
        );
      }
    }
    expect(failures.slice(0, 40)).toEqual([]);
    expect(log.lines().filter((l) => l.level >= 50)).toEqual([]);
    // Still answering: a member's message is stored and sent, and the API answers.
    const after = await connect(url, { token: (await createMember(c)).token });
    try {
      expect((await send(after, { role_id: 'customer_care', message: 'Still there?' })).ok).toBe(true);
    } finally {
      after.close();
    }
    expect((await c.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 180_000);
});
