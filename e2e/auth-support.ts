import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { lastMailTo, uniqueEmail, uniquePhone } from './support.ts';

/** Helpers of the account journeys (auth.spec.ts, guards.spec.ts). */

export const PASSWORD = 'Secret123';

export interface ApiUser {
  u_id: number;
  u_accesstoken: string;
  u_tfp_pin: string | null;
  email: string;
}

/** Registers through the API (the register screen has its own test) and returns the new user. */
export async function registerByApi(request: APIRequestContext, email = uniqueEmail(), password = PASSWORD) {
  const res = await request.post('/api/register', {
    data: { u_first_name: 'Ada Okafor', email, u_phone: uniquePhone(), password, u_trust_link: 0 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...(await res.json()).data, email } as ApiUser;
}

/** Opens the mailed verification link through the API, as the member's mail client would. */
export async function verifyByApi(request: APIRequestContext, email: string) {
  const link = new URL(await mailedLink(email, 'Verify your email address', '/login'), 'http://x');
  const res = await request.post('/api/emailverification', {
    data: { email, authcode: link.searchParams.get('verify') },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * A verified member with a Trust Fund Pin: registers, verifies the email, then starts the free
 * BASIC plan through the real joining call, which assigns the pin.
 */
export async function memberByApi(request: APIRequestContext, email = uniqueEmail('member')) {
  const user = await registerByApi(request, email);
  await verifyByApi(request, email);
  const plans = (await (await request.get('/api/getsubscriptionplans')).json()).data as {
    pl_plan_id: number;
    pl_plan_name: string;
  }[];
  const basic = plans.find((p) => p.pl_plan_name === 'ORDINARY' || p.pl_plan_name === 'BASIC');
  expect(basic, 'the BASIC plan is in the catalogue').toBeTruthy();
  const res = await request.post('/api/userordinaryplansubscribe', {
    headers: { accesstoken: user.u_accesstoken },
    data: { planid: String(basic?.pl_plan_id), page_response: 0 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const data = (await res.json()).data as { u_tfp_pin: string };
  expect(data.u_tfp_pin).toBeTruthy();
  return { ...user, u_tfp_pin: data.u_tfp_pin };
}

/** Logs in through the login screen. */
export async function loginInBrowser(page: Page, email: string, password = PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * An operator signs in afresh and opens a console page. The session comes from the login call and is
 * stored as the login screen stores it, as for members (member-setup.ts signIn): signing in on the login
 * page is a journey of its own (admin-console.spec.ts), and here it cost a load of the login screen per
 * use. They land in the console first: /admin, which sends a role without the Members page (finance) on
 * to its first section at once.
 */
export async function signInToConsole(
  page: Page,
  email: string,
  password: string,
  path: string,
  heading: string,
) {
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const user = (await login.json()).data;
  await page.goto('/favicon.svg');
  await page.evaluate((u) => {
    localStorage.clear();
    localStorage.setItem('tf.user', JSON.stringify(u));
  }, user);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin(\/[a-z-]+)?$/, { timeout: 20_000 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

/** The link of the newest mail to `email` whose subject is `subject`, as a path on this site. */
export async function mailedLink(email: string, subject: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mail = lastMailTo(email, subject);
      if (!mail) return '';
      link = mail.text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

/** A value the web app keeps in localStorage (the session, flags, remember-me). */
export const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(`tf.${k}`) ?? 'null'), key);
