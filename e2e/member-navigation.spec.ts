import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
// Longest journey here: 30.1 s (5 December, one worker, load average about 20); the suite's
// 120 s limit (playwright.config.ts) is three times that or more.

/** The sidebar's groups (part 2 section 2.2's entries, grouped by what a member comes to do). */
const GROUPS = {
  Save: ['Dashboard', 'Weekly Contribution', 'Save More', 'Transactions'],
  Earn: ['Weekly Earnings', 'My Trust Wallet', 'Trust Market'],
  Borrow: ['Get a Loan', 'Apply for P.O.P', 'Apply for E.T.C'],
  Network: ['Build Trust Network', 'My Trust Network', 'Invite People'],
  Help: ['Business Expert', 'Legal Advice', 'Medical Advice', 'Notifications'],
  Account: ['User Profile', 'Logout'],
};
const TABS = ['Home', 'Save', 'Loans', 'Network', 'Me'];
/** Everything the tabs do not open, and the navbar's two help links, which a phone's header has no room for. */
const IN_MORE_SHEET = [
  'Save More',
  'Transactions',
  'Weekly Earnings',
  'My Trust Wallet',
  'Trust Market',
  'Apply for P.O.P',
  'Apply for E.T.C',
  'Build Trust Network',
  'Invite People',
  'Business Expert',
  'Legal Advice',
  'Medical Advice',
  'Notifications',
  'Customer Care',
  'Support Chat',
  'Logout',
];

/** The parts of the shell that change from member to member: their pin, their unread count. */
const dynamic = (page: Page) => [page.getByTestId('tfp-pin'), page.locator('.mantine-Indicator-indicator')];

test('on a 360 px phone the bottom tabs navigate and mark the current one; More lists the rest and closes on a choice', async ({
  page,
  request,
}) => {
  const m = await newMember(request);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, m);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Member tabs' });
  await expect(tabs).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'Member menu' })).toBeHidden();

  // The header keeps the TFP, the notification badge and the profile menu.
  await expect(page.getByTestId('tfp-pin')).toBeInViewport();
  await expect(page.getByRole('link', { name: /Notifications, \d+ unread/ })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeInViewport();

  for (const label of TABS) {
    const box = await tabs.getByRole('link', { name: label, exact: true }).boundingBox();
    expect(box?.width, `${label} is wide enough to tap`).toBeGreaterThanOrEqual(44);
    expect(box?.height, `${label} is tall enough to tap`).toBeGreaterThanOrEqual(44);
  }
  const home = tabs.getByRole('link', { name: 'Home', exact: true });
  await expect(home).toHaveAttribute('aria-current', 'page');

  await tabs.getByRole('link', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/weeklycontribution$/);
  await expect(tabs.getByRole('link', { name: 'Save', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveAttribute('aria-current');
  await tabs.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await tabs.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const more = tabs.getByRole('button', { name: 'More' });
  await more.click();
  const sheet = page.getByRole('dialog', { name: 'More' });
  await expect(sheet).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  for (const label of IN_MORE_SHEET) {
    await expect(sheet.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  for (const label of [
    'Dashboard',
    'Weekly Contribution',
    'Get a Loan',
    'My Trust Network',
    'User Profile',
  ]) {
    await expect(sheet.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/member-more-sheet-360.png' });

  await sheet.getByRole('button', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(sheet).toBeHidden();
  // The page on screen is one the sheet lists: More is highlighted, and the sheet marks the entry.
  await expect(more).toHaveAttribute('data-current', 'true');
  await expect(tabs.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
  await more.click();
  await expect(sheet.getByRole('button', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  await sheet.getByRole('button', { name: 'Trust Market' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Trust Market' })).toContainText('opening soon');
  await page.getByRole('button', { name: 'OK' }).click();

  await more.click();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/transactions$/);
});

test('at 1280 px the sidebar shows its groups under their headings, with icons, and marks the current page', async ({
  page,
  request,
}) => {
  const m = await newMember(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, m);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Member menu' });
  await expect(page.getByRole('navigation', { name: 'Member tabs' })).toBeHidden();
  for (const [name, entries] of Object.entries(GROUPS)) {
    const group = nav.getByRole('group', { name });
    await expect(group.getByText(name, { exact: true })).toBeVisible();
    for (const label of entries) {
      const entry = group.getByRole('button', { name: label, exact: true });
      await expect(entry).toBeVisible();
      await expect(entry.locator('svg')).toHaveCount(1);
    }
  }
  await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[aria-current="page"]:visible')).toHaveCount(1);
  await page.mouse.move(640, 400); // axe reads colours; not in the middle of a menu entry's hover transition
  await expectAccessible(page);
  await screenshots(page, 'member-dashboard-sidebar');

  await page.setViewportSize({ width: 1280, height: 800 });
  await nav.getByRole('button', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(nav.getByRole('button', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test('the member shell looks as designed at 360 and 1280 px', async ({ page, request }) => {
  const m = await newMember(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, m);
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await page.mouse.move(640, 400);
  const options = { mask: dynamic(page), maxDiffPixelRatio: 0.01 };
  await expect(page.getByRole('banner')).toHaveScreenshot('member-header-1280.png', options);
  await expect(page.getByRole('navigation', { name: 'Member menu' })).toHaveScreenshot(
    'member-sidebar-1280.png',
    options,
  );

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Member tabs' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveScreenshot('member-header-360.png', options);
  await expect(page.getByRole('navigation', { name: 'Member tabs' })).toHaveScreenshot(
    'member-tabs-360.png',
    options,
  );
});

test('at 1280 x 800 the whole sidebar fits without scrolling, down to Logout', async ({ page, request }) => {
  const m = await newMember(request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, m);
  const nav = page.getByRole('navigation', { name: 'Member menu' });
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  const overflow = await nav.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some(
      (e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible',
    ),
  );
  expect(overflow).toBe(false);
});

test('on a phone the page ends above the tab bar, with room for the safe area under it', async ({
  page,
  request,
}) => {
  const m = await newMember(request);
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, m);
  await expect(page.getByRole('navigation', { name: 'Member tabs' })).toBeVisible();
  // index.html lets the page reach under the home bar, so the tab bar can pad itself by it.
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
  const padding = await page.evaluate(() => {
    const main = document.querySelector('main');
    const bar = document.querySelector('nav[aria-label="Member tabs"]');
    return {
      main: main ? Number.parseFloat(getComputedStyle(main).paddingBottom) : 0,
      bar: bar?.getBoundingClientRect().height ?? 0,
    };
  });
  expect(padding.main).toBeGreaterThanOrEqual(padding.bar);
  // The end of the page scrolls clear of the bar. The dashboard grows as its figures arrive, so
  // scroll to the end again until the page has settled, then measure.
  const footer = page.getByRole('navigation', { name: 'Policies' });
  const tabs = page.getByRole('navigation', { name: 'Member tabs' });
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const bar = await tabs.boundingBox();
      const end = await footer.boundingBox();
      return (bar?.y ?? 0) - ((end?.y ?? 0) + (end?.height ?? 0));
    })
    .toBeGreaterThanOrEqual(0);
});
