import type { ChatEvent } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { connect, createExpertAccount, listen, next, send } from '../../test/chat.ts';
import { createMember } from '../../test/members.ts';
import { twoInstances } from '../../test/two-instances.ts';

// Two server instances on one database and one Redis (127.0.0.1:6379), as behind a load balancer.
const w = twoInstances('chat-test');

describe('two server instances sharing chat through Redis', () => {
  it('carries a member’s first message on one instance to an expert connected to the other, and the reply back', async () => {
    const member = await createMember(w.t, { user: { fullName: 'Ada Across' } });
    const care = await createExpertAccount(w.t, 'customer_care', 'Care Across');
    const m = await connect(w.urlA, { token: member.token });
    const e = await connect(w.urlB, { token: care.token });
    try {
      // Presence spans the instances: instance A sees the expert connected to B online.
      const online = await w.t.app.inject({
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

  it('holds a sender to 8 messages in 10 seconds across both instances, in the same words', async () => {
    const member = await createMember(w.t);
    // One tab reaches instance A, another instance B (a load balancer may send them anywhere).
    const onA = await connect(w.urlA, { token: member.token });
    const onB = await connect(w.urlB, { token: member.token });
    try {
      const answers = [];
      for (let i = 0; i < 8; i++) {
        answers.push(await send(i % 2 ? onB : onA, { role_id: 'medical_adviser', message: `m${i}` }));
      }
      expect(answers.map((a) => a.ok)).toEqual(Array(8).fill(true));
      // Four on each: counted per instance, the 9th would pass; the count is shared through Redis.
      const refusal = {
        ok: false,
        message: 'You are sending messages too quickly. Please wait a few seconds and try again.',
      };
      expect(await send(onA, { role_id: 'medical_adviser', message: 'm8' })).toEqual(refusal);
      expect(await send(onB, { role_id: 'medical_adviser', message: 'm9' })).toEqual(refusal);
      const history = await w.t.app.inject({
        method: 'POST',
        url: '/api/getuserschatlisting',
        headers: member.headers,
        payload: { role_id: 'medical_adviser' },
      });
      expect(history.json().data.map((r: { cb_msg: string }) => r.cb_msg)).toEqual(
        Array.from({ length: 8 }, (_, i) => `m${i}`),
      );
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('keeps the send limit of another deployment on the same Redis (its own prefix) apart', async () => {
    const member = await createMember(w.t);
    // A third server with a prefix of its own (CHAT_REDIS_PREFIX), as a staging copy sharing
    // production's Redis: it counts on keys of its own, so a sender of the same id there is not held
    // back by one here. (It shares this database only so the same member can sign in on it.)
    const other = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: w.t.dataDir,
        JOBS: 'off',
        REDIS_URL: w.second.deps.config.REDIS_URL,
        CHAT_REDIS_PREFIX: `${w.second.deps.config.CHAT_REDIS_PREFIX}-other`,
      }),
      database: w.t.database,
      clock: w.t.clock,
      mailer: w.t.app.deps.mailer,
    });
    const onA = await connect(w.urlA, { token: member.token });
    try {
      const onOther = await connect(await listen(other), { token: member.token });
      try {
        for (let i = 0; i < 8; i++) await send(onA, { role_id: 'medical_adviser', message: `m${i}` });
        expect((await send(onA, { role_id: 'medical_adviser', message: 'm8' })).ok).toBe(false);
        const there = await send(onOther, { role_id: 'legal_adviser', message: 'Mine goes through' });
        expect(there.ok).toBe(true);
      } finally {
        onOther.close();
      }
    } finally {
      onA.close();
      await other.close();
    }
  });
});
