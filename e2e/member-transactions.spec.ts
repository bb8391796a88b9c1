import { expect as baseExpect, test } from '@playwright/test';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
// Longest journey here: 25.3 s (5 December, one worker, load average 26 to 30); the suite's
// 120 s limit (playwright.config.ts) is three times that or more.

test('transactions: tabs, columns, paging 10 a page, date filter and clear, empty tabs', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  // 24 weekly contributions (+1 from the plan purchase today) and one earning
  await fixture(request, {
    email: m.email,
    ledger: [
      ...Array.from({ length: 24 }, (_, i) => ({ kind: 'contribution', naira: 1000, days_ago: 7 * (i + 1) })),
      { kind: 'referral-earning', naira: 150, days_ago: 2 },
    ],
  });
  await signIn(page, m, '/transactions');
  for (const tab of [
    'Contributions',
    'Trust Earnings',
    'Loans',
    'Purchase Order Power',
    'Emergency Travel Cover',
  ]) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toHaveText('Contributions: 25 records');
  // The spec's columns: ID, date, amount, status (the ID is the reference support can find).
  await expect(table.getByRole('columnheader')).toHaveText(['ID', 'Date', 'Amount', 'Status']);
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row').nth(1)).toContainText('₦1,000');
  await expect(table.getByRole('row').nth(1)).toContainText('Paid');
  // a date a Nigerian reader cannot misread, and a reference to quote to support as the ID, never a database id
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(
    /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/,
  );
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/[A-Z]/);
  await expectAccessible(page);
  await screenshots(page, 'member-transactions');

  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(table.getByRole('row')).toHaveCount(6);

  // Filter to the last 15 days: the plan's first week today and the fixture weeks 7 and 14 days ago.
  const day = (daysAgo: number) => {
    const d = new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  await page.getByLabel('From', { exact: true }).fill(day(15));
  await page.getByLabel('To', { exact: true }).fill(day(0));
  const filtered = page.waitForRequest(
    (r) => r.url().endsWith('/api/transactions') && /\d{2}\/\d{2}\/\d{4}/.test(r.postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Filter' }).click();
  const sent = JSON.parse((await filtered).postData() ?? '{}');
  expect(sent.trans_from_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(sent.offset).toBe(1);
  await expect(table.getByRole('caption')).toHaveText('Contributions: 3 records');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table.getByRole('caption')).toHaveText('Contributions: 25 records');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('');

  // A start after the end moves the end to the start.
  await page.getByLabel('To', { exact: true }).fill(day(10));
  await page.getByLabel('From', { exact: true }).fill(day(5));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(day(5));

  await page.getByRole('tab', { name: 'Trust Earnings' }).click();
  await expect(page.getByRole('table').getByRole('caption')).toHaveText('Trust Earnings: 1 records');
  await expect(page.getByRole('table')).toContainText('Earned');
  await page.getByRole('tab', { name: 'Emergency Travel Cover' }).click();
  for (const col of ['Date', 'From', 'To', 'Type', 'Return', 'Status']) {
    await expect(page.getByRole('table').getByRole('columnheader', { name: col })).toBeVisible();
  }
  await expect(page.getByText('No records available')).toBeVisible();
  await page.getByRole('tab', { name: 'Loans' }).click();
  await expect(page.getByText('No records available')).toBeVisible();
  await screenshots(page, 'member-transactions-empty');
});

test('transactions: a loan row has a View link to /viewloan', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await fixture(request, { email: m.email, ledger: [{ kind: 'loan', naira: 50000, days_ago: 1 }] });
  await signIn(page, m, '/transactions');
  await page.getByRole('tab', { name: 'Loans' }).click();
  await expect(page.getByRole('table')).toContainText('₦50,000');
  await page.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/viewloan$/);
  expect(await page.evaluate(() => typeof history.state?.usr?.loanId)).toBe('number');
  // The link carries the loan's id (not the ledger entry's): its detail opens.
  await expect(page.getByTestId('loan-amount-view')).toHaveText('₦50,000');
});

test('transactions: the pager shows 5 pages with 2 at the margins', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'SILVER' });
  // 119 weekly contributions and the plan's first week: 120 records, 12 pages of 10.
  await fixture(request, {
    email: m.email,
    ledger: Array.from({ length: 119 }, (_, i) => ({ kind: 'contribution', naira: 500, days_ago: i + 1 })),
  });
  await signIn(page, m, '/transactions');
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toHaveText('Contributions: 120 records');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const shown = async () =>
    (await pager.getByRole('button', { name: /^Page \d+$/ }).allTextContents()).map(Number);
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await shown()).toEqual([1, 2, 3, 4, 5, 11, 12]);
  await pager.getByRole('button', { name: 'Page 5', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await shown()).toEqual([1, 2, 3, 4, 5, 6, 7, 11, 12]);
  await pager.getByRole('button', { name: 'Page 7', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 7', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await shown()).toEqual([1, 2, 5, 6, 7, 8, 9, 11, 12]);
  await expect(table.getByRole('row')).toHaveCount(11);
  await pager.getByRole('button', { name: 'Page 12', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 12', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await shown()).toEqual([1, 2, 8, 9, 10, 11, 12]);
  await expectAccessible(page);
  await screenshots(page, 'member-transactions-pager');
});
