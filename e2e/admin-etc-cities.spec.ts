import { expect as baseExpect, type Page, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Console screens load lazily on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 30_000 });
// Its one journey took 64.5 s (5 December, one worker, load average 25 and a CPU hog): three times that.
test.describe.configure({ timeout: 195_000 });

/** Opens the ETC form's From city list and answers whether it offers this city. */
async function offered(page: Page, city: string) {
  await page.goto('/etc');
  await page.getByRole('combobox', { name: 'From city', exact: true }).click();
  const option = page.getByRole('option', { name: city, exact: true });
  await expect(page.getByRole('option', { name: 'Lagos', exact: true })).toBeVisible();
  const count = await option.count();
  await page.keyboard.press('Escape');
  return count > 0;
}

test('a content operator adds, renames and deactivates an ETC city, and the member’s ETC form follows at once', async ({
  page,
  browser,
  request,
}) => {
  const city = `Ogbomoso ${Date.now() % 100_000}`;
  const renamed = `${city} North`;
  const m = await newMember(request, { plan: 'SILVER', name: 'Kemi Traveller' });
  await fixture(request, { email: m.email, paid_weeks: 24, profile_complete: true });
  const member = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await signIn(member, m, '/etc');

  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Content/ })
    .click();
  await page.getByRole('tab', { name: 'ETC cities' }).click();
  await expect(page).toHaveURL(/tab=etc-cities/);
  const table = page.getByTestId('list-city');
  await expect(table).toContainText('Lagos');

  // Add: both fields are required, with the server's sentence.
  await page.getByRole('button', { name: 'Add city' }).click();
  const add = page.getByRole('dialog', { name: 'Add city' });
  await add.getByRole('textbox', { name: 'Country' }).fill('Nigeria');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toContainText('Enter the city name');
  await add.getByRole('textbox', { name: 'City' }).fill(city);
  await expectAccessible(page);
  await screenshots(page, 'admin-etc-city-add');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toHaveCount(0);
  const row = table.getByRole('row').filter({ hasText: city });
  await expect(row).toContainText('Active');
  expect(await offered(member, city)).toBe(true);

  // Rename.
  await row.getByRole('button', { name: `Rename ${city}` }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${city}` });
  await rename.getByRole('textbox', { name: 'City' }).fill(renamed);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toHaveCount(0);
  const renamedRow = table.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toBeVisible();
  expect(await offered(member, renamed)).toBe(true);

  // Deactivate, with a confirmation: no longer offered to members.
  await renamedRow.getByRole('button', { name: `Deactivate ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${renamed}?` });
  await expect(confirm).toContainText('Members can no longer choose it.');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(renamedRow).toContainText('Inactive');
  await expect(renamedRow.getByRole('button', { name: `Reactivate ${renamed}` })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'admin-etc-cities');
  expect(await offered(member, renamed)).toBe(false);

  // The POP items tab is the same editor.
  await page.getByRole('tab', { name: 'POP items' }).click();
  await expect(page.getByTestId('list-item')).toContainText('Sewing machine');
  await expectAccessible(page);
  await screenshots(page, 'admin-pop-items');
});
