import { expect, test } from '@playwright/test';
import { expectAccessible, screenshots, uniqueEmail } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tf.cookiesAccepted', '1'));
});

const LEARN_MORE_TOPICS = [
  'Registration',
  'Trust Plans',
  'Trust Fund Pin (TFP)',
  'Weekly Contributions',
  'Trust Earnings',
  'Trust Bonus',
  'Interest-free Loans',
  'Trust Network',
  'Emergency Travel Cover (ETC)',
  'Purchase Order Power (POP)',
  'Advisory Services',
  'Trust Wallet',
  'Plan Upgrade and Downgrade',
  'Transactions',
  'Notifications',
  'Membership Levels',
  'Cashout',
  'Trust Invest',
  'Trust Invest Termination',
  'Account Termination',
];

test('Learn More has every topic and its anchors land on their sections', async ({ page }) => {
  await page.goto('/learn-more');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn More' })).toBeVisible();
  for (const topic of LEARN_MORE_TOPICS) {
    await expect(page.getByRole('heading', { level: 2, name: topic, exact: true })).toBeAttached();
  }
  await expectAccessible(page);
  await screenshots(page, 'public-learn-more');

  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Trust Wallet' }).click();
  await expect(page).toHaveURL(/#trustwallet$/);
  await expect(page.locator('#trustwallet h2')).toBeInViewport();

  for (const anchor of ['cashout', 'plandownup', 'trustwallet']) {
    await page.goto('/');
    await page.goto(`/learn-more#${anchor}`);
    await expect(page.locator(`#${anchor} h2`)).toBeInViewport();
  }
  await expect(page.locator('#cashout')).toContainText('last 7 days');
});

test('the terms state the fund rules and the privacy policy links to them', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  const terms = page.getByRole('main');
  for (const rule of [
    'at least 18 years old',
    'within 24 hours of registering',
    'Monday to Friday between 8am and 5pm',
    'No loan exceeds N10,000,000',
    'After 4 missed weekly payments',
    'grace period of 4 weeks',
    'Qualified member after 12 weeks',
    'Bonafide member after 6 months',
    "72 hours' notice",
    'third within 14 days',
    'last 7 days of the cycle',
  ]) {
    await expect(terms).toContainText(rule);
  }
  await expectAccessible(page);
  await screenshots(page, 'public-terms');

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText('Last updated 30 Sep 2019')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'public-privacy');
  await page.getByRole('main').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
});

test('Start Conversation checks the name and email, then opens /support with the name and a 4-digit id', async ({
  page,
}) => {
  await page.goto('/chat-support');
  await expect(page.getByRole('heading', { name: 'Start Conversation' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Start Conversation' });
  await form.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(form.getByText('Enter your name')).toBeVisible();
  await expect(form.getByText('Enter email address')).toBeVisible();
  await form.getByLabel('Your name').fill('Kemi 2');
  await form.getByLabel('Email address').fill('kemi@');
  await form.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(form.getByText('Use letters only')).toBeVisible();
  await expect(form.getByText('Enter valid email address')).toBeVisible();
  await page.mouse.move(0, 0); // axe reads colours; not in the middle of a hover transition
  await expectAccessible(page);
  await screenshots(page, 'public-start-conversation');

  await form.getByLabel('Your name').fill('Kemi Ade');
  await form.getByLabel('Email address').fill(uniqueEmail('kemi'));
  await form.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Talk to our Members Support Team' })).toBeVisible();
  const hello = await page.getByText(/Hello Kemi Ade, your visitor number is #\d{4}\./).textContent();
  const id = Number(hello?.match(/#(\d{4})/)?.[1]);
  expect(id).toBeGreaterThanOrEqual(1000);
  expect(id).toBeLessThanOrEqual(9999);
  // The live chat with customer care (e2e/chat.spec.ts follows a whole conversation).
  await expect(page.getByRole('list', { name: 'Messages with the Members Support Team' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'public-support');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/support opened directly asks the visitor to start a conversation first', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Talk to our Members Support Team' })).toBeVisible();
  await page.getByRole('link', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/chat-support$/);
});
