import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOn } from '../db/listen.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { pause } from '../test/chat.ts';
import { createMember, ensurePlans } from '../test/members.ts';
import { PUBLIC_CONTENT_CHANNEL } from './public-content-signal.ts';

// What another instance of the server hears when an operator changes the public pages' content here:
// it draws its prerendered pages again. On PostgreSQL the listener is a connection of its own, as
// another instance's would be.
let t: TestApp;
let editor: Awaited<ReturnType<typeof createMember>>;
let stop: () => Promise<void>;
const heard: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  editor = await createMember(t, { user: { role: 'content', fullName: 'Chidi Content' } });
  stop = await listenOn(
    t.database,
    PUBLIC_CONTENT_CHANNEL,
    (payload) => heard.push(payload),
    () => {},
  );
});
afterAll(async () => {
  await stop();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api${url}`, headers: editor.headers, payload });

async function heardAfter(work: () => Promise<{ statusCode: number }>) {
  const before = heard.length;
  const res = await work();
  await pause(300);
  return { status: res.statusCode, announced: heard.length - before };
}

describe('a change to the public pages, announced to every instance', () => {
  it('announces a saved FAQ and a saved plan figure, once each', async () => {
    const faq = {
      question: 'Can I save for my child?',
      answer: 'Yes, open a plan in their name.',
      position: 99,
    };
    expect(await heardAfter(() => call('POST', '/admin/content/faq', faq))).toEqual({
      status: 200,
      announced: 1,
    });
    await ensurePlans(t.database.db);
    const [plan] = (await call('GET', '/admin/plans')).json().data;
    const figures = {
      membership_fee: plan.membership_fee,
      weekly_saving: plan.weekly_saving + 100,
      loan_max: plan.loan_max,
      cover_limit: plan.cover_limit,
      referral_l1: plan.referral_l1,
      referral_l2: plan.referral_l2,
      referral_l3: plan.referral_l3,
      active: plan.active,
      benefits: [],
    };
    expect(await heardAfter(() => call('PUT', `/admin/plans/${plan.id}`, figures))).toEqual({
      status: 200,
      announced: 1,
    });
  });

  it('announces nothing for a read or a refused change', async () => {
    expect(await heardAfter(() => call('GET', '/admin/content/faq'))).toEqual({ status: 200, announced: 0 });
    expect(await heardAfter(() => call('POST', '/admin/content/faq', { question: '  ' }))).toEqual({
      status: 400,
      announced: 0,
    });
  });
});
