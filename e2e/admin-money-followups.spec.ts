import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { signInToConsole } from './auth-support.ts';
import { fixture, type Member, newMember } from './member-setup.ts';
import { apiMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Letters only: a run's own surname tells its members apart from earlier runs'. */
const runId = () => [...String(Date.now() % 1e6)].map((d) => 'abcdefghij'[Number(d)]).join('');

async function okDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('a refund the provider refused reaches finance, who closes it with a note', async ({
  page,
  request,
}) => {
  const name = `Refund Member ${runId()}`;
  const m: Member = await newMember(request, { plan: 'SILVER', name });
  await fixture(request, { email: m.email, refund_failed_naira: 2500 });

  await signInToConsole(page, 'finance@trustfund.ng', 'Finance@2026', '/admin/refunds', 'Refunds');
  const row = page.getByTestId('refunds-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('₦2,500');
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('Transaction has not been paid');
  await expectAccessible(page);
  await screenshots(page, 'admin-refunds');

  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: 'Mark resolved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark refund resolved' });
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Refunded by bank transfer, ref GTB-55120');
  await expectAccessible(page);
  await screenshots(page, 'admin-refunds-resolve');
  await dialog.getByRole('button', { name: 'Mark resolved' }).click();
  await okDialog(page, 'Refund marked resolved');
  await expect(row).toHaveCount(0);
});

test('dead mail is counted on the Inbox, listed masked, and sent again with Retry', async ({
  page,
  request,
}) => {
  const name = `Dead Mail ${runId()}`;
  const m: Member = await newMember(request, { plan: 'SILVER', name });
  await fixture(request, { email: m.email, dead_mail: true });

  await signInToConsole(page, 'support@trustfund.ng', 'Support@2026', '/admin/inbox', 'Inbox');
  await expect(page.getByTestId('dead-mail-notice')).toContainText('could not be delivered');
  await page.getByRole('link', { name: 'Open Dead mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dead mail' })).toBeVisible();
  const masked = `${m.email[0]}***@${m.email.split('@')[1]}`;
  const row = page.getByTestId('dead-mail-table').getByRole('row').filter({ hasText: masked }).first();
  await expect(row).toContainText('Payment received');
  await expect(row).toContainText('550 5.1.1 mailbox unavailable');
  await expect(page.getByTestId('dead-mail-table')).not.toContainText(m.email);
  await expectAccessible(page);
  await screenshots(page, 'admin-dead-mail');
  await page.setViewportSize({ width: 1280, height: 800 });
  const before = Number.parseInt((await page.getByTestId('dead-mail-count').textContent()) ?? '', 10);
  await row.getByRole('button', { name: /^Retry/ }).click();
  await okDialog(page, 'Email queued to be sent again');
  if (before === 1) await expect(page.getByText('No dead mail')).toBeVisible();
  else await expect(page.getByTestId('dead-mail-count')).toHaveText(new RegExp(`^${before - 1} email`));
});

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
}

test('a CSV line the bank bounced is marked failed by one operator and approved by another', async ({
  page,
  request,
}) => {
  const name = `Bola Bounce ${runId()}`;
  await redeemed(request, name, 'Mutual Trust Savings', '5019876543', 6500);
  const row = () => page.getByTestId('payouts-table').getByRole('row').filter({ hasText: name });

  // Finance proposes it by CSV; the admin approves and marks the batch sent.
  await signInToConsole(page, 'finance@trustfund.ng', 'Finance@2026', '/admin/payouts', 'Payouts');
  await row().getByRole('checkbox').check();
  await page.getByRole('radio', { name: 'Bulk-payment CSV (fund’s bank)' }).check();
  await page.getByRole('button', { name: 'Propose batch' }).click();
  await okDialog(page, 'Batch proposed');
  const batch = page
    .getByTestId(/^batch-/)
    .filter({ hasText: '1 payout, ₦6,500' })
    .first();
  await signInToConsole(page, 'admin@trustfund.ng', 'Admin@2026', '/admin/payouts', 'Payouts');
  await batch.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: /^Approve batch/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await okDialog(page, 'Approved');
  await batch.getByRole('button', { name: 'Mark sent' }).click();
  await okDialog(page, 'Batch marked sent');

  // The bank returns the line: finance proposes "Mark failed (bounced)".
  await signInToConsole(
    page,
    'finance@trustfund.ng',
    'Finance@2026',
    '/admin/payouts?status=sent',
    'Payouts',
  );
  await row().getByRole('button', { name: 'Mark failed (bounced)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark failed (bounced)' });
  await dialog.getByRole('textbox', { name: /reason/ }).fill('Account closed');
  await expectAccessible(page);
  await screenshots(page, 'admin-payouts-bounce');
  await dialog.getByRole('button', { name: 'Propose' }).click();
  await okDialog(page, 'Bounce proposed. A different operator must approve it.');
  await expect(row()).toContainText('Sent');

  // The admin approves it in Approvals: the line is failed and its money back with the member.
  await signInToConsole(page, 'admin@trustfund.ng', 'Admin@2026', '/admin/approvals', 'Approvals');
  const card = page.getByTestId('proposal').filter({ hasText: 'failed (bounced): Account closed' }).first();
  await card.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: /^Approve/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await okDialog(page, 'Approved');
  await page.goto('/admin/payouts?status=failed');
  await expect(row()).toContainText('Bounced by the bank: Account closed');
  await expectAccessible(page);
  await screenshots(page, 'admin-payouts-bounced');
});
