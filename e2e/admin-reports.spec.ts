import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { newMember } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Clicks the download button and answers the saved file's name and text. */
async function downloadCsv(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

test('an admin reads the reports (chart, table, totals, CSV) and the audit log with its filters', async ({
  page,
}) => {
  // A member who saves (the plan purchase moves money through the ledger), then changes bank details.
  const saver = await newMember(page.request, { name: 'Amaka Reports' });
  const bank = await page.request.post('/api/updateuserprofile', {
    headers: { accesstoken: saver.token },
    data: { bankname: 'Access Bank', accountholdername: 'Amaka Reports', accountnumber: '0123456789' },
  });
  expect(bank.ok()).toBe(true);

  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  await menu.getByRole('link', { name: /^Reports/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Reports/ })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await screenshots(page, 'admin-reports-index');

  // The trial balance: debits equal credits.
  await page.getByRole('link', { name: 'Trial balance' }).click();
  await expect(page).toHaveURL(/\/admin\/reports\/trial-balance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trial balance' })).toBeVisible();
  const totals = page.getByTestId('report-totals');
  await expect(totals).toContainText('Total');
  const cells = await totals.getByRole('columnheader').allInnerTexts();
  expect(cells[3]).toBe(cells[4]);
  expect(cells[3]).toMatch(/^₦[\d,]+/);
  await expect(page.getByRole('img', { name: /Bar chart of Debit, Credit by account/ })).toBeVisible();
  await expect(page.getByTestId('report-table')).toContainText('member:*:contributions');
  await expectAccessible(page);
  await screenshots(page, 'admin-report-trial-balance');
  const csv = await downloadCsv(page);
  expect(csv.name).toMatch(/^trial-balance-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.split('\r\n')[0]).toBe('Account,Type,Accounts,Debit,Credit');
  expect(csv.text).toMatch(/\r\nTotal,,\d+,([\d.]+),\1\r\n$/);

  // Members by plan, status and title: sorting a column by its header.
  await page.getByRole('link', { name: 'All reports' }).click();
  await page.getByRole('link', { name: 'Members by plan, status and title' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Members by plan, status and title' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Members' }).click();
  await expect(page.getByRole('columnheader', { name: 'Members' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expectAccessible(page);
  await screenshots(page, 'admin-report-members');

  // The audit log: the member's bank change with its before and after, filtered by action.
  await menu.getByRole('link', { name: /^Audit log/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Who' }).fill(saver.email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/actor=/);
  const table = page.getByTestId('audit-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('member.bank_details_change');
  await expect(table).toContainText('bank name: none → Access Bank');
  await expect(table).toContainText('******6789');
  await expectAccessible(page);
  await screenshots(page, 'admin-audit');
  const audit = await downloadCsv(page);
  expect(audit.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(audit.text.trim().split('\r\n')).toHaveLength(2);
  // Nothing matches an unknown operator: the empty state says so.
  await page.getByRole('textbox', { name: 'Who' }).fill('nobody@trustfund.ng');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No action matches these filters.')).toBeVisible();
});
