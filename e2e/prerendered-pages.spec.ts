import { expect as baseExpect, type ConsoleMessage, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// Console screens load lazily on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Each prerendered public page: its main heading and a text from its body (seeded content for the landing). */
const PAGES = [
  {
    path: '/',
    name: 'landing',
    heading: 'Save together. Grow together. Borrow without interest.',
    text: 'How it Works',
  },
  { path: '/learn-more', name: 'learn-more', heading: 'Learn More', text: 'Trust Fund' },
  { path: '/viewplans', name: 'view-plans', heading: 'Trust Plans', text: 'Click on any Plan to See More' },
  { path: '/terms', name: 'terms', heading: 'Terms and Conditions', text: 'Trust Fund' },
  { path: '/privacy', name: 'privacy', heading: 'Privacy Policy', text: 'Trust Fund' },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const p of PAGES) {
    test(`${p.path} reads as finished HTML`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.locator('main')).toContainText(p.text);
      // The page is readable: the "needs JavaScript" notice is not sent with it.
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
      await screenshots(page, `prerendered-${p.name}-no-js`);
    });
  }

  test('the landing page lists the plans and the seeded FAQ from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('faq-list').locator('details').first()).toBeVisible();
    await expect(page.getByText('PLATINUM', { exact: false }).first()).toBeVisible();
  });
});

test('each prerendered page hydrates without a mismatch and without console errors', async ({ page }) => {
  const problems: string[] = [];
  const watch = (m: ConsoleMessage) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', watch);
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    // Hydrated: the app answers a click (the cookie notice, shown by the app only, appears on the landing page).
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await screenshots(page, `prerendered-${p.name}`);
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  expect(problems).toEqual([]);
});

test('the landing page is interactive after hydration', async ({ page }) => {
  await page.goto('/');
  const cookie = page.getByRole('region', { name: 'Cookie notice' });
  await cookie.getByRole('button', { name: 'Accept' }).click();
  await expect(cookie).toHaveCount(0);
  // A client-side navigation from the prerendered page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('an operator edits an FAQ and the served HTML shows it at once', async ({ page }) => {
  const question = `Can I save in naira and dollars? (${Date.now()})`;
  const before = await (await page.request.get('/')).text();
  expect(before).not.toContain(question);
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await page.getByRole('button', { name: 'Add question' }).click();
  const add = page.getByRole('dialog', { name: 'Add question' });
  await add.getByRole('textbox', { name: 'Question' }).fill(question);
  await add.getByRole('textbox', { name: 'Answer' }).fill('Only in naira.');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add).toHaveCount(0);

  // The HTML the server sends for / already holds the new question (no JavaScript involved).
  const after = await (await page.request.get('/')).text();
  expect(after).toContain(question);

  // Edit the question: the next request shows the edit, not the cached first version.
  const item = page.getByTestId('content-item').filter({ hasText: question });
  await item.getByRole('button', { name: `Edit ${question}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit question' });
  await edit.getByRole('textbox', { name: 'Answer' }).fill('Only in naira, saved weekly.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  expect(await (await page.request.get('/')).text()).toContain('Only in naira, saved weekly.');

  // Delete it again, leaving the public FAQ as it was; the served page drops it too.
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this question?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('content-item').filter({ hasText: question })).toHaveCount(0);
  expect(await (await page.request.get('/')).text()).not.toContain(question);
});
