import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInToConsole } from './auth-support.ts';
import { openPlan, registerInBrowser } from './joining-support.ts';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The account number the card shows (and its copy button copies). */
async function accountNumberOn(page: Page): Promise<string> {
  const card = page.getByTestId('account-number-card');
  await expect(card.getByText(/^\d{10}$/)).toBeVisible();
  return (await card.getByText(/^\d{10}$/).textContent()) ?? '';
}

/** Copies the number with its button, as a member would, and reads it back from the clipboard. */
async function copyAccountNumber(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Your account number' }).click();
  await expect(page.getByRole('button', { name: 'Copied Your account number' })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The credit follows the webhook by a moment: the page is read again until the figure shows it. */
async function expectContributions(page: Page, naira: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('wallet-Contributions')).toContainText(naira, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

/** The sandbox's "send a transfer to this account" page, as a member's bank app. */
async function sendFromSandbox(page: Page, accountNumber: string, amount: string) {
  await page.goto(`/sandbox/transfers?account_number=${accountNumber}`);
  await expect(page.getByRole('textbox', { name: 'Account number' })).toHaveValue(accountNumber);
  await page.getByRole('textbox', { name: 'Amount (naira)' }).fill(amount);
  await page.getByRole('button', { name: 'Send transfer' }).click();
  await expect(page.getByText(`Sent to ${accountNumber}`)).toBeVisible();
}

test('the transfer page shows the member’s own account number; a transfer into it starts the plan at once', async ({
  page,
}) => {
  const email = await registerInBrowser(page);
  await openPlan(page, 'GOLD');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('button', { name: 'Bank transfer' }).click();
  await expect(page).toHaveURL(/\/transfer$/);
  await expect(page.getByRole('heading', { name: 'Your own account number' })).toBeVisible();
  await expect(page.getByText(/your plan starts as soon as the money arrives/)).toBeVisible();
  // The fund's own account stays for those who prefer it.
  await expect(page.getByRole('heading', { name: 'Or transfer to the fund’s account' })).toBeVisible();
  const shown = await accountNumberOn(page);
  expect(await copyAccountNumber(page)).toBe(shown);
  await expectAccessible(page);
  await screenshots(page, 'account-number-transfer');

  await sendFromSandbox(page, shown, '20,000');
  await screenshots(page, 'account-number-sandbox-sent');
  // The plan started without an operator: the member signs in to an active GOLD plan.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // N15,000 fee and N5,000 first week: the contributions hold the week, and the transfer is no longer
  // awaited. The two come from two calls (the wallet's figures and the dashboard's): a load whose calls
  // fall on either side of the credit shows one without the other, so both are read on the same load.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('wallet-Contributions')).toContainText('₦5,000', { timeout: 3_000 });
    await expect(page.getByTestId('awaited-transfer')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
});

test('dashboard and weekly contribution show the account number; a transfer is credited with a receipt', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Your own account number' })).toBeVisible();
  const shown = await accountNumberOn(page);
  expect(await copyAccountNumber(page)).toBe(shown);
  await expectAccessible(page);
  await screenshots(page, 'account-number-dashboard');

  await page.goto('/weeklycontribution');
  await expect(page.getByRole('heading', { name: 'Pay your weeks by transfer' })).toBeVisible();
  expect(await accountNumberOn(page)).toBe(shown);
  await expectAccessible(page);
  await screenshots(page, 'account-number-weekly-contribution');

  await sendFromSandbox(page, shown, '2,500.50');
  await page.goto('/dashboard');
  // N1,000 from the plan payment, N2,500.50 to Save More.
  await expectContributions(page, '₦3,500.50');

  await page.goto('/transactions');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('₦2,500.50');
  await expect(table.getByRole('row').nth(1)).toContainText('Paid');
  await expect(table.getByRole('row').nth(1)).toContainText('SBX-DVA-');

  await page.goto('/notifications');
  await expect(page.getByText('Transfer received').first()).toBeVisible();
  await page.getByText('Transfer received').first().click();
  await expect(page.getByText(/We received your transfer of ₦2,500.50 to your account/)).toBeVisible();
  await expect(page.getByText(/₦2,500.50 to Save More/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'account-number-receipt');
});

test('when the account number cannot be opened, the card says so and points to the fund’s account', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  // The provider away: the server's 503 answer, as GET /virtualaccount gives it then.
  await page.route('**/api/virtualaccount', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'error',
        message:
          'We could not open your account number just now. Please try again in a few minutes, or pay by transfer to the fund’s account with your TFP as narration.',
        data: null,
      }),
    }),
  );
  await signIn(page, m, '/weeklycontribution');
  const card = page.getByTestId('account-number-card');
  await expect(card.getByText('Not available just now')).toBeVisible();
  await expect(card.getByText(/We could not open your account number just now/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'account-number-unavailable');
});

test('while the account waits for the member’s BVN check, each screen says so with a button to the ID check', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  // A provider that opens accounts only for validated customers: the server's 409 answer, as
  // GET /virtualaccount gives it then (apps/server/src/modules/dedicated-accounts/awaiting-bvn.test.ts).
  await page.route('**/api/virtualaccount', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'error',
        message:
          'Your account number is opened once your BVN is checked: add your BVN in Profile › ID documents.',
        data: { waiting: 'bvn' },
      }),
    }),
  );
  await signIn(page, m, '/dashboard');
  const card = page.getByTestId('account-number-card');
  await expect(card.getByText('Waiting for your BVN check')).toBeVisible();
  await expect(card.getByText(/opened once your BVN is checked/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'account-number-waits-for-bvn-dashboard');

  await page.goto('/weeklycontribution');
  await expect(page.getByTestId('account-number-card').getByText('Waiting for your BVN check')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'account-number-waits-for-bvn');

  await page.getByTestId('account-number-card').getByRole('link', { name: 'Add your BVN' }).click();
  await expect(page).toHaveURL(/\/profile#id-documents$/);
  await expect(page.getByRole('heading', { name: 'ID check' })).toBeVisible();
});

test('when the bank refused to assign the account, the card says it could not be opened and what to do, and support sees the bank’s reason', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  // Paystack's dedicatedaccount.assign.failed, applied as the webhook applies it.
  const { u_id } = await fixture(request, {
    email: m.email,
    dedicated_account_refused: 'Customer BVN does not match the bank account',
  });
  await signIn(page, m, '/weeklycontribution');
  const card = page.getByTestId('account-number-card');
  await expect(card.getByText('Could not be opened', { exact: true })).toBeVisible();
  await expect(card.getByText(/could not match your BVN with your bank account/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Add your BVN' })).toBeVisible();
  // The member is told what to do, never the bank's own words.
  await expect(card).not.toContainText('does not match the bank account');
  await expectAccessible(page);
  await screenshots(page, 'account-number-not-opened');

  // Support, on the member's page, reads why.
  await signInToConsole(page, 'support@trustfund.ng', 'Support@2026', `/admin/members/${u_id}`, m.name);
  const account = page.getByTestId('account-card');
  await expect(account).toContainText(
    'Own account numberCould not be opened: Customer BVN does not match the bank account',
  );
  await expectAccessible(page);
  await screenshots(page, 'admin-member-account-not-opened');
});
