import { expect, test } from '@playwright/test';
import { nubanFor } from '@trust/shared';
import { signInToConsole } from './auth-support.ts';
import { newMember, signIn } from './member-setup.ts';
import { typeMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

/**
 * Money rails (docs/domain-rules.md): a member gives a Kuda account the bank says is someone else's;
 * it is saved, not refused, and waits for review (the member is told); finance approves it in the
 * console's Bank reviews.
 */
test("an account in someone else's name waits for review, the member is told, and finance approves it", async ({
  page,
  request,
  browser,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Kemi Adebayo' });
  await signIn(page, m, '/profile');
  const bank = page.getByRole('combobox', { name: 'Bank', exact: true });
  await bank.click();
  await bank.fill('Kuda');
  await page.getByRole('option', { name: 'Kuda Bank' }).click();
  // The sandbox's test number held by someone else.
  await page.getByRole('textbox', { name: 'Account number' }).fill(nubanFor('50211', '888888888'));
  await expect(page.getByTestId('account-name')).toHaveText('Account name: OKAFOR CHINEDU');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expectAccessible(page);
  await screenshots(page, 'member-bank-code-prompt');
  await typeMoneyOutCode(page, m.email, 'Confirm your new bank details');
  const told = page.getByRole('dialog', { name: 'Success!' });
  await expect(told).toContainText('The name on this account is not the name on your Trust Fund profile');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('bank-state')).toContainText(
    'Payouts to this account wait until it is approved',
  );
  await expectAccessible(page);
  await screenshots(page, 'member-bank-under-review');

  const console = await browser.newPage();
  try {
    await signInToConsole(
      console,
      'finance@trustfund.ng',
      'Finance@2026',
      '/admin/bank-reviews',
      'Bank reviews',
    );
    const row = console
      .getByTestId('bank-reviews-table')
      .getByRole('row')
      .filter({ hasText: 'Kemi Adebayo' });
    await expect(row).toContainText('OKAFOR CHINEDU');
    await expect(row).toContainText('Kuda Bank');
    await expectAccessible(console);
    await screenshots(console, 'admin-bank-reviews');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(console.getByRole('dialog', { name: 'Success!' })).toContainText('Bank account approved');
    await console.getByRole('button', { name: 'OK' }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await console.close();
  }
  await page.reload();
  await expect(page.getByTestId('bank-state')).toContainText(
    'Your bank details were changed less than 24 hours ago',
  );
});
