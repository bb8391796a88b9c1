import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, screenshots, uniqueEmail } from './support.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Job application' });

async function choose(page: Page, label: string, option: string) {
  await form(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillValid(page: Page) {
  const f = form(page);
  await f.getByLabel('First name').fill('Tunde');
  await f.getByLabel('Surname').fill('Bakare');
  await f.getByLabel('Email address').fill(uniqueEmail('tunde'));
  await f.getByLabel('Phone number').fill('2348031234567');
  await f.getByRole('radio', { name: 'Male', exact: true }).check();
  await f.getByLabel('Date of birth').fill('1994-03-15');
  await choose(page, 'Role', 'Manager (N250,000 monthly)');
  await choose(page, 'Highest qualification', 'B.Sc');
  await choose(page, 'State', 'Ondo');
  await f.getByLabel('LGA').fill('Akure South');
  await f.getByLabel('Resume link').fill('https://drive.google.com/file/d/tunde-cv/view');
  await f.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Oba Adesida Road, Akure');
}

test('every field of the job form is required and shows its own message', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Work with the Trust Fund' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Submit Application' }).click();
  for (const message of [
    'Enter first name',
    'Enter surname',
    'Enter email address',
    'Enter phone number',
    'Select gender',
    'Enter date of birth',
    'Select role',
    'Select qualification',
    'Select state',
    'Enter LGA',
    'Enter address',
    'Enter the link to your resume',
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await page.mouse.move(0, 0); // axe reads colours; not in the middle of a hover transition
  await expectAccessible(page);
  await screenshots(page, 'public-jobs-errors');
});

test('the job form checks the email, phone, age and resume link', async ({ page }) => {
  await page.goto('/jobs');
  await fillValid(page);
  const f = form(page);
  await f.getByLabel('Email address').fill('tunde-at-example');
  await f.getByLabel('Phone number').fill('0803-CALL-ME');
  await f.getByLabel('Date of birth').fill(`${new Date().getFullYear() - 10}-01-01`);
  await f.getByLabel('Resume link').fill('my cv.pdf');
  await f.getByLabel('First name').fill('A'.repeat(100));
  await f.getByRole('button', { name: 'Submit Application' }).click();
  await expect(f.getByText('Enter valid email address')).toBeVisible();
  await expect(f.getByText('Enter a valid phone number (digits only, with your country code)')).toBeVisible();
  await expect(f.getByText('Applicants must be at least 18 years old')).toBeVisible();
  await expect(f.getByText('Enter a shareable link to your resume, starting with https://')).toBeVisible();
  // The name field stops at 100 characters.
  await f.getByLabel('First name').fill('A'.repeat(120));
  await expect(f.getByLabel('First name')).toHaveValue('A'.repeat(100));
});

test('a complete application shows Submitting, then the success message for 3 seconds, then home', async ({
  page,
}) => {
  await page.goto('/jobs');
  await fillValid(page);
  await screenshots(page, 'public-jobs-filled');
  // Hold the answer briefly so the "please wait" state can be read.
  let sentContentType = '';
  await page.route('**/api/submit-job-application', async (route) => {
    sentContentType = route.request().headers()['content-type'] ?? '';
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await form(page).getByRole('button', { name: 'Submit Application' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Submitting Application!')).toBeVisible();
  await expect(dialog.getByText('Please Wait...')).toBeVisible();
  await expect(dialog.getByText('Application was successfully submitted!')).toBeVisible();
  expect(sentContentType).toContain('multipart/form-data');
  const shown = Date.now();
  await expectAccessible(page);
  await expect(page).toHaveURL(/\/$/, { timeout: 6000 });
  expect(Date.now() - shown).toBeGreaterThan(2000);
});
