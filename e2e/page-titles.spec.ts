import { expect as baseExpect, type Page, test } from '@playwright/test';
import { comingSoonPaths, paths } from '../apps/web/src/config/paths.ts';
import { titleFor } from '../apps/web/src/lib/page-title.ts';
import { newMember, signIn } from './member-setup.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
// Longest journey here: 30.6 s (5 December, one worker, load average 25 and a CPU hog); the suite's
// 120 s limit (playwright.config.ts) is three times that or more.

/** Opens each path and reads the title of the screen it settles on (a guard may send it elsewhere). */
async function titlesOf(page: Page, list: readonly string[]) {
  const seen = new Map<string, string>();
  for (const path of list) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const at = new URL(page.url()).pathname;
    await expect(page, `the title of ${path} (shown at ${at})`).toHaveTitle(titleFor(at));
    seen.set(at, await page.title());
  }
  return seen;
}

/** No two screens share a title, and no screen that exists is called "Page not found". */
function expectDistinct(seen: Map<string, string>) {
  const titles = [...seen.values()];
  expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  expect(titles).not.toContain('Page not found | Trust Fund');
}

test('every public and joining screen has its own title', async ({ page }) => {
  const seen = await titlesOf(page, [
    paths.home,
    paths.login,
    paths.register,
    paths.forgot,
    paths.reset,
    paths.terms,
    paths.privacy,
    paths.learnMore,
    paths.jobs,
    paths.chatSupport,
    paths.support,
    paths.viewplans,
    paths.trustplans,
    paths.transfer,
  ]);
  expect(seen.get('/viewplans')).toBe('Choose a plan | Trust Fund');
  expect(seen.get('/trustplans')).toBe('Trust plans | Trust Fund');
  expect(seen.size).toBeGreaterThanOrEqual(13);
  expectDistinct(seen);
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found | Trust Fund');
});

test('every member screen has its own title', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await titlesOf(page, [
    paths.dashboard,
    paths.weeklycontribution,
    paths.savemore,
    paths.transactions,
    paths.profile,
    paths.changepassword,
    paths.trustmembers,
    paths.buildnetwork,
    paths.trustmarket,
    paths.customercare,
    paths.userchat,
    paths.chat,
    ...comingSoonPaths,
  ]);
  expect(seen.get('/dashboard')).toBe('Dashboard | Trust Fund');
  expect(seen.get('/savemore')).toBe('Save more | Trust Fund');
  expect(seen.get('/trustmembers')).toBe('Trust members | Trust Fund');
  expect(seen.size).toBe(12 + comingSoonPaths.length);
  expectDistinct(seen);
});
