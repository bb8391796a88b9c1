import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../gateways/sandbox/sandbox-gateway.ts';
import { createTestApp } from './app.ts';
import { joiningTestApp, webhooksDelivered } from './joining.ts';
import { type Member, newMember } from './members.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload });

const missedNotices = async (m: Member) =>
  (
    (await m.call('GET', '/usenotificationlist')).json().data.notifications as {
      subject: string;
      message: string;
    }[]
  )
    .filter((n) => n.subject === 'Missed contribution')
    .map((n) => n.message);

describe('the browser tests’ manual clock (POST /api/test/clock, /api/test/run-job)', () => {
  it('moves time forward and runs the weekly debit: the declines-later card pays the plan, then misses week 2', async () => {
    const m = await newMember(t);
    const res = await m.call('POST', '/submituserpaymentcard', {
      card_name: 'Ada Okafor',
      card_number: SANDBOX_CARDS.declinesLater,
      card_exp: '12/30',
      card_cvv: '408',
      card_pin: '1234',
      card_process: 1,
      payment_type: 1,
      fromWeb: 1,
      payment_data: await t.planId('SILVER'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('successful');
    await webhooksDelivered(t);

    const before = t.clock.now().getTime();
    const early = await post('/test/run-job', { name: 'cycle-auto-debit' });
    expect(early.statusCode, early.body).toBe(200);
    expect(await missedNotices(m)).toEqual([]);

    const moved = await post('/test/clock', { advance_days: 7 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(new Date(moved.json().data.now).getTime() - before).toBe(7 * 86_400_000);
    const run = await post('/test/run-job', { name: 'cycle-auto-debit' });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ missed: 1, charged: 0 });
    expect(await missedNotices(m)).toEqual([expect.stringContaining('(week 2): Insufficient funds')]);
  });

  it('refuses a job that does not exist', async () => {
    const res = await post('/test/run-job', { name: 'drop-everything' });
    expect(res.statusCode).toBe(400);
  });

  it('do not exist outside NODE_ENV=test', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: 'https://trustfund.ng' } });
    for (const [url, payload] of [
      ['/api/test/clock', { advance_days: 7 }],
      ['/api/test/run-job', { name: 'cycle-auto-debit' }],
    ] as const) {
      const res = await prod.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(404);
    }
    const now = prod.clock.now().getTime();
    expect(now).toBe(new Date('2026-01-05T09:00:00Z').getTime());
    await prod.close();
  });
});
