import { expect as baseExpect, type Page, test } from '@playwright/test';
import { nubanFor } from '@trust/shared';
import { newMember, signIn } from './member-setup.ts';
import { typeMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots, uniquePhone } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b4f1b00000000049454e44ae426082',
  'hex',
);

test('profile: rules of each field, then saving both forms raises the completeness', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(m.email);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'Trust Fund Pin (TFP)' })).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('current-plan')).toHaveText('SILVER');
  await expect(page.getByRole('button', { name: 'Change plan' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'How plan upgrade and downgrade work' })).toHaveAttribute(
    'href',
    '/learn-more#plandownup',
  );
  await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute(
    'href',
    '/changepassword',
  );
  await expectAccessible(page);
  await screenshots(page, 'member-profile');

  await page.getByRole('textbox', { name: 'Full name' }).fill('Chiamaka 2');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('08012345678');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Use letters and spaces only')).toBeVisible();
  await expect(page.getByText('Start with your country code, for example 2348012345678')).toBeVisible();
  await expect(page.getByText('Select sex')).toBeVisible();
  await expect(page.getByText('Enter business sector')).toBeVisible();
  await expect(page.getByText('Enter next of kin email')).toBeVisible();

  await fillProfile(page);
  // The button is brought into view first, so the click itself does not scroll the page.
  const save = page.getByRole('button', { name: 'Save profile' });
  await save.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await save.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Profile updated successfully');
  await page.getByRole('button', { name: 'OK' }).click();
  // the member stays on the profile page, where they were: no redirect, no jump to the top
  await expect(page.getByTestId('profile-percentage')).toHaveText('50%');
  await page.waitForTimeout(3_500); // longer than the spec's 2 to 3 s redirect
  await expect(page).toHaveURL(/\/profile$/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThan(40);
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeInViewport();
  await screenshots(page, 'member-profile-saved');

  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Business sector' })).toHaveValue('Fashion');
  const number = page.getByRole('textbox', { name: 'Account number' });
  await number.fill('12345');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('Choose your bank', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Account number must be at least 10 digits')).toBeVisible();
  // The bank comes from the provider's list: Kuda, a microfinance bank, is in it.
  const bank = page.getByRole('combobox', { name: 'Bank', exact: true });
  await bank.click();
  await bank.fill('Kuda');
  await page.getByRole('option', { name: 'Kuda Bank' }).click();
  // One digit wrong: the check digit refuses it before the bank is asked.
  const good = nubanFor('50211', '204518377');
  await number.fill(`${good.slice(0, 9)}${(Number(good[9]) + 1) % 10}`);
  await expect(page.getByText('This account number is not valid for the bank you chose')).toBeVisible();
  await number.fill(good);
  await expect(page.getByTestId('account-name')).toHaveText('Account name: NWOSU CHIAMAKA');
  await expectAccessible(page);
  await screenshots(page, 'member-profile-bank-resolved');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await screenshots(page, 'member-profile-bank-code');
  await typeMoneyOutCode(page, m.email, 'Confirm your new bank details');
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText(
    'Bank details updated successfully',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-percentage')).toHaveText('75%');
});

test('profile: a phone number three other accounts use is refused, naming the rule, and the old one stays', async ({
  page,
  request,
}) => {
  const shared = uniquePhone();
  for (let i = 0; i < 3; i++) await newMember(request, { plan: null, phone: shared });
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/profile');
  const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
  const before = await phone.inputValue();
  await fillProfile(page, { phone: shared });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    page.getByText(
      'This phone number is already used by 3 accounts. Log in to one of them, or use another phone number.',
    ),
  ).toBeVisible();
  await screenshots(page, 'member-profile-phone-refused');
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(before);
});

test('profile photo: a PNG is uploaded and shown; a non-image is refused before upload', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/profile');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Profile photo updated');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('img', { name: `Photo of ${m.name}` })).toHaveAttribute(
    'src',
    /\/api\/uploads\/[a-f0-9]{32}\.png$/,
  );

  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change photo' }).click();
  await (await again).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Upload a JPEG, PNG or WebP image');
});

/** Fills every field of the profile form with a valid member's details; `phone` replaces the phone number. */
async function fillProfile(page: Page, overrides: { phone?: string } = {}) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Chiamaka Nwosu');
  await page
    .getByRole('textbox', { name: 'Phone number', exact: true })
    .fill(overrides.phone ?? '2348012345678');
  await page.getByRole('combobox', { name: 'Sex' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByRole('textbox', { name: 'Business sector' }).fill('Fashion');
  await page.getByRole('textbox', { name: 'Address' }).fill('12 Allen Avenue, Ikeja');
  await page.getByRole('textbox', { name: 'Next of kin name' }).fill('Chike Nwosu');
  await page.getByRole('textbox', { name: 'Next of kin email' }).fill('chike@example.com');
  await page.getByRole('textbox', { name: 'Next of kin phone number' }).fill('2348037654321');
}
