import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOf } from '../../gateways/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMember } from '../../test/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (headers: Record<string, string>, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
const receipt = (headers: Record<string, string>, reference: string) =>
  t.app.inject({ method: 'GET', url: `/api/paymentreceipt?reference=${reference}`, headers });

describe('the Save More receipt', () => {
  it('names the weeks the payment paid, sums to it, and is only the payer’s once it went through', async () => {
    t.clock.set('2026-03-02T10:00:00Z');
    const m = await createMember(t, { plan: 'GOLD', startedAt: new Date('2026-03-02T09:00:00Z') });
    const res = await post(m.headers, '/usermakeupfrontcontribution', { con_week: 3, con_amount: 15_000 });
    expect(res.statusCode).toBe(200);
    const { reference } = res.json().data;
    // Not paid yet: no receipt.
    expect((await receipt(m.headers, reference)).statusCode).toBe(404);
    sandboxOf(t.app.deps.gateway)?.completeCheckout(reference, 'success');
    expect((await post(m.headers, '/usermakeupfrontcontributioncallback', { reference })).statusCode).toBe(
      200,
    );
    const r = await receipt(m.headers, reference);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({
      reference,
      amount: 15_000,
      plan_name: 'GOLD',
      method: 'Card',
      items: [{ label: 'Contribution: weeks 1 to 3 (3 × ₦5,000)', amount: 15_000 }],
    });
    expect(r.json().data.paid_at).toBe('2026-03-02T10:00:00.000Z');
    const other = await createMember(t, { plan: 'GOLD' });
    expect((await receipt(other.headers, reference)).statusCode).toBe(404);
  });
});
