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

  test('a card that asks for an OTP: a wrong code is typed again (3 tries), then the card page comes back filled', async ({
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
    await expect(page.getByTestId('otp-tries-left')).toHaveText('You have 3 tries left for this code.');
    await page.getByRole('textbox', { name: 'OTP' }).fill('654321');
    await page.getByRole('button', { name: 'Submit' }).click();
    // still on the OTP page, told how many tries are left, the field empty for the next try
    await expect(page.getByRole('alert')).toContainText('Invalid OTP. You have 2 tries left.');
    await expect(page).toHaveURL(/\/otp$/);
    await expect(page.getByTestId('otp-tries-left')).toHaveText('You have 2 tries left for this code.');
    await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveValue('');
    await page.getByRole('button', { name: 'Send the code again' }).click();
    await expect(page.getByRole('status')).toContainText('A new OTP was sent to your phone');
    await expectAccessible(page);
    await screenshots(page, 'joining-otp-retry');
    await page.getByRole('textbox', { name: 'OTP' }).fill('111111');
    await page.getByRole('button', { name: 'Submit' }).click();
    // the answer to one try empties the field, so the next code is typed only after it arrives
    await expect(page.getByTestId('otp-tries-left')).toHaveText('You have 1 try left for this code.');
    await expect(page.getByRole('textbox', { name: 'OTP' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'OTP' }).fill('222222');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText('You have used all 3 tries');
    await expect(page).toHaveURL(/\/carddetails$/);
    await page.getByRole('button', { name: 'OK' }).click();
    // back on the card page with name, number and expiry kept; CVV and PIN are typed again
    await expect(page.getByRole('textbox', { name: 'Card holder name' })).toHaveValue('Ada Okafor');
    // the number is shown grouped in fours, as printed on the card
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue(
      CARDS.otp.replace(/(\d{4})(?=\d)/g, '$1 '),
    );
    await expect(page.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('12/30');
    await expect(page.getByLabel('CVV')).toHaveValue('');
    await expect(page.getByLabel('Card PIN')).toHaveValue('');
    await screenshots(page, 'joining-card-refilled');

    await page.getByLabel('CVV').fill('408');
    await page.getByLabel('Card PIN').fill('1234');
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

  test('a card that needs the bank page goes to the checkout; a referred member sees the receipt, then the dashboard', async ({
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
    await expect(page.getByText('₦100', { exact: true })).toBeVisible(); // the card check, refunded
    await expectAccessible(page);
    await screenshots(page, 'joining-sandbox-checkout');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/receipt\?reference=.*next=%2Fdashboard/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText('We received your payment of ₦4,000 for the SILVER plan.');
    await expect(receipt.getByRole('row', { name: /Reference/ })).toContainText(/[A-Z]+-[0-9A-F]{20}/);
    await expect(receipt.getByRole('row', { name: /Date/ })).toContainText(
      /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}/,
    );
    await expect(receipt.getByRole('row', { name: /SILVER plan membership fee/ })).toContainText('₦3,000');
    await expect(receipt.getByRole('row', { name: /First weekly contribution/ })).toContainText('₦1,000');
    await expect(page).toHaveTitle('Payment receipt | Trust Fund');
    // A calm first day: the welcome gives the TFP, the first debit's amount and date, and the email
    // still to verify, as next steps rather than warnings.
    const welcome = page.getByRole('region', { name: 'Welcome to the Trust Fund' });
    await expect(welcome.getByTestId('welcome-pin')).toHaveText(/^TFP\d{10}$/);
    await expect(welcome.getByTestId('welcome-next')).toContainText('Your first weekly debit: ₦1,000 on');
    await expect(welcome.getByTestId('welcome-first-debit')).toHaveText(
      /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/,
    );
    await expect(welcome.getByTestId('welcome-next')).toContainText('to verify your email address within 24');
    await expect(page.getByText(/cannot log in/)).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'joining-receipt');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    expect((await storedUser(page))?.u_tfp_pin).toMatch(/^TFP\d{10}$/);
    // On the dashboard the verification is a banner with the time left, not a dialog.
    await expect(page.getByRole('region', { name: 'Verify your email address' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'joining-first-dashboard');
  });
});

// After the card journeys: no card number reached the database files, the write-ahead log, the
// outbox or the server's log (server.log in the same folder), and the ledger's invariants hold.
test.afterAll(() => {
  expect(filesContaining('/api/submituserpaymentcard').length).toBeGreaterThan(0); // the log is there
  // No card number anywhere: database, log or outbox (one search for all of them).
  expect(filesContaining(Object.values(CARDS))).toEqual([]);
  const report = ledgerCheckOfCopy();
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
});
