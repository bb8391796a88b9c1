import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { signInToConsole } from './auth-support.ts';
import { fixture, type Member, newMember } from './member-setup.ts';
import { apiMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A member whose redeemed earnings wait as a payout to this bank account. */
async function redeemed(
  request: APIRequestContext,
  name: string,
  bank: string,
  account: string,
  naira: number,
) {
  const m: Member = await newMember(request, { plan: 'SILVER', name });
  await fixture(request, { email: m.email, ledger: [{ kind: 'referral-earning', naira, days_ago: 2 }] });
  const headers = { accesstoken: m.token };
  await fixture(request, {
    email: m.email,
    bank: { bank_name: bank, account_number: account, holder: name },
  });
  const code = await apiMoneyOutCode(request, headers, m.email, 'redemption');
  const res = await request.post('/api/referalreedem', { headers, data: { redeem_amount: naira, code } });
  expect(res.ok(), await res.text()).toBe(true);
  return m;
}

const row = (page: Page, name: string) =>
  page.getByTestId('payouts-table').getByRole('row').filter({ hasText: name });

async function okDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('a finance operator proposes payout batches and a second operator approves: transfers sent or returned, a bank CSV downloaded and marked sent', async ({
  page,
  request,
}) => {
  // Names take letters only: a run's own surname tells its members apart from earlier runs'.
  const id = [...String(Date.now() % 1e6)].map((d) => 'abcdefghij'[Number(d)]).join('');
  const [paid, bounced, byCsv] = [`Ada Paid ${id}`, `Bisi Bounced ${id}`, `Chidi Csv ${id}`];
  await redeemed(request, paid, 'Guaranty Trust Bank', '0123456789', 6000);
  await redeemed(request, bounced, 'Zenith Bank', '0000000001', 7000);
  await redeemed(request, byCsv, 'Mutual Trust Savings', '5012345678', 8000);

  await signInToConsole(page, 'finance@trustfund.ng', 'Finance@2026', '/admin/payouts', 'Payouts');
  await expect(row(page, paid)).toContainText('code 058');
  await expect(row(page, byCsv)).toContainText('CSV only (no bank code)');
  await row(page, paid).getByRole('checkbox').check();
  await row(page, bounced).getByRole('checkbox').check();
  await expect(page.getByTestId('propose-batch')).toContainText('2 chosen, ₦13,000');
  await expectAccessible(page);
  await screenshots(page, 'admin-payouts-waiting');
  await page.getByRole('button', { name: 'Propose batch' }).click();
  await okDialog(page, 'Batch proposed. A different operator must approve it.');
  await expect(row(page, paid)).toHaveCount(0);

  // The bank with no code goes by CSV.
  await row(page, byCsv).getByRole('checkbox').check();
  await page.getByRole('radio', { name: 'Bulk-payment CSV (fund’s bank)' }).check();
  await page.getByRole('button', { name: 'Propose batch' }).click();
  await okDialog(page, 'Batch proposed');
  const transferBatch = page
    .getByTestId(/^batch-/)
    .filter({ hasText: '2 payouts, ₦13,000' })
    .first();
  const csvBatch = page
    .getByTestId(/^batch-/)
    .filter({ hasText: '1 payout, ₦8,000' })
    .first();
  await expect(transferBatch).toContainText('Waiting for approval');
  await expect(transferBatch.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(transferBatch).toContainText('A different operator must approve it.');
  await page.getByRole('tab', { name: 'In a batch' }).click();
  await expect(row(page, bounced)).toContainText('In a batch');

  // A second operator approves, after reading the total.
  await signInToConsole(page, 'admin@trustfund.ng', 'Admin@2026', '/admin/payouts', 'Payouts');
  await transferBatch.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: /^Approve batch/ });
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('₦13,000');
  await expect(confirm).toContainText('Femi Finance');
  await expectAccessible(page);
  await screenshots(page, 'admin-payouts-approve');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await okDialog(page, 'Approved');
  await expect(transferBatch).toContainText('Done');

  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(row(page, paid)).toContainText('Sent');
  await page.getByRole('tab', { name: 'Failed' }).click();
  await expect(row(page, bounced)).toContainText('Returned');
  await expect(row(page, bounced)).toContainText('Could not credit the account');
  await expectAccessible(page);
  await screenshots(page, 'admin-payouts-failed');

  // The CSV batch: approve, download the file for the bank, mark it sent.
  await csvBatch.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: /^Approve batch/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await okDialog(page, 'Approved');
  await expect(csvBatch).toContainText('CSV ready');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    csvBatch.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^payout-batch-\d+\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain(`${byCsv},5012345678,Mutual Trust Savings,,8000.00`);
  await csvBatch.getByRole('button', { name: 'Mark sent' }).click();
  await okDialog(page, 'Batch marked sent');
  await expect(csvBatch).toContainText('Done');
  await screenshots(page, 'admin-payouts-batches');
});
