import type { ChatEvent } from '@trust/shared';
import { describe, expect, it } from 'vitest';
import { connect, createExpertAccount, next, send } from '../../test/chat.ts';
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
});
