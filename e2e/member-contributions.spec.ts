import { expect as baseExpect, test } from '@playwright/test';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('weekly contribution shows the last and next contribution and the chart', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'GOLD' });
  await fixture(request, { email: m.email, ledger: [{ kind: 'contribution', naira: 5000, days_ago: 0 }] });
  await signIn(page, m, '/weeklycontribution');
  await expect(page.getByRole('heading', { name: 'Weekly Contribution', exact: true })).toBeVisible();
  await expect(page.getByTestId('last-contribution')).toContainText('₦5,000');
  await expect(page.getByTestId('last-contribution')).toContainText(
    /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/,
  );
  await expect(page.getByTestId('next-contribution')).toContainText('₦5,000');
  await expect(page.getByTestId('next-contribution')).toContainText(
    /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/,
  );
  await expect(page.getByText('Total contributions: ₦10,000')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Line chart of weekly contribution amounts' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-weekly-contribution');
});

test('save more: the counter never goes below 0 and zero weeks is refused with the spec’s message', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/savemore');
  await expect(page.getByTestId('weeks')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Fewer weeks' })).toBeDisabled();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Contribution amount should be greater than zero');
  await page.getByRole('button', { name: 'More weeks' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'More weeks' }).click();
  await expect(page.getByTestId('save-more-amount')).toHaveText('₦2,000');
  await page.getByRole('button', { name: 'Fewer weeks' }).click();
  await expect(page.getByTestId('weeks')).toHaveText('1');
  await expect(page.getByTestId('save-more-amount')).toHaveText('₦1,000');
  await expectAccessible(page);
  await screenshots(page, 'member-save-more');
});

test('save more: the amount turns red at N900,000 and the plus button hides at N1,000,000', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'PLATINUM' });
  await signIn(page, m, '/savemore');
  const plus = page.getByRole('button', { name: 'More weeks' });
  const amount = page.getByTestId('save-more-amount');
  for (let i = 0; i < 89; i++) await plus.click();
  await expect(amount).toHaveText('₦890,000');
  const black = await amount.evaluate((el) => getComputedStyle(el).color);
  await plus.click();
  await expect(amount).toHaveText('₦900,000');
  // Waited for, not read once: the colour may still be changing when the new amount shows.
  await expect(amount).not.toHaveCSS('color', black);
  await expect(amount).toHaveCSS('color', /rgb\(\s*(1[5-9]\d|2\d\d),/);
  for (let i = 0; i < 10; i++) await plus.click();
  await expect(amount).toHaveText('₦1,000,000');
  await expect(plus).toHaveCount(0);
  await screenshots(page, 'member-save-more-max');
});

test('save more: confirm, pay on the checkout page, come back credited to a receipt of the weeks paid, then the dashboard reads 4 of 52', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/savemore');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'More weeks' }).click();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(confirm).toContainText('You are about to pay ₦3,000 for 3 weeks');
  // what moves where, and what happens next, before anything moves
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('₦3,000');
  await expect(confirm).toContainText('Your contributions');
  await expect(confirm).toContainText('What happens next');
  await expectAccessible(page);
  await screenshots(page, 'member-save-more-confirm');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/savemore\?reference=.+&trxref=/);
  await expect(page.getByText('Your contribution was successful')).toBeVisible();
  // Every payment ends on a receipt: the amount, the reference, the date, and the weeks it paid
  // (week 1 was paid with the plan, so these are weeks 2 to 4).
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Save More receipt' })).toBeVisible();
  await expect(receipt.getByTestId('receipt-reference')).toHaveText(/^SM-/);
  await expect(receipt.getByRole('row', { name: /Contribution: weeks 2 to 4 \(3 × ₦1,000\)/ })).toContainText(
    '₦3,000',
  );
  await expect(receipt.getByRole('row', { name: /Total paid/ })).toContainText('₦3,000');
  await expect(receipt.getByRole('row', { name: /Date/ })).toContainText(
    /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/,
  );
  await expectAccessible(page);
  await screenshots(page, 'member-save-more-done');
  // The receipt stays until the member goes on.
  await page.waitForTimeout(3500);
  await expect(page).toHaveURL(/\/savemore\?reference=/);
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // N1,000 paid with the plan + N3,000 saved more, and the header counts the four weeks paid.
  await expect(page.getByTestId('wallet-Contributions')).toHaveText('₦4,000');
  await expect(page.getByTestId('total-savings')).toHaveText('₦4,000');
  await expect(page.getByTestId('cycle-weeks-paid')).toHaveText('4 of 52 weeks paid');
  await expectAccessible(page);
  await screenshots(page, 'member-dashboard-after-save-more');
});

test('save more: a declined payment says so and credits nothing', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/savemore');
  await page.getByRole('button', { name: 'More weeks' }).click();
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm payment' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('your transaction failed, please try again later')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('wallet-Contributions')).toHaveText('₦1,000');
});
