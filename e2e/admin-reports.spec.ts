import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { loginInBrowser } from './auth-support.ts';
import { fixture, newMember } from './member-setup.ts';
import { ACCESS_ACCOUNT, apiSaveBank } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The code an authenticator app shows for `secret` now (the server runs on the real clock), or `aheadMs` later. */
const codeNow = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + aheadMs,
  });

/** Clicks a download button and answers the saved file's name and text. */
async function downloadFile(page: Page, button: 'Download CSV' | 'Download PDF') {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'latin1') };
}
const downloadCsv = (page: Page) => downloadFile(page, 'Download CSV');

/** The Lagos calendar day `daysAgo` days before now, YYYY-MM-DD (Lagos is UTC+1 all year). */
const lagosDay = (daysAgo = 0) =>
  new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('an admin reads the reports (chart, table, totals, CSV) and the audit log with its filters', async ({
  page,
}) => {
  // A member who saves (the plan purchase moves money through the ledger), then changes bank details.
  const saver = await newMember(page.request, { name: 'Amaka Reports' });
  await apiSaveBank(page.request, saver);

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
  await page.getByRole('link', { name: 'Members by plan, status, title and state' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Members by plan, status, title and state' }),
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
  await expect(table).toContainText(`******${ACCESS_ACCOUNT.slice(-4)}`);
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

test('an operator turns on two-step sign-in with a QR code, then signs in with password and code', async ({
  page,
}) => {
  const op = await newMember(page.request, { name: 'Femi Finance', plan: null });
  await fixture(page.request, { email: op.email, u_role: 'finance' });
  await loginInBrowser(page, op.email);
  await expect(page).toHaveURL(/\/admin/);
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  await menu.getByRole('link', { name: /^Two-step sign-in/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await expectAccessible(page);
  await screenshots(page, 'admin-totp-enrol');
  // A wrong code is refused beside the field.
  await page.getByRole('textbox', { name: 'Code from the app' }).fill('12');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is the 6 digits your authenticator app shows')).toBeVisible();
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(codeNow(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('totp-on')).toBeVisible();

  // Signing in again: the password, then the code.
  await page.getByRole('button', { name: /Sign out/ }).click();
  await page.goto('/login');
  await loginInBrowser(page, op.email);
  await expect(page.getByRole('textbox', { name: 'Authentication code' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'login-totp-step');
  // The code just used to turn it on is spent; the app's next code signs in.
  await page.getByRole('textbox', { name: 'Authentication code' }).fill(codeNow(secret, 30_000));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByTestId('operator-role')).toHaveText('Finance');
});

test('finance reads the portfolio at risk, the balance sheet and the income statement over chosen dates, with CSV and PDF', async ({
  page,
}) => {
  // A member owing a loan disbursed 100 days ago and due 30 days after: 70 days overdue (PAR 60).
  const borrower = await newMember(page.request, { name: 'Kunle Borrower' });
  await fixture(page.request, {
    email: borrower.email,
    ledger: [{ kind: 'loan', naira: 50_000, days_ago: 100 }],
  });
  const op = await newMember(page.request, { name: 'Funke Finance', plan: null });
  await fixture(page.request, { email: op.email, u_role: 'finance' });
  await loginInBrowser(page, op.email);
  await expect(page).toHaveURL(/\/admin/);
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  await menu.getByRole('link', { name: /^Reports/ }).click();

  // Loans outstanding: the headline figures, the ageing table with every bucket, the chart.
  await page.getByRole('link', { name: 'Loans outstanding and portfolio at risk' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Loans outstanding and portfolio at risk' }),
  ).toBeVisible();
  await expect(page.getByTestId('report-range')).toContainText('As at the end of');
  const figures = page.getByTestId('report-figures');
  for (const label of ['Loans outstanding', 'Amount outstanding', 'PAR 1', 'PAR 30', 'PAR 60', 'PAR 90'])
    await expect(figures.getByRole('group', { name: label })).toBeVisible();
  await expect(figures.getByRole('group', { name: 'PAR 60' })).not.toContainText(/^PAR 60\s*0\.00%$/);
  const table = page.getByTestId('report-table');
  // The heads, the five ages (every one, even when empty) and the totals.
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table).toContainText('61–90 days overdue');
  await expect(page.getByRole('img', { name: /Bar chart of Outstanding by age/ })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'admin-report-loans-outstanding');
  const pdf = await downloadFile(page, 'Download PDF');
  expect(pdf.name).toBe(`loans-outstanding-${lagosDay()}.pdf`);
  expect(pdf.text.startsWith('%PDF-')).toBe(true);

  // The same report 200 days ago, before the loan: the dates go in the address.
  await page.getByLabel('As at', { exact: true }).fill(lagosDay(200));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${lagosDay(200)}`));
  const csv = await downloadCsv(page);
  expect(csv.name).toBe(`loans-outstanding-${lagosDay(200)}.csv`);
  expect(csv.text.split('\r\n')[0]).toBe('Age,Loans,Outstanding,Share of portfolio');

  // The balance sheet balances.
  await page.getByRole('link', { name: 'All reports' }).click();
  await page.getByRole('link', { name: 'Balance sheet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Balance sheet' })).toBeVisible();
  await expect(
    page.getByTestId('report-figures').getByRole('group', { name: 'Assets = liabilities + equity' }),
  ).toContainText('Yes');
  await expect(page.getByTestId('report-table')).toContainText('Loans to members');
  await expectAccessible(page);
  await screenshots(page, 'admin-report-balance-sheet');

  // The income statement: a From after the To is refused under its field, then a good range shows.
  await page.getByRole('link', { name: 'All reports' }).click();
  await page.getByRole('link', { name: 'Income statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Income statement' })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(lagosDay(1));
  await page.getByLabel('To', { exact: true }).fill(lagosDay(2));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('The From date must be on or before the To date')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'admin-report-income-statement-refused');
  await page.getByLabel('From', { exact: true }).fill(lagosDay(30));
  await page.getByLabel('To', { exact: true }).fill(lagosDay());
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('report-table')).toContainText('Membership fees');
  await expect(page.getByTestId('report-totals')).toContainText('Surplus (deficit)');
  await expectAccessible(page);
  await screenshots(page, 'admin-report-income-statement');
});
