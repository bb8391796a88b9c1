import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { collect, connect, next, pause } from '../../test/chat.ts';
import { createMember } from '../../test/members.ts';
import { twoInstances } from '../../test/two-instances.ts';
import { COUNT_EVENT } from '../chat/notification-count.ts';
import { notify } from './service.ts';

// Two server instances on one database and one Redis, as behind a load balancer.
const w = twoInstances('count-test');
const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

async function paidMember(name: string) {
  const m = await createMember(w.t, { plan: 'SILVER', user: { fullName: name } });
  const [u] = await w.t.database.db.select({ tfp: users.tfpPin }).from(users).where(eq(users.id, m.userId));
  return { ...m, tfp: u?.tfp ?? '' };
}
const count = (p: { notification_count: number }) => p.notification_count;

/** One member asks another into their trust network: a notification for the one asked. */
async function askToTrust(asker: { headers: Record<string, string> }, asked: { tfp: string }) {
  const res = await w.t.app.inject({
    method: 'POST',
    url: '/api/addtrustmember',
    headers: asker.headers,
    payload: { u_mem_tfpcode: asked.tfp },
  });
  expect(res.statusCode).toBe(200);
}

describe('the header count over the socket', () => {
  it('sends the member’s open app its new unread count when a trust request commits, and nothing to others', async () => {
    const asker = await paidMember('Ada Asker');
    const asked = await paidMember('Bola Asked');
    const bystander = await paidMember('Chi Bystander');
    const s = await connect(w.urlA, { token: asked.token });
    const other = await connect(w.urlA, { token: bystander.token });
    open.push(s, other);
    const otherSaw = collect(other, COUNT_EVENT);

    const arrives = next<{ notification_count: number }>(s, COUNT_EVENT);
    await askToTrust(asker, asked);
    expect(count(await arrives)).toBe(1);
    // The count is the same the session answers.
    const session = await w.t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: asked.headers,
    });
    expect(session.json().data.notification_count).toBe(1);
    await pause(200);
    expect(otherSaw).toEqual([]);
  });

  it('announces nothing for a notification whose transaction rolls back', async () => {
    const member = await paidMember('Dayo Rolledback');
    const s = await connect(w.urlA, { token: member.token });
    open.push(s);
    const saw = collect<{ notification_count: number }>(s, COUNT_EVENT);
    await expect(
      w.t.database.db.transaction(async (tx) => {
        await notify(tx, member.userId, 'Never told', 'This change did not happen.', { at: w.t.clock.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A committed one afterwards arrives alone, counting only itself.
    const arrives = next<{ notification_count: number }>(s, COUNT_EVENT);
    await w.t.database.db.transaction((tx) =>
      notify(tx, member.userId, 'Told', 'This change happened.', { at: w.t.clock.now() }),
    );
    expect(count(await arrives)).toBe(1);
    await pause(200);
    expect(saw.map(count)).toEqual([1]);
  });

  it('reaches the member’s tabs on both instances once each, whichever instance wrote it', async () => {
    const asker = await paidMember('Efe Asker');
    const asked = await paidMember('Funmi Twotabs');
    const onA = await connect(w.urlA, { token: asked.token });
    const onB = await connect(w.urlB, { token: asked.token });
    open.push(onA, onB);
    const sawA = collect<{ notification_count: number }>(onA, COUNT_EVENT);
    const sawB = collect<{ notification_count: number }>(onB, COUNT_EVENT);
    const arrivesB = next<{ notification_count: number }>(onB, COUNT_EVENT);
    await askToTrust(asker, asked);
    expect(count(await arrivesB)).toBe(1);
    await pause(300);
    expect(sawA.map(count)).toEqual([1]);
    expect(sawB.map(count)).toEqual([1]);
  });

  it('lowers the badge in the member’s other tabs when one of them reads a notification; reading again sends nothing', async () => {
    const asker = await paidMember('Gozie Asker');
    const asked = await paidMember('Halima Reader');
    const otherTab = await connect(w.urlB, { token: asked.token });
    open.push(otherTab);
    const raised = next<{ notification_count: number }>(otherTab, COUNT_EVENT);
    await askToTrust(asker, asked);
    expect(count(await raised)).toBe(1);
    const list = await w.t.app.inject({
      method: 'GET',
      url: '/api/usenotificationlist',
      headers: asked.headers,
    });
    const id = list.json().data.notifications[0].notification_id;

    const lowered = next<{ notification_count: number }>(otherTab, COUNT_EVENT);
    const read = await w.t.app.inject({
      method: 'POST',
      url: '/api/notificationread',
      headers: asked.headers,
      payload: { notification_id: id },
    });
    expect(read.json().data.notification_count).toBe(0);
    expect(count(await lowered)).toBe(0);

    const saw = collect<{ notification_count: number }>(otherTab, COUNT_EVENT);
    await w.t.app.inject({
      method: 'POST',
      url: '/api/notificationread',
      headers: asked.headers,
      payload: { notification_id: id },
    });
    await pause(300);
    expect(saw).toEqual([]);
  });
});
