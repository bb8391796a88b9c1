import { expect, test } from '@playwright/test';
import { memberByApi } from './auth-support.ts';
import {
  CARDS,
  confirmTransferAsOperator,
  continueFromReceipt,
  filesContaining,
  ledgerCheckOfCopy,
  openPlan,
  registerInBrowser,
  storedUser,
} from './joining-support.ts';
import { expectAccessible, screenshots, uniqueEmail } from './support.ts';

test.describe('joining without a card form', () => {
  test.describe.configure({ timeout: 180_000 });
  test('the free BASIC plan gives a pin at once and opens the dashboard', async ({ page }) => {
    await registerInBrowser(page);
    await openPlan(page, 'BASIC');
    // The plan's facts, in the spec's words for BASIC.
    const facts = page.getByRole('main').locator('dl').first();
    await expect(facts.locator('[data-fact="weekly"]')).toHaveText(/Weekly savings\s*Not Applicable/);
    await expect(facts.locator('[data-fact="loan"]')).toHaveText(/Loan limit\s*Not Accessible/);
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Subscribe for free' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await storedUser(page))?.u_tfp_pin).toMatch(/^TFP\d{10}$/);
  });

  test('bank transfer shows the total, account, TFP narration and USSD codes; the plan starts when an operator confirms', async ({
    page,
    request,
  }) => {
    const email = await registerInBrowser(page);
    await openPlan(page, 'GOLD');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Bank transfer' }).click();
    await expect(page).toHaveURL(/\/transfer$/);
    await expect(page.getByRole('row', { name: /Total to transfer/ })).toContainText('₦20,000');
    await expect(page.getByText('*737*1*20000*')).toBeVisible();
    await expect(page.getByText(/up to 24 hours/)).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy Account number' }).click();
    await expect(page.getByRole('button', { name: 'Copied Account number' })).toBeVisible();
    const narration =
      (await page
        .getByText(/^TFP\d{10}$/)
        .first()
        .textContent()) ?? '';
    expect(narration).toMatch(/^TFP\d{10}$/);
    await expectAccessible(page);
    await screenshots(page, 'joining-transfer');

    const confirmed = await confirmTransferAsOperator(request, narration, 20_000);
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await storedUser(page))?.u_tfp_pin).toBe(narration);
  });

  test('FLEXI: quote, hosted checkout, trust partner by TFP and invitations, then the dashboard', async ({
    page,
    request,
  }) => {
    const partner = await memberByApi(request);
    const registered = await memberByApi(request);
    await registerInBrowser(page);
    await openPlan(page, 'FLEXI');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const modal = page.getByRole('dialog', { name: 'Set up your FLEXI plan' });
    const amount = modal.getByRole('textbox', { name: 'Contribution amount' });
    await expect(amount).toHaveValue('₦500');
    // Whole naira only: kobo are refused beside the field, not rounded away.
    await amount.fill('');
    await amount.pressSequentially('2000.5');
    await expect(modal.getByText('Must be a number')).toBeVisible();
    await amount.press('Backspace');
    await amount.press('Backspace');
    await expect(amount).toHaveValue('₦2,000');
    await expect(modal.getByText('Must be a number')).toBeHidden();
    await modal.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '6 months' }).click();
    await expect(modal.getByText(/Membership fee: ₦\d/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'joining-flexi');
    await modal.getByRole('button', { name: /^Pay ₦/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();

    await continueFromReceipt(page);
    await expect(page).toHaveURL(/\/trustpartner$/);
    await page.getByRole('combobox', { name: 'Relationship' }).click();
    await page.getByRole('option', { name: 'Friend' }).click();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const code = page.getByRole('textbox', { name: "Partner's TFP code" });
    await code.fill(`${partner.u_tfp_pin.slice(0, 3).toLowerCase()}-${partner.u_tfp_pin.slice(3)}`);
    await expect(code).toHaveValue(partner.u_tfp_pin);
    await code.blur();
    await expect(page.getByRole('textbox', { name: "Partner's name" })).toHaveValue('Ada Okafor');
    await expectAccessible(page);
    await screenshots(page, 'joining-trust-partner');
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/trustnetwork$/, { timeout: 10_000 });

    const friend = uniqueEmail('friend');
    // Nothing typed: said on the first field, not in a pop-up.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email ID required')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: "Friend's email 1" })).toBeFocused();
    await page.getByRole('textbox', { name: "Friend's email 1" }).fill('not-an-email');
    await page.getByRole('textbox', { name: "Friend's email 1" }).blur();
    await expect(page.getByText('Enter valid email address')).toBeVisible();
    await page.getByRole('textbox', { name: "Friend's email 1" }).fill(friend);
    await page.getByRole('button', { name: 'Add more' }).click();
    await page.getByRole('textbox', { name: "Friend's email 2" }).fill(friend);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText("Please don't enter same email multiple time")).toBeVisible();
    await page.getByRole('textbox', { name: "Friend's email 2" }).fill(registered.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Email already registered')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'joining-invite');
    await page.getByRole('button', { name: 'Remove email 2' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    // Success is a toast that closes by itself, not a pop-up to dismiss.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your invitations have been sent' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    expect((await storedUser(page))?.u_tfp_pin).toMatch(/^TFP\d{10}$/);
  });

  test('a declined checkout says the transaction failed and returns to the card page', async ({ page }) => {
    await registerInBrowser(page);
    await openPlan(page, 'FLEXI');
    await page.getByRole('button', { name: 'Get Started' }).click();
    const modal = page.getByRole('dialog', { name: 'Set up your FLEXI plan' });
    await expect(modal.getByText(/Membership fee: ₦\d/)).toBeVisible();
    await modal.getByRole('button', { name: /^Pay ₦/ }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText(
      'your transaction failed, please try again later',
    );
    await expect(page).toHaveURL(/\/carddetails$/);
    await screenshots(page, 'joining-checkout-declined');
  });
});

// After this file's journeys: the ledger's invariants hold and no card number reached the disk.
test.afterAll(() => {
  const report = ledgerCheckOfCopy();
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
  // No card number anywhere: database, log or outbox (one search for all of them).
  expect(filesContaining(Object.values(CARDS))).toEqual([]);
});
