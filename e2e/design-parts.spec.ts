import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshots } from './support.ts';

// The gallery of apps/web/src/ui (built into the browser-test build only: apps/web/src/main.tsx).
// Its dates and amounts are fixed, so its screenshots are compared with the committed ones.

const openGallery = async (page: Page) => {
  await page.goto('/design-parts');
  await expect(page.getByRole('heading', { name: 'Design parts', level: 1 })).toBeVisible();
};

test('the parts read right: Money, DateText and StatusBadge texts, and the joining step', async ({
  page,
}) => {
  await openGallery(page);
  await expect(page.getByTestId('money-kobo')).toHaveText('₦1,500');
  await expect(page.getByTestId('money-kobo-decimals')).toHaveText('₦1,500.50');
  await expect(page.getByTestId('money-naira')).toHaveText('₦1,500.50');
  await expect(page.getByTestId('money-kobo')).toHaveCSS('font-variant-numeric', 'tabular-nums');

  await expect(page.getByTestId('date-plain')).toHaveText('24 Nov 2026');
  await expect(page.getByTestId('date-next')).toHaveText('24 Nov 2026 (in 3 days)');
  await expect(page.getByTestId('date-last')).toHaveText('19 Nov 2026 (2 days ago)');
  await expect(page.getByTestId('date-time')).toHaveText('21 Nov 2026, 14:05');
  await expect(page.getByTestId('date-next')).toHaveAttribute('datetime', '2026-11-24');
  await expect(page.getByTestId('date-next')).toHaveAttribute('title', 'Tuesday 24 November 2026');

  const badges = page.getByTestId('status-badges').locator('[data-status]');
  await expect(badges).toHaveText([
    'Paid',
    'Approved',
    'Pending',
    'In process',
    'Overdue',
    'Missed',
    'Failed',
    'Locked',
    'Successful',
    'Declined',
    'Earned',
  ]);
  // Each of the eight statuses in a colour of its own, and an icon beside every label.
  const colours = await badges.evaluateAll((els) =>
    els.slice(0, 8).map((el) => getComputedStyle(el).backgroundColor),
  );
  expect(new Set(colours).size).toBe(8);
  await expect(badges.locator('svg')).toHaveCount(11);

  const steps = page.getByRole('group', { name: 'Joining steps' });
  await expect(steps.nth(0)).toContainText('Step 2 of 5: Payment');
  await expect(steps.nth(1)).toContainText('Step 5 of 5: Done');
});

test('NairaInput gives kobo and refuses a third decimal', async ({ page }) => {
  await openGallery(page);
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.pressSequentially('1500.555');
  await expect(amount).toHaveValue('₦1,500.55');
  await expect(page.getByTestId('naira-kobo')).toHaveText('The form receives: 150055 kobo');
  await amount.press('Backspace');
  await amount.press('Backspace');
  await expect(page.getByTestId('naira-kobo')).toHaveText('The form receives: 150000 kobo');
  await amount.fill('');
  await expect(page.getByTestId('naira-kobo')).toHaveText('The form receives: no amount');
});

test('CardNumberInput groups the number, names the brand and moves the cursor on', async ({ page }) => {
  await openGallery(page);
  const number = page.getByRole('textbox', { name: 'Card number' });
  const brand = page.getByTestId('card-brand');
  await number.pressSequentially('5061');
  await expect(brand).toHaveText('Verve');
  await number.fill('');
  await number.pressSequentially('5531');
  await expect(brand).toHaveText('Mastercard');
  await number.fill('');
  await expect(brand).toHaveText('');
  await number.pressSequentially('4084084084084081');
  await expect(number).toHaveValue('4084 0840 8408 4081');
  await expect(brand).toHaveText('Visa');
  await expect(page.getByTestId('card-digits')).toHaveText('The form receives: 4084084084084081');
  // complete: the cursor is in the expiry, then the CVV, then the PIN
  await expect(page.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toBeFocused();
  await page.keyboard.type('1230');
  await expect(page.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('12/30');
  await expect(page.getByLabel('CVV')).toBeFocused();
  await page.keyboard.type('408');
  await expect(page.getByLabel('Card PIN')).toBeFocused();
  await expect(page.locator('section[aria-labelledby="card-number-input"]')).toHaveScreenshot(
    'part-card-number-input-filled.png',
  );
  // a digit typed in the middle is regrouped and the cursor stays after it
  await number.click();
  await number.press('Home');
  await number.press('ArrowRight');
  await number.press('ArrowRight');
  await number.press('Delete');
  await expect(number).toHaveValue('4040 8408 4084 081');
  await page.keyboard.type('8');
  await expect(number).toHaveValue('4084 0840 8408 4081');
  await page.keyboard.type('1');
  await expect(number).toHaveValue('4081 4084 0840 8408 1');
});

test('ErrorState retries; ConfirmMoneyDialog shows amount, from, to and what next, and Cancel moves nothing', async ({
  page,
}) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('retry-count')).toHaveText('Asked again 1 time');

  await page.getByRole('button', { name: 'Make Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(dialog).toContainText('You are about to pay ₦3,000 for 3 weeks.');
  await expect(dialog.getByTestId('confirm-amount')).toHaveText('₦3,000');
  await expect(dialog).toContainText('FromYour card, on the secure payment page');
  await expect(dialog).toContainText('ToYour contributions');
  await expect(dialog).toContainText('What happens next');
  await expectAccessible(page);
  await expect(dialog).toHaveScreenshot('confirm-money-dialog.png');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('confirm-outcome')).toHaveText('Cancelled: nothing was paid.');
});

test('a copy button says Copied, to the eye and to a screen reader; a success is a toast', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGallery(page);
  await expect(page).toHaveTitle('Design parts | Trust Fund');
  const feedback = page.locator('section[aria-labelledby="feedback"]');
  await feedback.getByRole('button', { name: 'Copy' }).click();
  await expect(feedback.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(feedback.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://trustfund.ng/register?0123456789',
  );
  // Back to Copy after two seconds.
  await expect(feedback.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5_000 });
  await feedback.getByRole('button', { name: 'Show a success toast' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Your invitations have been sent' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A toast closes itself after 10 s; the pointer resting on it holds it open (as it does for a reader),
  // so the scan and the close button find it on a machine where the scan alone takes that long.
  await toast.hover();
  await expectAccessible(page);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
});

test('the gallery passes axe and looks as it did at 360 and 1280 px', async ({ page }) => {
  await openGallery(page);
  await expectAccessible(page);
  await screenshots(page, 'design-parts');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page).toHaveScreenshot(`design-parts-${width}.png`, { fullPage: true });
  }
  // Each part on its own at phone width, for docs/design.md.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const id of [
    'money',
    'naira-input',
    'status-badge',
    'date-text',
    'states',
    'skeleton',
    'stepper',
    'card-number-input',
    'receipt-part',
    'feedback',
  ]) {
    await expect(page.locator(`section[aria-labelledby="${id}"]`)).toHaveScreenshot(`part-${id}.png`);
  }
  // The stepper names its steps where they fit (a joining page's column on a computer).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('section[aria-labelledby="stepper"]')).toHaveScreenshot('part-stepper-1280.png');
});

test('Receipt keeps its reference on one line at 360 px, or wraps it only between groups', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openGallery(page);
  const reference = page.getByTestId('receipt-reference');
  await expect(reference).toHaveText('PLAN-4F1C2B9A0D3E5F6A7B8C');
  const layout = await reference.evaluate((el) => {
    const card = el.closest('[data-testid="receipt"]')?.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return {
      // every group of characters sits on a single line
      groupsWhole: [...el.querySelectorAll('span')].every((s) => s.getClientRects().length === 1),
      inside: card ? box.right <= card.right && box.left >= card.left : false,
    };
  });
  expect(layout).toEqual({ groupsWhole: true, inside: true });
});

test('Receipt prints alone: the page around it is left off the sheet', async ({ page }) => {
  await openGallery(page);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Card ending 4081');
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Design parts', level: 1 })).toBeHidden();
  await expect(page.getByRole('group', { name: 'Joining steps' }).first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Make Payment' })).toBeHidden();
});
