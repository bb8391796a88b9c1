import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { loginInBrowser } from './auth-support.ts';
import { fixture, newMember } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The code an authenticator app shows for `secret` now (the server runs on the real clock), or `aheadMs` later. */
const codeNow = (secret: string, aheadMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + aheadMs,
  });

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
