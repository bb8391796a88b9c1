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
