import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { newMember } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A new member who chose to pay a plan by bank transfer: their TFP (the narration) and the total. */
async function awaitingTransfer(request: APIRequestContext, name: string, plan: 'SILVER' | 'GOLD') {
  const m = await newMember(request, { plan: null, name });
  const plans = (await (await request.get('/api/getsubscriptionplans')).json()).data as {
    pl_plan_id: number;
    pl_plan_name: string;
  }[];
  const chosen = await request.post('/api/userplantransfer', {
    headers: { accesstoken: m.token },
    data: { planid: plans.find((p) => p.pl_plan_name === plan)?.pl_plan_id },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const { narration, total } = (await chosen.json()).data as { narration: string; total: number };
  return { ...m, tfp: narration, total };
}

test('one operator proposes transfer confirmations (by hand and from a bank statement), another approves and rejects', async ({
  page,
  browser,
  request,
}) => {
  const gold = await awaitingTransfer(request, 'Ngozi Transfer', 'GOLD');
  const silver = await awaitingTransfer(request, 'Emeka Statement', 'SILVER');

  // The admin proposes: the queue, the dialog with the bank reference.
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Transfers/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(gold.tfp);
  const table = page.getByTestId('awaited-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Plan start');
  await expectAccessible(page);
  await screenshots(page, 'admin-transfers');
  await table.getByRole('button', { name: 'Propose confirmation for Ngozi Transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose a transfer confirmation' });
  await dialog.getByRole('button', { name: 'Propose' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Bank reference' })).toBeFocused();
  await dialog.getByRole('textbox', { name: 'Bank reference' }).fill(`GTB/E2E/${gold.tfp}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Propose' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText(
    'A different operator must approve it',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(table).toContainText('Waiting for approval');

  // The statement import: a preview of matched and unmatched lines, then the proposals.
  const csv = [
    'date,amount,narration,reference',
    `24/11/2026,"${silver.total.toLocaleString('en-NG')}.00",TRF ${silver.tfp} EMEKA,ACC/E2E/${silver.tfp}`,
    '24/11/2026,"2,500.00",POS SETTLEMENT,ACC/E2E/POS1',
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const lines = page.getByTestId('statement-lines');
  await expect(lines).toContainText('Emeka Statement');
  await expect(lines).toContainText('No TFP in the narration');
  await expect(page.getByText('1 matched · 1 unmatched · 0 duplicate')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'admin-transfers-import');
  await page.getByRole('button', { name: 'Propose 1 match' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('1 confirmation proposed');
  await page.getByRole('button', { name: 'OK' }).click();

  // The proposer sees their proposals wait for another operator.
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Approvals/ })
    .click();
  const mine = page.getByTestId('proposal').filter({ hasText: gold.tfp });
  await expect(mine).toContainText('Waiting for another operator to approve.');
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // A finance operator, in another browser, approves one and rejects the other.
  const other = await browser.newContext();
  const checker = await other.newPage();
  await loginInBrowser(checker, 'finance@trustfund.ng', 'Finance@2026');
  await expect(checker).toHaveURL(/\/admin/);
  await checker.goto('/admin/approvals');
  await expect(checker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
  const goldCard = checker.getByTestId('proposal').filter({ hasText: gold.tfp });
  await expect(goldCard).toContainText('Proposed by Fund Operator');
  await expectAccessible(checker);
  await screenshots(checker, 'admin-approvals');
  await goldCard.getByRole('button', { name: 'Approve' }).click();
  const confirm = checker.getByRole('dialog', { name: 'Approve this confirmation' });
  await expect(confirm.getByTestId('confirm-amount')).toHaveText(`₦${gold.total.toLocaleString('en-NG')}`);
  await expectAccessible(checker);
  await screenshots(checker, 'admin-approvals-confirm');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(checker.getByRole('dialog', { name: 'Success!' })).toContainText('Approved');
  await checker.getByRole('button', { name: 'OK' }).click();
  await expect(goldCard).toHaveCount(0);

  const silverCard = checker.getByTestId('proposal').filter({ hasText: silver.tfp });
  await silverCard.getByRole('button', { name: 'Reject' }).click();
  const reject = checker.getByRole('dialog', { name: 'Reject this proposal' });
  await reject.getByRole('textbox', { name: 'Reason' }).fill('Not on the fund’s statement');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(checker.getByRole('dialog', { name: 'Success!' })).toContainText('Rejected');
  await checker.getByRole('button', { name: 'OK' }).click();
  await expect(silverCard).toHaveCount(0);
  await checker
    .locator('label')
    .filter({ hasText: /^Approved$/ })
    .click();
  await expect(checker.getByTestId('proposal').filter({ hasText: gold.tfp })).toContainText(
    'GOLD plan is active',
  );
  await other.close();

  // The member's plan is active; the other still awaits their transfer.
  const dash = await request.get('/api/userdashboard', { headers: { accesstoken: gold.token } });
  expect((await dash.json()).data.awaited_transfer).toBeNull();
  const still = await request.get('/api/userdashboard', { headers: { accesstoken: silver.token } });
  expect((await still.json()).data.awaited_transfer).not.toBeNull();
});
