import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { uniqueEmail, uniquePhone } from './support.ts';

/**
 * Setup for the member-home journeys, through the real API: register, buy a plan with a sandbox
 * card (or take the free BASIC plan), then sign the browser in by storing the session as the login
 * screen does. States that take other modules (a running loan, a title) come from the test-only
 * fixture call, which exists only on a NODE_ENV=test server; states reached by time (locked by missed
 * weeks, cash-out season) are reached on the manual-clock server (clock-support.ts).
 */
export type PlanName = 'ORDINARY' | 'SILVER' | 'GOLD' | 'PLATINUM';
const PLAIN_CARD = '4084084084084081';
const PASSWORD = 'Secret123';

export interface Member {
  email: string;
  token: string;
  name: string;
}

export async function newMember(
  request: APIRequestContext,
  opts: {
    plan?: PlanName | null;
    name?: string;
    verified?: boolean;
    card?: string;
    phone?: string;
    /** The referrer's TFP pin, as a referral link carries it: the referrer earns when this member pays. */
    referrerPin?: string;
  } = {},
): Promise<Member> {
  const email = uniqueEmail('home');
  const name = opts.name ?? 'Chiamaka Nwosu';
  const reg = await request.post('/api/register', {
    data: {
      u_first_name: name,
      email,
      u_phone: opts.phone ?? uniquePhone(),
      password: PASSWORD,
      u_trust_link: opts.referrerPin ? 1 : 0,
      ...(opts.referrerPin ? { u_associate_tfp: opts.referrerPin } : {}),
    },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const token = (await reg.json()).data.u_accesstoken as string;
  const headers = { accesstoken: token };
  const plan = opts.plan === undefined ? 'SILVER' : opts.plan;
  if (plan) {
    const plans = (await (await request.get('/api/getsubscriptionplans')).json()).data as {
      pl_plan_id: number;
      pl_plan_name: string;
    }[];
    const planid = plans.find((p) => p.pl_plan_name === plan)?.pl_plan_id;
    expect(planid, `plan ${plan} is seeded`).toBeTruthy();
    const res =
      plan === 'ORDINARY'
        ? await request.post('/api/userordinaryplansubscribe', { headers, data: { planid } })
        : await request.post('/api/submituserpaymentcard', {
            headers,
            data: {
              card_name: name,
              card_number: opts.card ?? PLAIN_CARD,
              card_exp: '12/30',
              card_cvv: '408',
              card_pin: '1234',
              card_process: 1,
              payment_type: 1,
              payment_data: planid,
              fromWeb: 1,
            },
          });
    expect(res.ok(), await res.text()).toBe(true);
  }
  if (opts.verified !== false) await fixture(request, { email, email_verified: true });
  return { email, token, name };
}

/** The test-only fixture call (apps/server/src/test/e2e-fixtures.ts). */
export async function fixture(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ u_id: number }> {
  const res = await request.post('/api/test/member-fixture', { data: body });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

/** Stores the session as the login screen does (GET /user + the token), then opens `path`. */
export async function signIn(page: Page, m: Member, path = '/dashboard', opts: { loginType?: string } = {}) {
  const user = (await (await page.request.get('/api/user', { headers: { accesstoken: m.token } })).json())
    .data;
  // Any page of the site's origin holds its storage: the icon, a file with no script to run, costs the
  // browser almost nothing (a public page cost a render and the app's start, 71 times a run).
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([u, loginType]) => {
      localStorage.setItem('tf.user', JSON.stringify(u));
      if (loginType) localStorage.setItem('tf.loginType', JSON.stringify(loginType));
    },
    [{ ...user, u_accesstoken: m.token }, opts.loginType ?? null] as const,
  );
  await page.goto(path);
}

/**
 * Opens the card page (/carddetails) for a signed-in member mid-joining, with `plan` chosen as the
 * plan page would leave it in storage.
 */
export async function openCardPage(page: Page, request: APIRequestContext, plan: PlanName) {
  const plans = (await (await request.get('/api/getsubscriptionplans')).json()).data as {
    pl_plan_id: number;
    pl_plan_name: string;
  }[];
  const id = plans.find((p) => p.pl_plan_name === plan)?.pl_plan_id;
  expect(id, `plan ${plan} is seeded`).toBeTruthy();
  await page.evaluate((planId) => localStorage.setItem('tf.planId', JSON.stringify(planId)), id);
  await page.goto('/carddetails');
}
