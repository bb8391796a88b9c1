import { expect as baseExpect, test } from '@playwright/test';
import { signInToConsole } from './auth-support.ts';
import { fixture, newMember } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

test('finance sees a transfer that could not be credited, with the reason, and credits it to the right member with a second operator’s approval', async ({
  page,
  browser,
  request,
}) => {
  // A member whose account is terminated still has their account number: a transfer into it waits.
  const closed = await newMember(request, { name: 'Tunde Closed' });
  const account = (
    await (await request.get('/api/virtualaccount', { headers: { accesstoken: closed.token } })).json()
  ).data.account_number as string;
  await fixture(request, { email: closed.email, u_status: 5 });
  const sent = await request.post('/sandbox/transfers', {
    data: { account_number: account, amount: 2500.5 },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const rightful = await newMember(request, { name: 'Halima Rightful' });
  const rightfulUser = (
    await (await request.get('/api/user', { headers: { accesstoken: rightful.token } })).json()
  ).data as { u_tfp_pin: string };
  const tfp = rightfulUser.u_tfp_pin;

  await signInToConsole(
    page,
    'admin@trustfund.ng',
    'Admin@2026',
    '/admin/uncredited-transfers',
    'Uncredited transfers',
  );
  const table = page.getByTestId('uncredited-table');
  const row = table.getByRole('row').filter({ hasText: account });
  // The webhook is worked from a queue: the transfer appears within moments.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('₦2,500.50');
  await expect(row).toContainText('Member terminated');
  await expect(row).toContainText(
    'The account’s member is terminated: credit the right member or return it.',
  );
  await expect(row).toContainText('Tunde Closed');
  await expectAccessible(page);
  await screenshots(page, 'admin-uncredited-transfers');

  await row.getByRole('textbox', { name: /Member’s TFP/ }).fill(tfp);
  await row.getByRole('button', { name: 'Propose credit' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Another operator approves it');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Waiting for approval');

  // Finance, in another browser, approves: the money goes to the rightful member, by the usual rules.
  const other = await browser.newContext();
  const checker = await other.newPage();
  await signInToConsole(checker, 'finance@trustfund.ng', 'Finance@2026', '/admin/approvals', 'Approvals');
  const card = checker.getByTestId('proposal').filter({ hasText: tfp });
  await expect(card).toContainText('Credit ₦2,500.50');
  await card.getByRole('button', { name: 'Approve' }).click();
  const confirm = checker.getByRole('dialog', { name: 'Approve this confirmation' });
  await expect(confirm).toContainText('Halima Rightful');
  await expect(confirm).toContainText('The payment provider');
  await expectAccessible(checker);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByRole('dialog', { name: 'Success!' })).toContainText('Approved');
  await checker.getByRole('button', { name: 'OK' }).click();
  await other.close();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Uncredited transfers' })).toBeVisible();
  await expect(page.getByText(account)).toHaveCount(0);
  const notes = await request.get('/api/usenotificationlist', { headers: { accesstoken: rightful.token } });
  expect(await notes.text()).toContain('We received your transfer of ₦2,500.50');
});
