import { expect as baseExpect, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { expectAccessible, lastMailTo, screenshots, uniqueEmail } from './support.ts';

// Console screens load lazily on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

test('an operator adds and edits an FAQ and the public page shows it at once', async ({ page }) => {
  const question = `Can I save for my child? (${Date.now()})`;
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Content/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'FAQ' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('content-item').first()).toBeVisible();

  // A new question at the top of the list.
  await page.getByRole('button', { name: 'Add question' }).click();
  const add = page.getByRole('dialog', { name: 'Add question' });
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add.getByRole('alert')).toContainText('Enter the question');
  await add.getByRole('textbox', { name: 'Question' }).fill(question);
  await add.getByRole('textbox', { name: 'Answer' }).fill('Yes, open a plan in their name.');
  await add.getByRole('button', { name: 'Add question' }).click();
  await expect(add).toHaveCount(0);
  const item = page.getByTestId('content-item').filter({ hasText: question });
  await expect(item).toContainText('Yes, open a plan in their name.');

  // Edit its answer.
  await item.getByRole('button', { name: `Edit ${question}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit question' });
  await edit
    .getByRole('textbox', { name: 'Answer' })
    .fill('Yes: open a plan in their name and save for them weekly.');
  await expectAccessible(page);
  await screenshots(page, 'admin-content-faq-edit');
  await page.setViewportSize({ width: 1280, height: 800 });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(item).toContainText('save for them weekly');
  await expectAccessible(page);
  await screenshots(page, 'admin-content-faq');

  // The public landing page shows the change (position 0: among the first four).
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no browser');
  await visitor.goto(page.url().replace(/\/admin.*$/, '/'));
  const faq = visitor.getByTestId('faq-list').locator('details').filter({ hasText: question });
  await faq.locator('summary').click();
  await expect(faq).toContainText('Yes: open a plan in their name and save for them weekly.');
  await visitor.close();

  // The plans tab shows each plan's figures and the texts built from them.
  await page.getByRole('tab', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { name: 'SILVER' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'admin-content-plans');

  // Delete it again, leaving the public FAQ as it was.
  await page.getByRole('tab', { name: 'FAQ' }).click();
  await page.getByRole('button', { name: `Delete ${question}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this question?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByTestId('content-item').filter({ hasText: question })).toHaveCount(0);
});

test('a support operator answers an enquiry by email and closes it', async ({ page }) => {
  const email = uniqueEmail('enquirer');
  const sent = await page.request.post('/api/ayecontactus', {
    data: {
      c_name: 'Bola Adeyemi',
      c_number: '+2348031234567',
      c_email: email,
      c_message: 'How do I pay my weekly contribution by bank transfer?',
    },
  });
  expect(sent.ok()).toBe(true);

  await loginInBrowser(page, 'support@trustfund.ng', 'Support@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Inbox/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Enquiry' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'New' }).click();
  const row = page.getByTestId('inbox-row').filter({ hasText: 'bank transfer?' }).first();
  await expect(row).toContainText('New');
  await expectAccessible(page);
  await screenshots(page, 'admin-inbox-list');

  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button').click();
  const thread = page.getByTestId('inbox-thread');
  await expect(thread).toContainText(email);
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByRole('alert')).toContainText('Write your reply');
  await thread
    .getByRole('textbox', { name: 'Reply to Bola Adeyemi by email' })
    .fill('Pay to the fund’s account shown on your dashboard, with your TFP as the narration.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread.getByTestId('inbox-reply')).toContainText('with your TFP as the narration');
  await expect(thread.getByRole('combobox', { name: 'Status' })).toHaveValue('In progress');
  await expect.poll(() => lastMailTo(email)?.subject).toBe('Re: your enquiry to the Trust Fund');
  expect(lastMailTo(email)?.text).toContain('with your TFP as the narration');

  await thread.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await expect(thread.getByRole('combobox', { name: 'Status' })).toHaveValue('Closed');
  await expectAccessible(page);
  await screenshots(page, 'admin-inbox-thread');
});
