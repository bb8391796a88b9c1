import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../playwright.config.ts';
import { newMember, openCardPage, signIn } from './member-setup.ts';

/**
 * Lighthouse's accessibility and best-practices audits (mobile) on the landing page, a member's
 * dashboard and the card page: accessibility 100, best practices 95 or more. Lighthouse drives the
 * same Chromium as the test through its debugging port, in the signed-in member's profile (its
 * storage is kept), so the member pages are audited as the member sees them.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const DEBUG_PORT = 9400 + Number(process.env.E2E_PORT ?? 3100) - 3100;
let context: BrowserContext;
let page: Page;
let profile: string;

test.beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'trust-lighthouse-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`],
    baseURL: test.info().project.use.baseURL,
  });
  page = context.pages()[0] ?? (await context.newPage());
});

test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

async function audit(url: string) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility', 'best-practices'],
    // The member's session lives in the profile's storage: keep it.
    disableStorageReset: true,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Name what failed, so a regression says which audit it is.
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map(
      (a) =>
        `${a.id}: ${JSON.stringify((a.details as { items?: unknown[] } | undefined)?.items ?? []).slice(0, 600)}`,
    );
  return { accessibility: score('accessibility'), bestPractices: score('best-practices'), failed };
}

const origin = () => test.info().project.use.baseURL as string;

test('the landing page scores accessibility 100 and best practices 95 or more', async () => {
  const r = await audit(`${origin()}/`);
  expect(r.failed, 'failed audits').toEqual([]);
  expect(r.accessibility).toBe(100);
  expect(r.bestPractices).toBeGreaterThanOrEqual(95);
});

test('a member’s dashboard scores accessibility 100 and best practices 95 or more', async ({ request }) => {
  const m = await newMember(request, { plan: 'GOLD' });
  await signIn(page, m);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  const r = await audit(`${origin()}/dashboard`);
  expect(r.failed, 'failed audits').toEqual([]);
  expect(r.accessibility).toBe(100);
  expect(r.bestPractices).toBeGreaterThanOrEqual(95);
});

test('the card page scores accessibility 100 and best practices 95 or more', async ({ request }) => {
  const m = await newMember(request, { plan: null });
  await signIn(page, m, '/viewplans');
  await openCardPage(page, request, 'SILVER');
  await expect(page.getByRole('heading', { name: 'SILVER plan' })).toBeVisible();
  const r = await audit(`${origin()}/carddetails`);
  expect(r.failed, 'failed audits').toEqual([]);
  expect(r.accessibility).toBe(100);
  expect(r.bestPractices).toBeGreaterThanOrEqual(95);
});
