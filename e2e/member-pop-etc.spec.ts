import { expect as baseExpect, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

/** A date input's value N days from today in Lagos (YYYY-MM-DD). */
const inDays = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

/** Picks an option of a Mantine Select by typing its name. */
async function choose(page: import('@playwright/test').Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a SILVER member applies for ETC with the spec’s rules, returns to the dashboard after the countdown, and cancels it from the wallet', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Ifeoma Travel' });
  await fixture(request, { email: m.email, paid_weeks: 24, profile_complete: true });
  await signIn(page, m, '/etc');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency Travel Cover (ETC)' })).toBeVisible();
  await expect(page.getByTestId('etc-amount')).toHaveValue('₦20,000');
  await expect(page.getByRole('radio', { name: 'Air' })).toBeDisabled();

  // Every required field, then the two cities the same.
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Choose the city you travel from')).toBeVisible();
  await expect(page.getByText('Choose the type of cover')).toBeVisible();
  await choose(page, 'From city', 'Lagos');
  await choose(page, 'To city', 'Lagos');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText("Two cities can't be same")).toBeVisible();
  await choose(page, 'To city', 'Enugu');
  await expect(page.getByRole('combobox', { name: 'To city', exact: true })).toHaveValue('Enugu');
  // The first click may only close a city list still open.
  const roundTrip = page.getByRole('radio', { name: 'Round Trip' });
  await expect(async () => {
    await roundTrip.click();
    await expect(roundTrip).toBeChecked({ timeout: 2_000 });
  }).toPass();
  await page.getByLabel('Travel date').fill(inDays(5));
  await page.getByLabel('Return date').fill(inDays(3));
  await page.getByLabel('Repayment date').fill(inDays(40));
  await page.getByRole('textbox', { name: 'Reason', exact: true }).fill('My father is in hospital in Enugu');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('The return date cannot be before the travel date')).toBeVisible();
  await page.getByLabel('Return date').fill(inDays(9));
  await expectAccessible(page);
  await screenshots(page, 'member-etc-form');

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('pop-etc-success')).toContainText(
    'Your ETC application was received. It is in process until an operator approves it.',
  );
  await expect(page.getByTestId('pop-etc-countdown')).toContainText(/in [123] seconds?/);
  await screenshots(page, 'member-etc-success');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('ETC IN PROCESS')).toBeVisible();

  // A second ETC waits until this one is done.
  await page.goto('/etc');
  await expect(page.getByTestId('pop-etc-gate')).toContainText(
    'You already have an application for ETC in process or in use.',
  );

  await page.goto('/trustwallet');
  const etc = page.getByTestId('wallet-etc');
  await expect(etc).toContainText('In process');
  await etc.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your ETC application?' });
  await expectAccessible(page);
  await screenshots(page, 'member-etc-cancel');
  await dialog.getByRole('button', { name: 'Cancel application' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('wallet-etc-empty')).toBeVisible();
});

test('a member applies for POP, and two operators propose and approve its disbursal in the console', async ({
  browser,
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'GOLD', name: 'Obinna Shop' });
  await fixture(request, { email: m.email, paid_weeks: 24, profile_complete: true });
  await signIn(page, m, '/pop');
  await expect(page.getByTestId('pop-amount')).toHaveValue('₦100,000');
  await choose(page, 'Item', 'Computer or laptop');
  await page.getByRole('textbox', { name: 'Item name', exact: true }).fill('HP laptop, 15 inch');
  await page.getByLabel('Repayment date').fill(inDays(60));
  await page.getByLabel('Delivery location').fill('12 Allen Avenue, Ikeja');
  await page.getByLabel('Reason for the purchase').fill('For the bookkeeping of my shop');
  await expectAccessible(page);
  await screenshots(page, 'member-pop-form');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('POP IN PROCESS')).toBeVisible();

  // The maker: the admin proposes.
  const admin = await browser.newPage();
  await loginInBrowser(admin, 'admin@trustfund.ng', 'Admin@2026');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/popetc');
  const card = admin.locator('[data-testid^="popetc-"]', { hasText: 'Obinna Shop' });
  await expect(card).toContainText('HP laptop, 15 inch to 12 Allen Avenue, Ikeja');
  await card.getByRole('button', { name: 'Propose disbursal' }).click();
  await expect(card).toContainText('A different operator must approve it.');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(admin);
  await screenshots(admin, 'admin-pop-etc');

  // The checker: a loans operator approves.
  const loans = await newMember(request, { plan: null, name: 'Lanre Loans' });
  await fixture(request, { email: loans.email, u_role: 'loans' });
  const checker = await browser.newPage();
  await loginInBrowser(checker, loans.email);
  await expect(checker).toHaveURL(/\/admin/);
  await checker.goto('/admin/popetc');
  const same = checker.locator('[data-testid^="popetc-"]', { hasText: 'Obinna Shop' });
  await same.getByRole('button', { name: 'Approve' }).click();
  await expect(same).toBeHidden();
  await checker.locator('label', { hasText: /^In use$/ }).click();
  await expect(checker.locator('[data-testid^="popetc-"]', { hasText: 'Obinna Shop' })).toBeVisible();

  await page.goto('/trustwallet');
  await expect(page.getByTestId('wallet-pop-outstanding')).toHaveText('₦100,000');
  await page.goto('/dashboard');
  await expect(page.getByText('POP IN USE')).toBeVisible();
});

test('a member without 24 weeks of contributions is told why and cannot apply', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await fixture(request, { email: m.email, paid_weeks: 3, profile_complete: true });
  await signIn(page, m, '/pop');
  const gate = page.getByTestId('pop-etc-gate');
  await expect(gate).toContainText('POP needs 24 weeks of contributions.');
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await gate.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
