import { expect as baseExpect, test } from '@playwright/test';
import { E2E_CLOCK_URL } from '../playwright.config.ts';
import { signInToConsole } from './auth-support.ts';
import { advanceDays } from './clock-support.ts';
import { newMember } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// On the manual-clock server: the sandbox pays a day's card payments to the bank the next morning.
test.use({ baseURL: E2E_CLOCK_URL });
const expect = baseExpect.configure({ timeout: 20_000 });

test('finance imports the sandbox’s settlement, sees the fees flagged with its transactions, and reviews it', async ({
  page,
  request,
}) => {
  // Letters only: a run's own surname tells its member apart from earlier runs'.
  const name = `Settle Member ${[...String(Date.now() % 1e6)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;
  await newMember(request, { plan: 'SILVER', name });
  // Two days on, whatever the hour: the day of the payment is settled (08:00 the next day).
  await advanceDays(request, 2);

  await signInToConsole(page, 'finance@trustfund.ng', 'Finance@2026', '/admin/settlement', 'Settlement');
  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByRole('status').filter({ hasText: /imported|No new settlement/ })).toBeVisible();
  const table = page.getByTestId('settlements-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('settlements-flagged')).toContainText(/difference to review/);
  await expectAccessible(page);
  await screenshots(page, 'admin-settlement');

  // The settlement holding this member's plan payment: its fees make the difference.
  await page.setViewportSize({ width: 1280, height: 900 });
  const rows = table.locator('tbody tr').filter({ has: page.getByText('Difference', { exact: true }) });
  let found = false;
  for (let i = 0; i < (await rows.count()) && !found; i++) {
    await rows.nth(i).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: /^Settlement / });
    await expect(dialog.getByTestId('settlement-transactions')).toBeVisible();
    if ((await dialog.getByTestId('settlement-transactions').getByText(name).count()) > 0) {
      found = true;
      await expect(dialog).toContainText("Provider's fees");
      await expectAccessible(page);
      await screenshots(page, 'admin-settlement-detail');
      await page.setViewportSize({ width: 1280, height: 900 });
      await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
      const note = page.getByRole('dialog', { name: 'Mark settlement reviewed' });
      await note.getByRole('textbox', { name: /Note/ }).fill('Paystack fees as invoiced for the day');
      await note.getByRole('button', { name: 'Mark reviewed' }).click();
      const success = page.getByRole('dialog', { name: 'Success!' });
      await expect(success).toContainText('Settlement marked reviewed');
      await success.getByRole('button', { name: 'OK' }).click();
    } else {
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
  }
  expect(found).toBe(true);
  await expect(
    table
      .locator('tbody tr')
      .filter({ has: page.getByText('Reviewed', { exact: true }) })
      .first(),
  ).toBeVisible();
});
