import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../gateways/sandbox/sandbox-gateway.ts';
import { createTestApp } from '../../test/app.ts';
import { joiningTestApp, webhooksDelivered } from '../../test/joining.ts';
import { newMember } from '../../test/members.ts';
import { METRICS_BAD_TOKEN, METRICS_REFUSED } from './access.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp();
});
afterAll(async () => {
  await webhooksDelivered(t);
  await t.close();
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

/** The value of one series, e.g. value(text, 'trust_payments{status="success"}'); undefined when absent. */
const value = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics (Prometheus)', () => {
  it('counts requests and their latency per route pattern, never per raw address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/uploads/someone-elses-photo.jpg' });
    const text = await scrape();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(value(text, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/uploads\/:name",status_code="\d+"\} 1/,
    );
    expect(text).not.toContain('someone-elses-photo');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    // Node's own figures come along.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows payment states, the weekly debit run’s outcomes and the database pool', async () => {
    const m = await newMember(t);
    const joined = await m.call('POST', '/submituserpaymentcard', {
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
    expect(joined.statusCode, joined.body).toBe(200);
    await webhooksDelivered(t);
    const before = await scrape();
    const missedBefore =
      value(before, 'trust_job_outcomes_total{job="cycle-auto-debit",outcome="missed"}') ?? 0;
    const runsBefore = value(before, 'trust_job_runs_total{job="cycle-auto-debit",result="ok"}') ?? 0;

    await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { advance_days: 7 } });
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/test/run-job',
      payload: { name: 'cycle-auto-debit' },
    });
    expect(run.json().data).toMatchObject({ missed: 1 });

    // The state counts are re-read at most every 30 s of the app's clock, which moved a week.
    const text = await scrape();
    expect(value(text, 'trust_job_runs_total{job="cycle-auto-debit",result="ok"}')).toBe(runsBefore + 1);
    expect(value(text, 'trust_job_outcomes_total{job="cycle-auto-debit",outcome="missed"}')).toBe(
      missedBefore + 1,
    );
    expect(value(text, 'trust_payments{status="success"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'trust_db_up')).toBe(1);
    expect(text).toContain('# TYPE trust_payouts gauge');
    expect(text).toContain('# TYPE trust_job_queue_depth gauge');
    expect(value(text, 'trust_debits_charging')).toBe(0);
    if (t.database.kind === 'postgres') {
      expect(value(text, 'trust_db_embedded')).toBe(0);
      expect(value(text, 'trust_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'trust_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(value(text, 'trust_db_embedded')).toBe(1);
      expect(text).not.toContain('trust_db_pool_connections{');
    }
  });

  it('answers only on this machine without a token: a remote or proxied caller is refused', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ status: 'error', message: METRICS_REFUSED });
    expect(remote.body).not.toContain('http_requests_total');
    // nginx on the same machine forwards from loopback, with X-Forwarded-For.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('answers a remote caller with the right METRICS_TOKEN, and refuses a wrong one', async () => {
    const token = 'metrics-token-for-the-test-0123456789';
    const c = await createTestApp({ env: { METRICS_TOKEN: token } });
    try {
      const scrapeWith = (authorization: string) =>
        c.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '203.0.113.9',
          headers: { authorization },
        });
      const right = await scrapeWith(`Bearer ${token}`);
      expect(right.statusCode).toBe(200);
      expect(right.headers['content-type']).toContain('text/plain');
      expect(right.body).toContain('trust_db_up');
      const wrong = await scrapeWith('Bearer metrics-token-for-the-test-XXXXXXXXXX');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(METRICS_BAD_TOKEN);
    } finally {
      await c.close();
    }
  });
});
