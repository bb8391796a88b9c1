import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newMember, openCardPage, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tf.cookiesAccepted', '1'));
});

/** The logo in the page's header: the way home (or to the dashboard for a member mid-joining). */
const homeLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Trust Fund', exact: true });

/** Every public page but the landing page (which adds its section anchors), with its main heading. */
const PUBLIC_PAGES = [
  ['/viewplans', 'Trust Plans'],
  ['/trustplans', 'PLATINUM plan'],
  ['/terms', 'Terms and Conditions'],
  ['/privacy', 'Privacy Policy'],
  ['/learn-more', 'Learn More'],
  ['/jobs', 'Work with the Trust Fund'],
  ['/chat-support', 'Start Conversation'],
  ['/support', 'Talk to our Members Support Team'],
  ['/no-such-page', "WE'RE SORRY, PAGE NOT FOUND"],
] as const;

test('every public page has the same header, with the logo as the way home, and the same footer', async ({
  page,
}) => {
  for (const [path, heading] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(homeLink(page), path).toHaveAttribute('href', '/');
    const header = page.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    // This year's, not the spec's 2022 (docs/domain-rules.md).
    await expect(
      page.getByRole('contentinfo').getByText(`© ${new Date().getFullYear()} Trust Fund`),
    ).toBeVisible();
  }
});

test('/viewplans and /trustplans, once without a way home, lead home from the logo and pass axe', async ({
  page,
}) => {
  await page.goto('/viewplans');
  await expect(page.getByRole('heading', { name: 'Trust Plans', level: 1 })).toBeVisible();
  await expect(homeLink(page)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'chrome-viewplans');
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/trustplans');
  await expect(page.getByRole('heading', { name: 'PLATINUM plan', level: 1 })).toBeVisible();
  await expect(homeLink(page)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'chrome-trustplans');
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshots(page, 'chrome-landing');
});

test('a joining step shows the logo: home for a visitor, the dashboard once the member has a pin', async ({
  page,
  request,
}) => {
  const joining = await newMember(request, { plan: null, name: 'Bola Ade' });
  await signIn(page, joining, '/privacy');
  await openCardPage(page, request, 'SILVER');
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expect(homeLink(page)).toHaveAttribute('href', '/');
  // Mid-joining: no Login or Register to lead away, but the policies are at the foot of the page.
  await expect(page.getByRole('banner').getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'chrome-onboarding-card');

  const member = await newMember(request);
  await signIn(page, member, '/trustpartner');
  await expect(page.getByRole('heading', { name: 'Your trust partner' })).toBeVisible();
  await expect(homeLink(page)).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);
  await screenshots(page, 'chrome-onboarding-trust-partner');
  await homeLink(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the public header and footer look as designed at 360 and 1280 px', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await page.mouse.move(0, 400);
    await expect(page.getByRole('banner')).toHaveScreenshot(`public-header-${width}.png`);
    await expect(page.getByRole('contentinfo')).toHaveScreenshot(`public-footer-${width}.png`);
  }
});
