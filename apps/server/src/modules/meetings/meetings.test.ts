import { MEETING_MESSAGES } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMeetings } from '../../seed/meetings.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMeetings(t.database.db, t.clock.now());
  await seedMeetings(t.database.db, t.clock.now());
});
afterAll(() => t.close());

const listFor = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/tnmmeetinglist', headers })).json().data;

describe('network meetings', () => {
  it('lists the upcoming meetings soonest first with date and time in Lagos (seed is idempotent)', async () => {
    const m = await createMember(t);
    const list = await listFor(m.headers);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      ev_name: 'Lagos Trust Network Meetup',
      event_date: '01/15/2026',
      event_time: '10:00',
      attending: false,
    });
    expect(list[0].ev_address).toContain('Victoria Island');
  });

  it('records Attend for this member only, once', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const [first] = await listFor(a.headers);
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/tnmmeetingjoin',
        headers: a.headers,
        payload: { event_id: first.ev_id, event_status: 1 },
      });
    expect((await join()).json()).toMatchObject({ status: 'success', message: MEETING_MESSAGES.joined });
    expect((await join()).json()).toMatchObject({
      status: 'success',
      message: MEETING_MESSAGES.alreadyJoined,
    });
    expect((await listFor(a.headers))[0].attending).toBe(true);
    expect((await listFor(b.headers))[0].attending).toBe(false);
  });

  it('refuses an unknown meeting (404), a past one (404) and a wrong event_status (400)', async () => {
    const m = await createMember(t);
    const [first] = await listFor(m.headers);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/tnmmeetingjoin', headers: m.headers, payload });
    expect((await post({ event_id: 99999, event_status: 1 })).statusCode).toBe(404);
    expect((await post({ event_id: first.ev_id, event_status: 2 })).statusCode).toBe(400);
    t.clock.advanceDays(11);
    const later = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tnmmeetingjoin',
      headers: later.headers,
      payload: { event_id: first.ev_id, event_status: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MEETING_MESSAGES.notFound);
    expect(await listFor(later.headers)).toHaveLength(2);
  });
});
