import { expect, test } from '@playwright/test';
import { memberByApi } from './auth-support.ts';
import {
  CARDS,
  filesContaining,
  fillCard,
  ledgerCheckOfCopy,
  openPlan,
  registerInBrowser,
  skipOnboarding,
  storedUser,
} from './joining-support.ts';
import { expectAccessible, screenshots } from './support.ts';

test.describe('joining by card', () => {
  test.describe.configure({ timeout: 180_000 });
  test('a visitor picks a plan, meets every card rule, pays with a card and reaches the dashboard with a pin', async ({
    page,
  }) => {
    await registerInBrowser(page);
    await expect(page.getByRole('heading', { name: 'Trust Plans' })).toBeVisible();
    await expect(page.getByText('Click on any Plan to See More')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'joining-viewplans');

    await openPlan(page, 'SILVER');
    await expect(page.getByRole('heading', { name: 'More benefits' })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'joining-trustplans');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByRole('dialog', { name: 'Get started with SILVER' })).toBeVisible();
    await expect(page.getByText('₦4,000 in total')).toBeVisible();
    await page.getByRole('button', { name: 'Card setup' }).click();
    await expect(page).toHaveURL(/\/carddetails$/);
    await expect(page.getByRole('heading', { name: 'SILVER plan' })).toBeVisible();

    // Every rule of the card form shows its message.
    await page.getByRole('button', { name: 'Pay now' }).click();
    for (const message of [
      'Enter card holder name',
      'Enter card number',
      'Enter card expiry',
      'Enter CVV',
      'Enter card pin',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await screenshots(page, 'joining-card-errors');
    await page.getByRole('textbox', { name: 'Card number' }).fill('4084 0840');
    await page.getByRole('textbox', { name: 'Card number' }).blur();
    await expect(page.getByText('Enter your 16 digit card numbers')).toBeVisible();
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('0000');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).blur();
    await expect(page.getByText('Invalid Date', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('0120');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).blur();
    await expect(page.getByText('Please Enter a valid expiry date')).toBeVisible();
    await expect(page.getByLabel('CVV')).toHaveAttribute('type', 'password');
    await expect(page.getByLabel('Card PIN')).toHaveAttribute('type', 'password');

    await fillCard(page, CARDS.plain);
    await screenshots(page, 'joining-card-filled');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await skipOnboarding(page);
    expect((await storedUser(page))?.u_tfp_pin).toMatch(/^TFP\d{10}$/);
  });

  test('a card that asks for an OTP: a wrong code returns to the card page, the right one buys the plan', async ({
    page,
  }) => {
    await registerInBrowser(page);
    await openPlan(page, 'GOLD');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Card setup' }).click();
    await fillCard(page, CARDS.otp);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByText(/Please enter the OTP/)).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveAccessibleDescription(/Enter OTP/);
    await expectAccessible(page);
    await screenshots(page, 'joining-otp');
    await page.getByRole('textbox', { name: 'OTP' }).fill('654321');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText('Invalid OTP');
    await expect(page).toHaveURL(/\/carddetails$/);
    await page.getByRole('button', { name: 'OK' }).click();

    await fillCard(page, CARDS.otp);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('textbox', { name: 'OTP' }).fill('123456');
    await page.getByRole('button', { name: 'Submit' }).click();
    await skipOnboarding(page);
    expect((await storedUser(page))?.u_tfp_pin).toMatch(/^TFP\d{10}$/);
  });

  test("a declined card shows the bank's reason and keeps the member on the card page", async ({ page }) => {
    await registerInBrowser(page);
    await openPlan(page, 'PLATINUM');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Card setup' }).click();
    await fillCard(page, CARDS.declined);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText('Insufficient funds');
    await expect(page).toHaveURL(/\/carddetails$/);
    await screenshots(page, 'joining-card-declined');
    expect((await storedUser(page))?.u_tfp_pin).toBeFalsy();
  });

  test('a card that needs the bank page goes to the checkout; a referred member then reaches the dashboard after 3 s', async ({
    page,
    request,
  }) => {
    const referrer = await memberByApi(request);
    await registerInBrowser(page, { referralKey: referrer.u_tfp_pin.slice(3) });
    await openPlan(page, 'SILVER');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByRole('button', { name: 'Card setup' }).click();
    await fillCard(page, CARDS.redirect);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await expect(page.getByText('₦100.00')).toBeVisible(); // the card check, refunded
    await expectAccessible(page);
    await screenshots(page, 'joining-sandbox-checkout');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/carddetails\?reference=/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await screenshots(page, 'joining-payment-return');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    expect((await storedUser(page))?.u_tfp_pin).toMatch(/^TFP\d{10}$/);
  });
});

// After the card journeys: no card number reached the database files, the write-ahead log, the
// outbox or the server's log (server.log in the same folder), and the ledger's invariants hold.
test.afterAll(() => {
  expect(filesContaining('/api/submituserpaymentcard').length).toBeGreaterThan(0); // the log is there
  for (const pan of Object.values(CARDS)) expect(filesContaining(pan)).toEqual([]);
  const report = ledgerCheckOfCopy();
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});
