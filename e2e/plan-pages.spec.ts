import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots } from './support.ts';

test.describe('the plan pages compare plans from their figures', () => {
  test('on a wide screen every plan is side by side, and choosing a column shows that plan', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/trustplans');
    await expect(page.getByRole('heading', { name: 'PLATINUM plan' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Compare the plans' });
    await expect(table).toBeVisible();
    for (const fact of ['Weekly savings', 'Loan limit', 'Trust bonus', 'Membership fee', 'ETC / POP limit']) {
      await expect(table.getByRole('rowheader', { name: fact })).toBeVisible();
    }
    for (const plan of ['BASIC', 'FLEXI', 'SILVER', 'GOLD', 'PLATINUM']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${plan}`) })).toBeVisible();
    }
    await table.getByRole('button', { name: 'Choose GOLD' }).click();
    await expect(page.getByRole('heading', { name: 'GOLD plan' })).toBeVisible();
    // The chosen plan's card shows each figure once: its benefits do not repeat the facts.
    const card = page.getByRole('main').locator('.mantine-Card-root').first();
    await expect(card.locator('[data-fact="weekly"]')).toContainText('₦5,000');
    await expect(card.getByText('₦5,000', { exact: true })).toHaveCount(1);
    await expect(card.getByText(/Weekly Savings:|Loan Limit:|Trust Bonus:/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Other plans' })).toBeHidden();
    await expectAccessible(page);
    await screenshots(page, 'plans-compare');
  });

  test('on a phone the chosen plan comes first and the others are a tap away', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/trustplans');
    await expect(page.getByRole('table', { name: 'Compare the plans' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Other plans' })).toBeVisible();
    await page.getByRole('button', { name: 'FLEXI', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'FLEXI plan' })).toBeVisible();
    await expect(page.locator('[data-fact="loan"]').first()).toContainText('Up to ₦10,000,000');
    await expect(page.locator('[data-fact="fee"]').first()).toContainText('Quoted from your amount');
    await expectAccessible(page);
  });
});

test('Register is offered once on /trustplans: in the header, beside Login', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/trustplans');
  await expect(page.getByRole('heading', { name: 'PLATINUM plan' })).toBeVisible();
  // Once above the footer (whose site links list every page, Register among them).
  await expect(page.getByRole('main').getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await screenshots(page, 'plans-register-once');
});
