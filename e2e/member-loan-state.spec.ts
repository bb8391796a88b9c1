import { expect as baseExpect, type Page, test } from '@playwright/test';
import { E2E_CLOCK_URL } from '../playwright.config.ts';
import { advanceDays, clockNow, DAY_MS } from './clock-support.ts';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

/**
 * A loan you can see coming (the loan page's checklist before any typing) and one truth for a loan's
 * state (the dashboard's Loans card, the badge, the loan page, the wallet and the transactions' Loans
 * tab say the same words).
 */
// Each journey signs a member in and scans several screens: on a loaded machine that outlasts 2 minutes.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const item = (page: Page, key: string) => page.getByTestId(`loan-item-${key}`);

test('a new member sees every condition of a loan before typing, each unmet one with what fixes it', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Ngozi Okeke' });
  await signIn(page, m, '/loan');
  await expect(page.getByRole('heading', { name: 'Before you can apply' })).toBeVisible();
  await expect(page.getByTestId('loan-limit')).toHaveText('Your SILVER plan lends up to ₦1,000,000.');
  // Without a checked ID the server lends less: the page says how much, and where to raise it.
  await expect(page.getByTestId('loan-tier-limit')).toContainText(
    'Without a checked ID you can borrow at most ₦100,000',
  );
  await expect(item(page, 'plan')).toHaveAttribute('data-met', 'true');
  await expect(item(page, 'profile')).toHaveAttribute('data-met', 'false');
  await expect(item(page, 'profile')).toContainText(
    'Complete your profile to at least 75% to apply for a loan',
  );
  await expect(item(page, 'weeks')).toContainText(/Paid weeks: \d+ of 12/);
  await expect(item(page, 'weeks')).toContainText(/A loan needs 12 weeks of contributions\. You have \d+\./);
  await expect(item(page, 'weeks').getByRole('link', { name: 'Pay your contributions' })).toBeVisible();
  await expect(item(page, 'hours')).toContainText('Monday to Friday, 8am to 5pm (Lagos time)');
  await expect(item(page, 'one_loan')).toHaveAttribute('data-met', 'true');
  // No form and no 'Get a Loan in 59s' choice until every item is met.
  await expect(page.getByLabel('Loan amount')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Get a Loan in 59s' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'loan-checklist-unmet');

  await item(page, 'profile').getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe('on the clock server, on a weekday morning', () => {
  test.use({ baseURL: E2E_CLOCK_URL });

  test('a member meeting every condition sees the checklist met and the form', async ({ page, request }) => {
    const m = await newMember(request, { plan: 'GOLD', name: 'Emeka Obi' });
    await fixture(request, { email: m.email, loan_ready: true });
    // Loan requests are taken Monday to Friday 8am-5pm in Lagos: the clock moves to the next weekday 10:00.
    const now = await clockNow(request);
    const target = new Date(now);
    target.setUTCHours(9, 0, 0, 0);
    while (target <= now || target.getUTCDay() === 0 || target.getUTCDay() === 6) {
      target.setTime(target.getTime() + DAY_MS);
    }
    await advanceDays(request, (target.getTime() - now.getTime()) / DAY_MS);

    await signIn(page, m, '/loan');
    const choice = page.getByRole('dialog', { name: 'Get a Loan in 59s' });
    await expect(choice).toBeVisible();
    await expect(choice).toContainText('within 59 seconds of their consent');
    await choice.getByRole('button', { name: 'Start New Loan Application' }).click();
    await expect(page.getByRole('heading', { name: 'You can apply for a loan' })).toBeVisible();
    for (const key of ['plan', 'card', 'profile', 'weeks', 'hours', 'one_loan'])
      await expect(item(page, key)).toHaveAttribute('data-met', 'true');
    await expect(item(page, 'weeks')).toContainText(/Paid weeks: \d+ \(12 needed\)/);
    await expect(page.getByLabel('Loan amount')).toBeVisible();
    await page.getByLabel('Loan amount').fill('50000');
    await expect(page.getByTestId('loan-requirement')).toContainText('Silver (STM): 2');
    await expect(page.getByTestId('loan-requirement')).toContainText('at least 2 and at most 4');
    await expectAccessible(page);
    await screenshots(page, 'loan-checklist-met-form');
  });
});

test('an approved loan reads the same on the dashboard, the loan page, the wallet and the transactions', async ({
  page,
  request,
}) => {
  const approved = await newMember(request, { plan: 'SILVER', name: 'Ada Approved' });
  await fixture(request, { email: approved.email, loan_phase: 'approved' });
  await signIn(page, approved);
  const loans = page.getByTestId('wallet-Loans');
  await expect(loans).toHaveText('₦50,000');
  await expect(page.getByTestId('dashboard-loan-phase')).toHaveText('Pending Disbursal');
  await expect(page.getByTestId('dashboard-loan-text')).toContainText('pending for admin approval');
  await expect(page.getByText('LOAN IN PROCESS')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'loan-state-dashboard-approved');
  await page.getByRole('button', { name: 'View loan' }).click();
  await expect(page).toHaveURL(/\/viewloan\?id=\d+$/);
  await expect(page.getByTestId('loan-status')).toHaveText('Pending Disbursal');

  await page.goto('/loan');
  await expect(item(page, 'one_loan')).toHaveAttribute('data-met', 'false');
  await expect(page.getByTestId('checklist-loan-phase')).toHaveText('Pending Disbursal');
  await expect(item(page, 'one_loan').getByRole('link', { name: 'View your loan' })).toBeVisible();
  await expect(page.getByLabel('Loan amount')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'loan-state-loan-page-approved');

  await page.goto('/trustwallet');
  const walletLoan = page.getByTestId('wallet-loan');
  await expect(walletLoan).toContainText('Pending Disbursal');
  await expect(walletLoan).toContainText('pending for admin approval');
  await expect(walletLoan).not.toContainText('cancel');
  await screenshots(page, 'loan-state-wallet-approved');

  await page.goto('/transactions');
  await page.getByRole('tab', { name: 'Loans' }).click();
  await expect(page.getByTestId('loan-phase-note')).toContainText('Pending Disbursal');
  await expectAccessible(page);
});

test('a loan being paid out is on its way on every screen, and nobody is told they may still cancel', async ({
  page,
  request,
}) => {
  const paying = await newMember(request, { plan: 'SILVER', name: 'Bayo Paying' });
  await fixture(request, { email: paying.email, loan_phase: 'being_paid_out' });
  await signIn(page, paying);
  await expect(page.getByTestId('wallet-Loans')).toHaveText('₦50,000');
  await expect(page.getByTestId('dashboard-loan-phase')).toHaveText('In Process');
  await expect(page.getByTestId('dashboard-loan-text')).toContainText('on its way to your bank account');
  await screenshots(page, 'loan-state-dashboard-paying');
  await page.goto('/trustwallet');
  const walletLoan = page.getByTestId('wallet-loan');
  await expect(walletLoan).toContainText('In Process');
  await expect(walletLoan).toContainText('on its way to your bank account');
  await expect(walletLoan).not.toContainText('cancel while they answer');
  await expectAccessible(page);
  await screenshots(page, 'loan-state-wallet-paying');
  await page.goto('/loan');
  await expect(page.getByTestId('checklist-loan-phase')).toHaveText('In Process');
});
