import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots } from './support.ts';

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "WE'RE SORRY, PAGE NOT FOUND" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'not-found');
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the red offline bar shows while the browser is offline', async ({ page, context }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: "WE'RE SORRY, PAGE NOT FOUND" })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('You are Offline! Check Your Internet Connection')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are Offline! Check Your Internet Connection')).toBeHidden();
});

test('three network errors in a row clear the session and reload the site root', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('tf.fromRegister', '1');
    localStorage.setItem('tf.remember', JSON.stringify({ email: 'ada@example.com' }));
  });
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
  const login = async () => {
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  };
  await login();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await login();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
  await login();
  await expect(page).toHaveURL(/\/$/);
  // Only the remembered email is left. The landing page, loaded afresh, may already have cached the
  // plan catalogue again (tf.plans): public figures, not part of the session.
  const kept = await page.evaluate(() => Object.keys(localStorage));
  expect(kept.filter((k) => k !== 'tf.plans')).toEqual(['tf.remember']);
});

test("the 'Error!' pop-up shows one server message at a time", async ({ page }) => {
  // A flagged call (POST /reset) refused: the spec's pop-up, with the server's message.
  await page.goto('/reset?userid=not-a-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Second2Pass');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Second2Pass');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog', { name: 'Error!' })).toContainText('invalid or has expired');
  // Under the message, what to do next (chosen by the answer's status: bad input).
  await expect(page.getByTestId('error-next-step')).toHaveText(
    'Correct what the message names, then try again.',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog', { name: 'Error!' })).toHaveCount(1);
});

test("with no answer from the fund, the 'Error!' pop-up says to check the connection and offers a reload", async ({
  page,
}) => {
  await page.goto('/reset?userid=not-a-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Second2Pass');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Second2Pass');
  // The connection drops for this one call (the browser stays online, as on a weak signal).
  await page.route('**/api/reset', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error!' });
  await expect(dialog).toContainText('Network error. Check your internet connection.');
  await expect(dialog.getByTestId('error-next-step')).toHaveText(
    'We could not reach the fund. Check your internet connection, then try again.',
  );
  await expect(dialog.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'error-popup-next-step');
  await page.unroute('**/api/reset');
  await dialog.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
});
