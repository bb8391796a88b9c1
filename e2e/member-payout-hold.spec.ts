import { expect as baseExpect, test } from '@playwright/test';
import { fixture, newMember, signIn } from './member-setup.ts';
import { apiSaveBank, typeMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test('a redemption right after new bank details is recorded, and the member reads why the payout waits and until when, in Lagos time', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Kemi Holdsworth' });
  await fixture(request, {
    email: m.email,
    ledger: [{ kind: 'referral-earning', naira: 6000, days_ago: 1 }],
  });
  // New payout details, saved as the bank form saves them: payouts to them wait 24 hours.
  await apiSaveBank(request, m);

  await signIn(page, m, '/weeklyearnings');
  await expect(page.getByRole('heading', { name: 'Weekly Earnings', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Redeem Earnings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Earnings' });
  await dialog.getByLabel('Amount to redeem').fill('5000');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await page.getByRole('dialog', { name: 'Redeem Earnings' }).getByRole('button', { name: 'Redeem' }).click();
  await typeMoneyOutCode(page, m.email, 'Confirm your redemption');

  const done = page.getByRole('dialog', { name: 'Redeem Earnings' }).getByTestId('result-message');
  await expect(done).toContainText('Your redemption of N5,000 is recorded.');
  await expect(done).toContainText(
    /Your bank details were changed less than 24 hours ago\. For your safety, this payout is sent after \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(Lagos time\)\./,
  );
  await expectAccessible(page);
  await screenshots(page, 'member-payout-hold');
});
