import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { E2E_CLOCK_URL } from '../playwright.config.ts';
import { loginInBrowser } from './auth-support.ts';
import { advanceDays, clockNow, DAY_MS } from './clock-support.ts';
import { fixture, type Member, newMember, signIn } from './member-setup.ts';
import { typeMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

/**
 * A loan from application to the trusters' answers, with a borrower and a truster in two browsers.
 * Loan requests are taken Monday to Friday 8am-5pm in Lagos, so this runs on the manual-clock server
 * moved to a weekday morning (the clock only moves forward).
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: E2E_CLOCK_URL });
const expect = baseExpect.configure({ timeout: 30_000 });

/** Moves the server's clock to the next weekday at 10:00 in Lagos (09:00 UTC). */
async function toWeekdayMorning(request: Parameters<typeof clockNow>[0]) {
  const now = await clockNow(request);
  const target = new Date(now);
  target.setUTCHours(9, 0, 0, 0);
  while (target <= now || target.getUTCDay() === 0 || target.getUTCDay() === 6) {
    target.setTime(target.getTime() + DAY_MS);
  }
  await advanceDays(request, (target.getTime() - now.getTime()) / DAY_MS);
}

async function browserFor(browser: Browser, m: Member, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_CLOCK_URL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signIn(page, m, path);
  return page;
}

test('a borrower applies with two trusters, is held to the selection limit, and a truster trusts in their own browser', async ({
  browser,
  request,
}) => {
  const borrower = await newMember(request, { plan: 'SILVER', name: 'Bola Adeyemi' });
  const ada = await newMember(request, { plan: 'SILVER', name: 'Ada Obi' });
  const tunde = await newMember(request, { plan: 'SILVER', name: 'Tunde Bakare' });
  const gold = await newMember(request, { plan: 'GOLD', name: 'Gbenga Gold' });
  await fixture(request, {
    email: borrower.email,
    loan_ready: true,
    trust_with: [ada.email, tunde.email, gold.email],
  });
  await toWeekdayMorning(request);

  // The borrower: the 'Get a Loan in 59s' choice, the amount and date, the trusters it needs.
  const page = await browserFor(browser, borrower, '/loan');
  const choice = page.getByRole('dialog', { name: 'Get a Loan in 59s' });
  await expect(choice).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'loan-choice');
  await choice.getByRole('button', { name: 'Start New Loan Application' }).click();
  await page.getByLabel('Loan amount').fill('50000');
  const due = new Date((await clockNow(request)).getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
  await page.getByLabel('Repayment date').fill(due);
  await expect(page.getByTestId('loan-requirement')).toContainText('Silver (STM): 2');
  await expectAccessible(page);
  await screenshots(page, 'loan-form');
  await page.getByRole('button', { name: 'Add Trusters' }).click();

  // Three tabs; a Gold truster (5) would pass the maximum of 4.
  await expect(page).toHaveURL(/\/addtrusters$/);
  await page.getByRole('tab', { name: /Gold/ }).click();
  // Ticking it is refused: the box stays empty and the limit is named.
  await page.getByRole('checkbox', { name: 'Select Gbenga Gold' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select Gbenga Gold' })).not.toBeChecked();
  await expect(page.getByTestId('truster-exceeded')).toHaveText('You have exceeded your selection limit');
  await page.getByRole('tab', { name: /Silver/ }).click();
  await page.getByRole('checkbox', { name: 'Select Ada Obi' }).check();
  await page.getByRole('checkbox', { name: 'Select Tunde Bakare' }).check();
  await expect(page.getByTestId('truster-weight')).toContainText('Selected: 2 of at least 2');
  await expectAccessible(page);
  await screenshots(page, 'loan-add-trusters');
  await page.getByRole('button', { name: 'Add Selected Trusters' }).click();

  await expect(page).toHaveURL(/\/confirmloan$/);
  await expect(page.getByTestId('confirm-amount')).toHaveText('₦50,000');
  await expect(page.getByTestId('confirm-trusters')).toContainText('Ada Obi');
  await expectAccessible(page);
  await screenshots(page, 'loan-confirm');
  await page.getByRole('button', { name: 'Submit Loan Application' }).click();
  await expect(page.getByTestId('loan-done')).toContainText('Your trusters have 48 hours to answer');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  const current = await (
    await request.get('/api/usercurrentloan', { headers: { accesstoken: borrower.token } })
  ).json();
  const loanId = current.data.loan_id as number;
  expect(current.data.loan_status).toBe(2);

  // The truster, in their own browser: the request, the agreement with its box, TRUST.
  const trusterPage = await browserFor(browser, ada, `/viewloan?id=${loanId}`);
  await expect(trusterPage.getByText('Bola Adeyemi')).toBeVisible();
  await expectAccessible(trusterPage);
  await screenshots(trusterPage, 'loan-truster-request');
  await trusterPage.getByRole('button', { name: 'TRUST', exact: true }).click();
  const agreement = trusterPage.getByRole('dialog', { name: 'Trust this loan' });
  await agreement.getByRole('button', { name: 'Trust', exact: true }).click();
  await expect(agreement.getByText('Check the box to agree to the terms')).toBeVisible();
  await agreement.getByLabel('I agree to the terms of trusting this loan').check();
  await agreement.getByRole('button', { name: 'Trust', exact: true }).click();
  await expect(agreement).toBeHidden();
  await expect(trusterPage.getByTestId('loan-trusters')).toContainText('Trusted');

  // The borrower sees the answers and may still cancel while it waits.
  await page.goto('/viewloan');
  await expect(page.getByTestId('loan-status')).toHaveText('Waiting for trusters');
  await expect(page.getByTestId('loan-trusters')).toContainText('Trusted');
  await expect(page.getByRole('button', { name: 'Cancel Loan Application' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'loan-view-borrower');

  // The second truster trusts (through the call): approved at once, pending disbursal.
  const last = await request.post('/api/usertrustpartnerresponse', {
    headers: { accesstoken: tunde.token },
    data: { trustresponse: 1, loanid: loanId, termschecked: 1 },
  });
  expect(last.ok(), await last.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('loan-status')).toHaveText('Pending Disbursal');
  await expect(page.getByRole('button', { name: 'Cancel Loan Application' })).toHaveCount(0);
  await screenshots(page, 'loan-view-approved');

  // Maker-checker in the console's Loans section: the admin proposes the disbursal (with a
  // confirmation), a loans operator approves it in another browser.
  const context = await browser.newContext({ baseURL: E2E_CLOCK_URL, reducedMotion: 'reduce' });
  const operator = await context.newPage();
  await loginInBrowser(operator, 'admin@trustfund.ng', 'Admin@2026');
  await expect(operator).toHaveURL(/\/admin$/);
  await operator
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Loans/ })
    .click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
  await expect(operator.getByText('No disbursals waiting')).toBeVisible();
  const row = operator.getByTestId('admin-loans').getByRole('row', { name: /Bola Adeyemi/ });
  await row.getByRole('button', { name: 'Propose disbursal' }).click();
  const confirm = operator.getByRole('dialog', { name: 'Propose this disbursal?' });
  await expect(confirm).toContainText('Disburse a loan of ₦50,000 to Bola Adeyemi');
  await expectAccessible(operator);
  await screenshots(operator, 'loan-console-propose');
  await confirm.getByRole('button', { name: 'Propose disbursal' }).click();
  await expect(confirm).toBeHidden();
  const waiting = operator.getByTestId('disbursals');
  await expect(waiting).toContainText('Disburse a loan of ₦50,000 to Bola Adeyemi');
  await expect(waiting).toContainText('You proposed it: a different operator approves it.');
  await expect(row).toContainText('Proposed, waiting for approval');
  await expectAccessible(operator);
  await screenshots(operator, 'loan-console');

  const loansOperator = await newMember(request, { plan: null, name: 'Lanre Loans' });
  await fixture(request, { email: loansOperator.email, u_role: 'loans' });
  const checkerContext = await browser.newContext({ baseURL: E2E_CLOCK_URL, reducedMotion: 'reduce' });
  const checker = await checkerContext.newPage();
  await loginInBrowser(checker, loansOperator.email);
  await expect(checker).toHaveURL(/\/admin/);
  await checker.goto('/admin/loans');
  const toApprove = checker.getByTestId('disbursals');
  await expect(toApprove).toContainText('Disburse a loan of ₦50,000 to Bola Adeyemi');
  await toApprove.getByRole('button', { name: 'Approve' }).first().click();
  await expect(checker.getByText('No disbursals waiting')).toBeVisible();

  // Granted (loan_status 1): the wallet offers Refund/Withdraw; the borrower requests the withdrawal.
  await page.goto('/trustwallet');
  const walletLoan = page.getByTestId('wallet-loan');
  await expect(walletLoan).toContainText('Ready to withdraw');
  await expect(walletLoan.getByRole('button', { name: 'Refund/Withdraw' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'loan-wallet-granted');
  await page.goto('/viewloan');
  await expect(page.getByTestId('loan-status')).toHaveText('Ready to withdraw');
  await page.getByRole('button', { name: 'Refund/Withdraw' }).click();
  const choose = page.getByRole('dialog', { name: 'Refund/Withdraw' });
  await expect(choose).toContainText('₦50,000');
  await expectAccessible(page);
  await screenshots(page, 'loan-refund-withdraw');
  await choose.getByRole('button', { name: 'Request Loan Withdrawal' }).click();
  await typeMoneyOutCode(page, borrower.email, 'Confirm your loan withdrawal');
  await expect(choose).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('loan-status')).toHaveText('In Process');
  // The wallet's loan card says where the loan stands and leads to it.
  await page.goto('/trustwallet');
  await expect(page.getByTestId('wallet-loan')).toContainText('In Process');
  await expectAccessible(page);
  await screenshots(page, 'loan-wallet');
  await page.getByTestId('wallet-loan').getByRole('button', { name: 'View loan' }).click();
  await expect(page).toHaveURL(/\/viewloan$/);
  await expect(page.getByTestId('loan-status')).toHaveText('In Process');
});
