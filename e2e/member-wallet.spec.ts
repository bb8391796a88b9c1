import { expect as baseExpect, test } from '@playwright/test';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a member with a loan repays part of it by card in the sandbox and sees the figure drop', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'GOLD' });
  await fixture(request, { email: m.email, ledger: [{ kind: 'loan', naira: 50_000 }] });
  await signIn(page, m, '/trustwallet');
  const loan = page.getByTestId('wallet-loan');
  await expect(loan.getByTestId('wallet-loan-outstanding')).toHaveText('₦50,000');
  await expect(loan.getByTestId('wallet-loan-current')).toHaveText('₦50,000');
  await expect(loan).toContainText('Repaying');
  await expect(page.getByTestId('wallet-pop-empty')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-wallet-loan');

  await loan.getByRole('button', { name: 'Repay' }).click();
  const repay = page.getByRole('dialog', { name: 'Repay Loan' });
  const amount = repay.getByLabel('Amount to repay');
  await expect(amount).toHaveValue('₦50,000');
  // more than is owed is refused before anything moves
  await amount.fill('60000');
  await repay.getByRole('button', { name: 'Pay by card' }).click();
  await expect(repay).toContainText('You owe ₦50,000 on your loan. You cannot repay more than you owe.');
  await amount.fill('0');
  await repay.getByRole('button', { name: 'Pay by card' }).click();
  await expect(repay).toContainText('Loan amount should be greater than 0');
  await amount.fill('20000');
  await expectAccessible(page);
  await screenshots(page, 'member-wallet-repay');
  await repay.getByRole('button', { name: 'Pay by card' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm loan repayment' });
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('₦20,000');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  // A wallet read answered before the repayment was stored, and delivered after its confirmation,
  // would keep the old figure on screen: each read of the wallet is held until the confirmation has
  // answered, so a read made too early shows here as ₦50,000 after "Back to my wallet".
  const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/repaymentcallback'));
  await page.route('**/api/usertrustwallet', async (route) => {
    const response = await route.fetch();
    await confirmed;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/trustwallet\?reference=LR-.+&trxref=/);
  const answer = page.getByRole('dialog', { name: 'Repay Loan' });
  await expect(answer).toContainText('Your loan repayment of ₦20,000 was successful.');
  await answer.getByRole('button', { name: 'OK' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(
    'We received your repayment of ₦20,000. You now owe ₦30,000 on your loan.',
  );
  await expect(receipt).toContainText(/LR-[0-9A-F]+/);
  await expectAccessible(page);
  await screenshots(page, 'member-wallet-receipt');

  await page.getByRole('button', { name: 'Back to my wallet' }).click();
  await expect(page).toHaveURL(/\/trustwallet$/);
  await expect(loan.getByTestId('wallet-loan-outstanding')).toHaveText('₦30,000');
  await expect(loan.getByTestId('wallet-loan-current')).toHaveText('₦50,000');
  // the dashboard's Repay leads here
  await page.goto('/dashboard');
  await expect(page.getByTestId('wallet-Loans')).toHaveText('₦30,000');
  await page.getByRole('button', { name: 'Repay' }).click();
  await expect(page).toHaveURL(/\/trustwallet$/);
  await expect(loan.getByTestId('wallet-loan-outstanding')).toHaveText('₦30,000');
});

test('a member paying by bank transfer sees the fund’s account with the TFP as narration and is told an operator confirms it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const m = await newMember(request, { plan: 'SILVER' });
  await fixture(request, { email: m.email, ledger: [{ kind: 'pop', naira: 20_000 }] });
  await signIn(page, m, '/trustwallet');
  const tfp = (await (await request.get('/api/user', { headers: { accesstoken: m.token } })).json()).data
    .u_tfp_pin as string;
  const block = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(block).toContainText(tfp);
  await block.getByRole('button', { name: 'Copy Narration (your TFP)' }).click();
  await expect(block.getByRole('button', { name: 'Copied Narration (your TFP)' })).toHaveText('Copied');

  const pop = page.getByTestId('wallet-pop');
  await pop.getByRole('button', { name: 'Repay' }).click();
  const repay = page.getByRole('dialog', { name: 'Repay POP' });
  await repay.getByText('Bank transfer').click();
  await expect(repay.getByTestId('bank-details')).toContainText(tfp);
  await expectAccessible(page);
  await screenshots(page, 'member-wallet-transfer');
  await repay.getByRole('button', { name: 'I have paid' }).click();
  const answer = page.getByRole('dialog', { name: 'Repay POP' });
  await expect(answer).toContainText(
    "We have noted your bank transfer of ₦20,000 for your POP. It is applied once an operator confirms it reached the fund's account.",
  );
  await answer.getByRole('button', { name: 'OK' }).click();
  await expect(pop.getByTestId('wallet-pop-awaited')).toContainText('₦20,000');
  await expect(pop.getByTestId('wallet-pop-outstanding')).toHaveText('₦20,000');
});

test('a member who owes nothing sees each card’s empty state and Apply leads to the application pages', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await fixture(request, { email: m.email, ledger: [{ kind: 'referral-earning', naira: 1_500 }] });
  await signIn(page, m, '/trustwallet');
  await expect(page.getByTestId('wallet-tot-earned')).toHaveText('₦1,500');
  await expect(page.getByTestId('wallet-redeem-earned')).toHaveText('₦0');
  await expect(page.getByTestId('wallet-loan-empty')).toContainText('No loan to repay');
  await expect(page.getByTestId('wallet-pop-empty')).toContainText('No POP to repay');
  await expect(page.getByTestId('wallet-etc-empty')).toContainText('No ETC to repay');
  await expect(page.getByRole('button', { name: 'Repay' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'member-wallet-empty');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('dialog', { name: 'Redeem Earnings' })).toBeVisible();
  await page.keyboard.press('Escape');
  for (const [what, path] of [
    ['loan', '/loan'],
    ['pop', '/pop'],
    ['etc', '/etc'],
  ] as const) {
    await page.getByTestId(`wallet-${what}-empty`).getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.goBack();
  }
});

test('the wallet shows a skeleton while loading and says so with Retry when it cannot load', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  // The app asks twice before it gives up (one retry): both fail, then Retry succeeds.
  let failures = 2;
  await page.route('**/api/usertrustwallet', async (route) => {
    if (failures-- > 0) {
      await new Promise((r) => setTimeout(r, 500));
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          message: 'The service is busy. Please try again.',
          data: null,
        }),
      });
    } else await route.continue();
  });
  await signIn(page, m, '/trustwallet');
  await expect(page.getByTestId('wallet-skeleton')).toBeVisible();
  const error = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
  await expect(error).toContainText('The service is busy. Please try again.');
  await expectAccessible(page);
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('wallet-loan-empty')).toBeVisible();
});
