import { expect as baseExpect, test } from '@playwright/test';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('plan change: SILVER to GOLD paid by card in the sandbox, itemised before paying and on the receipt', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/profile');
  await page.getByRole('button', { name: 'Change plan' }).click();
  const section = page.getByTestId('plan-change');
  await expect(section).toContainText('You are on the SILVER plan.');
  // (15,000 - 3,000) fee balance + 1 week paid x (5,000 - 1,000) top-up.
  await expect(page.getByTestId('change-option-GOLD')).toContainText('You will have to pay ₦16,000');
  await expect(page.getByTestId('change-option-PLATINUM')).toContainText('Upgrade');
  await expect(page.getByTestId('change-option-BASIC')).toHaveCount(0);
  await expect(page.getByTestId('change-option-FLEXI')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'plan-change-list');

  await page.getByRole('button', { name: 'Upgrade to GOLD' }).click();
  const confirm = page.getByRole('dialog', { name: 'Upgrade to GOLD' });
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('₦16,000');
  // What the price is made of, before paying: the fee balance and the top-up of the week paid.
  const parts = confirm.getByTestId('confirm-breakdown');
  await expect(
    parts.getByRole('row', { name: /GOLD membership fee ₦15,000 less the ₦3,000 paid this cycle/ }),
  ).toContainText('₦12,000');
  await expect(
    parts.getByRole('row', { name: /Top-up of the 1 week paid this cycle: 1 × ₦4,000/ }),
  ).toContainText('₦4,000');
  await expectAccessible(page);
  await screenshots(page, 'plan-change-confirm');
  await confirm.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  // A read of the member begun before the payment was verified answers with the old plan: each is held
  // until the verification has answered, so one that arrived late and overwrote the new plan shows here.
  const verified = page.waitForResponse((r) => r.url().endsWith('/api/userplanpaymentcallback'));
  await page.route('**/api/user', async (route) => {
    const response = await route.fetch();
    await verified;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/profile\?reference=.+&trxref=/);
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('₦16,000');
  await expect(receipt).toContainText('Your plan is now GOLD');
  // The receipt names the same parts, summing to the total.
  await expect(
    receipt.getByRole('row', { name: /GOLD membership fee ₦15,000 less the ₦3,000 paid this cycle/ }),
  ).toContainText('₦12,000');
  await expect(receipt.getByRole('row', { name: /Top-up of the 1 week paid this cycle/ })).toContainText(
    '₦4,000',
  );
  await expect(receipt.getByRole('row', { name: /Total paid/ })).toContainText('₦16,000');
  await expect(receipt.getByTestId('receipt-reference')).toHaveText(/^TFU-/);
  await expectAccessible(page);
  await screenshots(page, 'plan-change-receipt');
  await page.getByRole('button', { name: 'Back to my profile' }).click();
  await expect(page.getByTestId('current-plan')).toHaveText('GOLD');
});

test('plan change: a downgrade is free and takes effect at once', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'PLATINUM' });
  await signIn(page, m, '/profile');
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByTestId('change-option-GOLD')).toContainText('Free: your new weekly saving');
  await page.getByRole('button', { name: 'Downgrade to GOLD' }).click();
  const dialog = page.getByRole('dialog', { name: 'Downgrade to GOLD' });
  await expect(dialog).toContainText('the membership fee you paid is not refunded');
  await expectAccessible(page);
  await screenshots(page, 'plan-change-downgrade');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Your plan is now GOLD. Your new weekly saving starts from your next debit.'),
  ).toBeVisible();
  await expect(page.getByTestId('current-plan')).toHaveText('GOLD');
  await expect(page.getByTestId('change-option-PLATINUM')).toContainText('You will have to pay');
});

test('plan change: BASIC to FLEXI quotes the fee as the amount changes and cuts a refused amount above the cap', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'ORDINARY' });
  await signIn(page, m, '/profile');
  await page.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByTestId('change-option-SILVER')).toContainText('You will have to pay ₦4,000');
  await page.getByRole('button', { name: 'Set up FLEXI' }).click();
  const modal = page.getByRole('dialog', { name: 'Change to the FLEXI plan' });
  await expect(modal.getByTestId('flexi-fee')).toContainText('₦');
  const amount = modal.getByRole('textbox', { name: 'Contribution amount' });
  await modal.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await amount.fill('2000');
  await expect(modal.getByTestId('flexi-total')).toContainText('You will have to pay ₦');
  const fee2000 = await modal.getByTestId('flexi-fee').textContent();
  await amount.fill('5000');
  await expect(modal.getByTestId('flexi-fee')).not.toHaveText(fee2000 ?? '');
  // The quote of the new amount is in when Pay is enabled again: the scan reads the settled modal,
  // not Pay changing from disabled to enabled under it.
  await expect(modal.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
  await expect(modal.getByTestId('flexi-total')).toContainText('You will have to pay ₦');
  await expectAccessible(page);
  await screenshots(page, 'plan-change-flexi');
  // Above the weekly cap (N100,000) the quote is refused and the amount is cut to a tenth.
  await amount.fill('150000');
  await expect(amount).toHaveValue('₦15,000');
  await modal.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm your change to FLEXI' })).toBeVisible();
});

test('plan change: the dashboard’s upgrade dialog opens the plan chosen, and a transfer shows the fund’s account', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'ORDINARY' });
  await signIn(page, m);
  await page.getByRole('button', { name: 'Start Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade your plan' })
    .getByRole('button', { name: 'SILVER' })
    .click();
  await expect(page).toHaveURL(/\/profile\?change=\d+$/);
  const method = page.getByRole('dialog', { name: 'How will you pay?' });
  await expect(method).toContainText('₦4,000 for SILVER');
  await expectAccessible(page);
  await screenshots(page, 'plan-change-method');
  await method.getByRole('button', { name: 'Bank transfer' }).click();
  const confirm = page.getByRole('dialog', { name: 'Upgrade to SILVER' });
  await expect(confirm).toContainText('Your bank account, by transfer');
  // From BASIC: the new plan's fee and its first week.
  await expect(confirm.getByTestId('confirm-breakdown')).toContainText('SILVER membership fee');
  await expect(confirm.getByTestId('confirm-breakdown')).toContainText(
    "First week's saving on SILVER (week 1)",
  );
  await confirm.getByRole('button', { name: 'Show account details' }).click();
  const transfer = page.getByTestId('change-transfer');
  await expect(transfer).toContainText('₦4,000');
  await expect(transfer).toContainText('as the narration');
  // Until the fund confirms the transfer, no other change can start.
  await expect(page.getByTestId('change-blocked')).toContainText(
    'Your payment to change to SILVER is still being confirmed',
  );
  await expect(page.getByRole('button', { name: 'Upgrade to GOLD' })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, 'plan-change-transfer');
});

test('plan change: the public plan pages lead a member with a plan to the change, never to a second purchase', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'GOLD' });
  await signIn(page, m, '/trustplans');
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change to this plan' }).click();
  await expect(page).toHaveURL(/\/profile\?change=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Upgrade to PLATINUM' })).toBeVisible();
  await page.goto('/');
  const cards = page.getByTestId('plan-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await cards.first().getByRole('button', { name: 'Change to this plan' }).click();
  await expect(page).toHaveURL(/\/profile\?change=\d+$/);
  await expect(page.getByTestId('plan-change')).toBeVisible();
});
