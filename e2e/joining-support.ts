import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_DATABASE_URL } from '../playwright.config.ts';
import { PASSWORD } from './auth-support.ts';
import { uniqueEmail, uniquePhone } from './support.ts';

/** Helpers of the joining journeys (e2e/joining-*.spec.ts). */

export const CARDS = {
  plain: '4084084084084081',
  otp: '5531886652142950',
  redirect: '4187427415564246',
  declined: '5143010522339965',
};

/** A visitor registers on the register screen (optionally through a referral link) and lands on the plans. */
export async function registerInBrowser(page: Page, opts: { referralKey?: string } = {}) {
  const email = uniqueEmail('joining');
  await page.goto(opts.referralKey ? `/register?${opts.referralKey}` : '/register');
  await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ada Okafor');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill(`0${uniquePhone().slice(3)}`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/viewplans$/);
  return email;
}

/** From the plan list, opens a plan's detail (BASIC, FLEXI, PLATINUM on the list; others by switching). */
export async function openPlan(page: Page, name: 'BASIC' | 'FLEXI' | 'SILVER' | 'GOLD' | 'PLATINUM') {
  const listed = name === 'BASIC' || name === 'FLEXI' || name === 'PLATINUM';
  await page.getByRole('link', { name: `See More about the ${listed ? name : 'PLATINUM'} plan` }).click();
  await expect(page).toHaveURL(/\/trustplans$/);
  // A wide screen compares the plans side by side; a phone lists the others as buttons.
  if (!listed) {
    await expect(page.getByRole('heading', { name: 'PLATINUM plan', level: 1 })).toBeVisible();
    const compare = page.getByRole('button', { name: `Choose ${name}`, exact: true });
    await ((await compare.isVisible()) ? compare : page.getByRole('button', { name, exact: true })).click();
  }
  await expect(page.getByRole('heading', { name: `${name} plan`, level: 1 })).toBeVisible();
}

export async function fillCard(page: Page, number: string, patch: { exp?: string; pin?: string } = {}) {
  await page.getByRole('textbox', { name: 'Card holder name' }).fill('Ada Okafor');
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(patch.exp ?? '1230');
  await page.getByLabel('CVV').fill('408');
  await page.getByLabel('Card PIN').fill(patch.pin ?? '1234');
}

/** The stored user (the web app's session). */
export const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tf.user') ?? 'null') as { u_tfp_pin?: string } | null);

/** The receipt shown after a plan payment: checks it names a reference, then Continue. */
export async function continueFromReceipt(page: Page) {
  await expect(page).toHaveURL(/\/receipt\?reference=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText('Reference');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** From the receipt, skips the trust partner and invite steps to reach the dashboard through /success. */
export async function skipOnboarding(page: Page) {
  await continueFromReceipt(page);
  await expect(page).toHaveURL(/\/trustpartner$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/trustnetwork$/);
  await page.getByRole('button', { name: "I'll do it later" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A member's bank transfer confirmed as operators do it: the seeded admin proposes the
 * confirmation with the bank reference, the seeded finance operator approves it (maker-checker).
 * Answers the approval's response.
 */
export async function confirmTransferAsOperator(request: APIRequestContext, tfp: string, amount: number) {
  const tokenOf = async (email: string, password: string) => {
    const login = await request.post('/api/login', { data: { email, password } });
    expect(login.ok(), await login.text()).toBe(true);
    return (await login.json()).data.u_accesstoken as string;
  };
  const proposed = await request.post('/api/admin/transfers/propose', {
    headers: { accesstoken: await tokenOf('admin@trustfund.ng', 'Admin@2026') },
    data: { tfp, amount, reference: `E2E-${tfp}-${amount}` },
  });
  expect(proposed.ok(), await proposed.text()).toBe(true);
  const p = (await proposed.json()).data;
  return request.post(`/api/admin/approvals/${p.id}/approve`, {
    headers: { accesstoken: await tokenOf('finance@trustfund.ng', 'Finance@2026') },
    data: { payload_hash: p.payload_hash },
  });
}

/**
 * Every file of the e2e server's data directory (embedded database pages and WAL, log, outbox) that
 * contains one of `needles`; on PostgreSQL also the server's database, dumped once, as `database`.
 */
export function filesContaining(needles: string | string[], dir = E2E_DATA_DIR): string[] {
  const wanted = (Array.isArray(needles) ? needles : [needles]).map((n) => Buffer.from(n));
  const holds = (bytes: Buffer) => wanted.some((w) => bytes.includes(w));
  const hits: string[] = [];
  if (E2E_DATABASE_URL && dir === E2E_DATA_DIR) {
    const dump = execFileSync('pg_dump', ['--data-only', '--no-owner', E2E_DATABASE_URL], {
      maxBuffer: 512 * 1024 * 1024,
      // pg_dump warns about the job queue's circular foreign keys, which only matter for a restore.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (holds(dump)) hits.push('database');
  }
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const s = statSync(p);
      if (s.isDirectory()) walk(p);
      else if (s.size < 64 * 1024 * 1024 && holds(readFileSync(p))) hits.push(p);
    }
  };
  walk(dir);
  return hits;
}

/**
 * Runs the ledger check on the e2e server's database: on PostgreSQL directly, on the embedded database
 * on a copy (the server holds the original, and the embedded database allows one process). Answers
 * the report.
 */
export function ledgerCheckOfCopy(): {
  ok: boolean;
  checks: { name: string; ok: boolean; problems: string[] }[];
} {
  const copy = mkdtempSync(join(tmpdir(), 'trust-e2e-ledger-'));
  try {
    if (!E2E_DATABASE_URL) cpSync(join(E2E_DATA_DIR, 'pg'), join(copy, 'pg'), { recursive: true });
    const out = execFileSync('node', ['apps/server/src/cli/ledger-check.ts', '--json'], {
      env: { ...process.env, DATA_DIR: copy, DATABASE_URL: E2E_DATABASE_URL ?? '' },
      encoding: 'utf8',
    });
    return JSON.parse(out);
  } catch (e) {
    const out = (e as { stdout?: string }).stdout;
    if (out) return JSON.parse(out);
    throw e;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
