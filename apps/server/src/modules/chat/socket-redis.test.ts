import { randomBytes } from 'node:crypto';
import type { ChatEvent } from '@trust/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { connect, createExpertAccount, listen, next, send } from '../../test/chat.ts';
import { createMember } from '../../test/members.ts';

// Two server instances on one database and one Redis (127.0.0.1:6379), as behind a load balancer.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = { REDIS_URL, CHAT_REDIS_PREFIX: `chat-test-${randomBytes(4).toString('hex')}` };

let t: TestApp;
let second: FastifyInstance;
let urlA: string;
let urlB: string;

beforeAll(async () => {
  t = await createTestApp({ env });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.dataDir,
    JOBS: 'off',
    ...env,
  });
  second = await buildApp({ config, database: t.database, clock: t.clock, mailer: t.app.deps.mailer });
  urlA = await listen(t.app);
  urlB = await listen(second);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('two server instances sharing chat through Redis', () => {
  it('carries a member’s first message on one instance to an expert connected to the other, and the reply back', async () => {
    const member = await createMember(t, { user: { fullName: 'Ada Across' } });
    const care = await createExpertAccount(t, 'customer_care', 'Care Across');
    const m = await connect(urlA, { token: member.token });
    const e = await connect(urlB, { token: care.token });
    try {
      // Presence spans the instances: instance A sees the expert connected to B online.
      const online = await t.app.inject({
        method: 'POST',
        url: '/api/getchatcustomercare',
        headers: member.headers,
        payload: {},
      });
      expect(online.json().data).toEqual([{ u_id: care.userId, u_role: 'customer_care' }]);

      const first = next<ChatEvent>(e, 'send_message');
      await send(m, { role_id: 'customer_care', message: 'Hello from instance A' });
      const got = await first;
      expect(got).toMatchObject({
        message: 'Hello from instance A',
        firstMessage: true,
        receiver: [care.userId],
      });

      const reply = next<ChatEvent>(m, 'send_message');
      await send(e, { conversation_id: got.conversation_id, message: 'Answered from instance B' });
      expect(await reply).toMatchObject({ message: 'Answered from instance B', sendexpertId: care.userId });
    } finally {
      m.close();
      e.close();
    }
  });
});
