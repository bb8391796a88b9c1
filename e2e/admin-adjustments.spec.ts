import { expect as baseExpect, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

test('finance proposes a reversal with a reason, another operator approves it, and the member sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const m = await newMember(page.request, { name: 'Efe Refund' });
  const tfp = (await (await page.request.get('/api/user', { headers: { accesstoken: m.token } })).json()).data
    .u_tfp_pin as string;

  await loginInBrowser(page, 'finance@trustfund.ng', 'Finance@2026');
  // Finance lands on its first section, Transfers (the console's /admin sends it on): the menu is
  // used once that page is there, as an operator would, not while /admin is still sending it on.
  await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Adjustments/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adjustments' })).toBeVisible();
  await expectAccessible(page);

  // The member's journal entries, with their lines.
  await page.getByLabel('TFP or entry number').fill(tfp);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const entries = page.getByRole('list', { name: 'Journal entries' });
  await expect(entries.getByText(`${tfp}:contributions`).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'admin-adjustments');

  // A reversal picked from the list needs a reason first.
  await entries.getByRole('button', { name: 'Reverse' }).first().click();
  const form = page.getByRole('form', { name: 'Propose a correction' });
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(form.getByText('Enter the reason for this correction (3 to 300 characters)')).toBeVisible();

  await form.getByLabel('Reason').fill('Posted twice by the bank');
  await form.getByRole('button', { name: 'Propose' }).click();
  await expect(
    form.getByText(/^Proposed\. A different operator must approve it in Approvals\. Reference ADJ/),
  ).toBeVisible();
  // The other kinds ask for what they need: a fee refund names the member and the amount.
  await form.getByRole('combobox', { name: 'Kind of correction' }).click();
  await page.getByRole('option', { name: 'Waive or refund a membership fee' }).click();
  await expect(form.getByLabel("Member's TFP")).toBeVisible();
  await expect(form.getByLabel('Amount (₦)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Corrections waiting' })).toContainText(
    'Posted twice by the bank',
  );

  // The proposer cannot approve their own: the admin does.
  const admin = await (await browser.newContext()).newPage();
  await loginInBrowser(admin, 'admin@trustfund.ng', 'Admin@2026');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/approvals');
  const card = admin.getByRole('listitem').filter({ hasText: 'Posted twice by the bank' });
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve this correction' });
  await expect(dialog).toContainText('SILVER first weekly contribution');
  await expect(dialog).toContainText('Its mirror entry: every line the other way');
  await expectAccessible(admin);
  await screenshots(admin, 'admin-adjustments-approve');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('dialog', { name: 'Success!' })).toContainText('Approved');
  await admin.getByRole('button', { name: 'OK' }).click();

  // The member sees the reversal on their transactions.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, m, '/transactions');
  await expect(member.getByText('Reversed').first()).toBeVisible();
});
