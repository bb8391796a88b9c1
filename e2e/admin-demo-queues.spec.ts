import { expect as baseExpect, test } from '@playwright/test';
import { loginInBrowser, signInToConsole } from './auth-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

// A fresh start's demo (seed/console-queues.ts): every console queue has something to act on. The
// second journey writes off the demo's repaying loan, so the two run in this order.
test.describe.configure({ mode: 'serial' });

test('on a fresh start the console’s loans, POP and ETC, payouts and transfers each list the demo’s work', async ({
  page,
}) => {
  await signInToConsole(page, 'loans@trustfund.ng', 'Loans@2026', '/admin/loans', 'Loans');
  const loanRow = (name: string) => page.getByRole('row').filter({ hasText: name });
  // Chidi's request waits for Bisi, unless the demo started from Sunday evening to Monday 8am in Lagos,
  // when its 48 hours are already up (which of the two, by the clock: seed/start-out-of-hours.test.ts
  // and seed/start.test.ts).
  await expect(loanRow('Chidi Nwosu')).toContainText(/1 of 2 trusted\s*(awaiting|expired)/);
  await expect(loanRow('Halima Bello')).toContainText('approved');
  await expect(loanRow('Halima Bello').getByRole('button', { name: /Propose/ })).toBeVisible();
  await expect(loanRow('Emeka Obi')).toContainText('disbursed');
  await expectAccessible(page);
  await screenshots(page, 'demo-loans');

  await page.goto('/admin/popetc');
  const application = (name: string) => page.locator('[data-testid^="popetc-"]', { hasText: name });
  // Just in: a proposal to make; proposed by the loans operator: another operator approves it.
  await expect(application('Aisha Lawal').getByRole('button', { name: 'Propose disbursal' })).toBeVisible();
  await expect(application('Bisi Oladipo').getByRole('button', { name: 'Propose disbursal' })).toBeVisible();
  await expect(application('Ngozi Eze')).toContainText('A different operator must approve it.');
  await expect(application('Segun Ajayi')).toContainText('A different operator must approve it.');
  await page.locator('label', { hasText: /^In use$/ }).click();
  await expect(application('Funke Adeyemi')).toBeVisible();
  await expect(application('Ibrahim Musa')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'demo-pop-etc');

  await signInToConsole(page, 'admin@trustfund.ng', 'Admin@2026', '/admin/approvals', 'Approvals');
  await expect(page.getByText(/Send 2 payouts, .* by bank CSV/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'demo-approvals');

  await signInToConsole(page, 'finance@trustfund.ng', 'Finance@2026', '/admin/transfers', 'Transfers');
  await expect(
    page.getByRole('row').filter({ hasText: 'Emeka Obi' }).filter({ hasText: '10,000' }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'demo-transfers');
});

test('finance writes off the rest of the demo’s repaying loan: the member reads it written off, the console lists it, the report counts it', async ({
  page,
}) => {
  const tokenOf = async (email: string, password: string) =>
    (await (await page.request.post('/api/login', { data: { email, password } })).json()).data
      .u_accesstoken as string;
  const finance = { accesstoken: await tokenOf('finance@trustfund.ng', 'Finance@2026') };
  const admin = { accesstoken: await tokenOf('admin@trustfund.ng', 'Admin@2026') };
  const loans = (await (await page.request.get('/api/admin/loans', { headers: admin })).json()).data
    .loans as {
    id: number;
    state: string;
    member: { name: string; tfp_pin: string };
  }[];
  const emeka = loans.find((l) => l.member.name === 'Emeka Obi' && l.state === 'disbursed');
  expect(emeka).toBeDefined();
  // Proposed by finance with a reason, approved by the admin (Adjustments, maker-checker).
  const proposed = await page.request.post('/api/admin/adjustments', {
    headers: finance,
    data: {
      type: 'write-off',
      tfp: emeka?.member.tfp_pin,
      what: 'loan',
      amount: 30_000,
      reason: 'Business lost in a fire',
    },
  });
  expect(proposed.ok(), await proposed.text()).toBe(true);
  const id = (await proposed.json()).data.proposal_id as number;
  const queue = (
    await (await page.request.get('/api/admin/approvals?kind=adjustment', { headers: admin })).json()
  ).data.proposals as { id: number; payload_hash: string }[];
  const approved = await page.request.post(`/api/admin/approvals/${id}/approve`, {
    headers: admin,
    data: { payload_hash: queue.find((p) => p.id === id)?.payload_hash },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  // The member's loan says so.
  await loginInBrowser(page, 'emeka@demo.trustfund.ng', 'Member@2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/viewloan?id=${emeka?.id}`);
  await expect(page.getByTestId('loan-status')).toHaveText('Written off');
  await expectAccessible(page);
  await screenshots(page, 'demo-loan-written-off');

  // The console lists it under its own state; the portfolio report counts it.
  await signInToConsole(page, 'finance@trustfund.ng', 'Finance@2026', '/admin/reports', 'Reports');
  await page.getByRole('link', { name: 'Loans outstanding and portfolio at risk' }).click();
  const figures = page.getByTestId('report-figures');
  await expect(figures.getByRole('group', { name: 'Loans written off' })).toContainText('1');
  await expect(figures.getByRole('group', { name: 'Amount written off' })).toContainText('30,000');
  await expectAccessible(page);
  await screenshots(page, 'demo-report-written-off');
  await signInToConsole(page, 'loans@trustfund.ng', 'Loans@2026', '/admin/loans', 'Loans');
  await page.getByRole('combobox', { name: 'Show' }).selectOption('written_off');
  await expect(page.getByRole('row').filter({ hasText: 'Emeka Obi' })).toContainText('written off');
  await expectAccessible(page);
  await screenshots(page, 'demo-loans-written-off');
});
