import { expect as baseExpect, type Page, test } from '@playwright/test';
import { E2E_CLOCK_URL } from '../playwright.config.ts';
import { loginInBrowser } from './auth-support.ts';
import { advanceDays, clockNow, DAY_MS, runDailyJobs } from './clock-support.ts';
import { newMember } from './member-setup.ts';
import { apiSaveBank, typeMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

/**
 * States members reach by time, reached the way they reach them: on the manual-clock server the
 * clock moves forward and the scheduled jobs run. The journeys share that clock, which never goes
 * back, so they run one after another and each starts with a new member at whatever time it is.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: E2E_CLOCK_URL });
// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The sandbox card that pays for the plan and then declines every weekly debit (README, Payments). */
const DECLINES_LATER = '4000056655665556';

async function signInAt(page: Page, email: string) {
  await page.goto('/login');
  await loginInBrowser(page, email);
  // The login screen goes back to the page the member last left; these journeys look at the dashboard.
  await expect(page).not.toHaveURL(/\/login$/);
  if (!page.url().endsWith('/dashboard')) await page.goto('/dashboard');
}

async function logOut(page: Page) {
  await page.getByRole('navigation', { name: 'Member menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a member whose card is declined every week is still in after 3 missed weeks and locked at the 4th', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', card: DECLINES_LATER });
  const notices = async () =>
    (
      (await (await request.get('/api/usenotificationlist', { headers: { accesstoken: m.token } })).json())
        .data.notifications as { subject: string; message: string }[]
    ).filter((n) => n.subject === 'Missed contribution');
  const unreadAtJoining = (
    await (await request.get('/api/usenotificationlist', { headers: { accesstoken: m.token } })).json()
  ).data.notification_count as number;

  // Week 1 was paid with the plan; weeks 2, 3 and 4 fall due a week apart and the bank declines each.
  for (let week = 2; week <= 4; week++) {
    await advanceDays(request, 7);
    await runDailyJobs(request);
    await expect.poll(async () => (await notices()).length).toBe(week - 1);
  }
  expect((await notices()).map((n) => n.message.match(/\(week \d+\): [^.]+/)?.[0]).sort()).toEqual([
    '(week 2): Insufficient funds',
    '(week 3): Insufficient funds',
    '(week 4): Insufficient funds',
  ]);

  // Three missed weeks in a row: told three times, nothing collected, but not locked.
  await signInAt(page, m.email);
  await expect(page.getByRole('heading', { name: 'Welcome, Chiamaka' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Account Locked' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: `Notifications, ${unreadAtJoining + 3} unread`, exact: true }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Member menu' })
    .getByRole('button', { name: 'Weekly Contribution' })
    .click();
  await expect(page.getByText('Total contributions: ₦1,000')).toBeVisible();
  await expect(page.getByTestId('last-contribution')).toContainText('₦1,000');
  await page.mouse.move(0, 0); // axe reads colours; not in the middle of the menu entry's hover transition
  await expectAccessible(page);
  await screenshots(page, 'member-three-missed-weeks');
  await logOut(page);

  // The 4th missed week in a row locks the account.
  await advanceDays(request, 7);
  await runDailyJobs(request);
  await signInAt(page, m.email);
  const dialog = page.getByRole('dialog', { name: 'Account Locked' });
  await expect(dialog).toContainText(
    'Your Account is TEMPORARILY LOCKED due to DEFAULT. Contact Admin to Unlock Account',
  );
  await expect(page.getByRole('navigation', { name: 'Member menu' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-locked');
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the last 7 days of the cycle are cashout season: not the day before, and then the cashout request goes', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  const headers = { accesstoken: m.token };
  await apiSaveBank(request, m);
  const cashoutFrom = new Date(
    (await (await request.get('/api/userdashboard', { headers })).json()).data.u_cashout_from,
  );
  const daysToWindow = (cashoutFrom.getTime() - (await clockNow(request)).getTime()) / DAY_MS;
  expect(daysToWindow).toBeGreaterThan(350);

  // The day before the window: every weekly debit of the year has been collected, no cashout yet.
  await advanceDays(request, daysToWindow - 1);
  await runDailyJobs(request);
  await signInAt(page, m.email);
  await expect(page.getByTestId('wallet-Contributions')).toHaveText('₦52,000');
  await expect(page.getByTestId('cashout-countdown')).toBeVisible();
  await expect(page.getByText('Cashout season', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cashout' })).toBeDisabled();
  await logOut(page);

  // The window opens: cashout season.
  await advanceDays(request, 1);
  await runDailyJobs(request);
  await signInAt(page, m.email);
  await expect(page.getByText('Cashout season', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cashout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Request Cashout' });
  await expect(confirm).toContainText('Cash out ₦52,000?');
  await screenshots(page, 'member-dashboard-cashout-confirm');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/cashout'));
  await confirm.getByRole('button', { name: 'Cashout' }).click();
  await typeMoneyOutCode(page, m.email, 'Confirm your cashout');
  const res = await answer;
  const body = await res.json();
  expect(res.status(), body.message).toBe(200);
  await expect(confirm.filter({ hasText: 'It is cashout season' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Request Cashout' })).toContainText(body.message);
  await expectAccessible(page);
  await screenshots(page, 'member-dashboard-cashout-done');
});
