import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { loginInBrowser, signInToConsole } from './auth-support.ts';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, lastMailTo, OUTBOX_WAIT, screenshots, uniqueEmail } from './support.ts';

// Screens load lazily on a machine shared with other runs; answers cross a real socket; the emails
// leave through the mail queue.
const expect = baseExpect.configure({ timeout: 20_000 });
const MAIL_WAIT = OUTBOX_WAIT;
// One after another: each needs nobody of customer care online, and the first brings the demo's
// agent online (then signs them out). The project 'nobody-online' runs this file after every other.
test.describe.configure({ mode: 'default' });

/** The demo's customer-care agent (a support operator) signs in later and opens the console's Chat. */
async function agentSignsIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginInBrowser(page, 'care@trustfund.ng', 'Care@2026');
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: /^Chat/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  return page;
}

/** The support contact beside the chat: hours, answer time, WhatsApp and phone (the demo's content). */
async function expectSupportContact(page: Page) {
  const note = page.getByTestId('leave-a-message');
  await expect(note).toContainText('Opening hours: Monday to Friday, 8:00 to 18:00');
  await expect(note).toContainText('When to expect an answer: within 2 working hours');
  await expect(note.getByRole('link', { name: /WhatsApp \+234 803 123 4567/ })).toHaveAttribute(
    'href',
    'https://wa.me/2348031234567',
  );
  await expect(note.getByRole('link', { name: /Call \+234 803 123 4567/ })).toHaveAttribute(
    'href',
    'tel:+2348031234567',
  );
  // Nothing blocks the chat: no dialog, the box and Send are there to use.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByPlaceholder('Type Here...')).toBeEnabled();
}

test('a member writes to customer care with nobody online; an agent signs in later, finds it waiting and answers; the member sees the answer and the notification', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const m = await newMember(page.request, { name: 'Ngozi Okafor' });
  await signIn(page, m, '/customercare');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Care' })).toBeVisible();
  const note = page.getByTestId('leave-a-message');
  await expect(note).toContainText('Chat With Customer Care');
  await expect(note).toContainText('Nobody from customer care is online right now.');
  await expectSupportContact(page);
  const box = page.getByPlaceholder('Type Here...');
  await box.fill('My weekly debit failed. Can I pay it by transfer?');
  await box.press('Enter');
  const mine = page.getByTestId('chat-line').last();
  await expect(mine).toContainText('My weekly debit failed.');
  await expect(mine).not.toContainText('Sending…');
  await expect(page.getByText(/^Not sent/)).toBeHidden();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, 'help-member-nobody-online');
  // The member leaves the chat.
  await page.goto('/dashboard');

  // Later, the agent signs in and finds the conversation waiting, with how long it has waited.
  const agent = await agentSignsIn(browser);
  await expect(agent.getByTestId('console-unread')).toContainText('waiting for an answer');
  const item = agent
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /Ngozi Okafor/ });
  await expect(item).toContainText('My weekly debit failed.');
  await expect(item).toContainText(/Waiting (less than a minute|\d+ min)/);
  await agent.mouse.move(0, 0);
  await expectAccessible(agent);
  await screenshots(agent, 'help-console-queue');
  await item.click();
  const reply = agent.getByPlaceholder('Type Here...');
  await reply.fill('Yes: open Save More and choose Bank transfer; we match it within a day.');
  await reply.press('Enter');
  await expect(
    agent.getByRole('list', { name: 'Messages with Ngozi Okafor' }).getByTestId('chat-line').last(),
  ).not.toContainText('Sending…');
  await expect(item).not.toContainText('Waiting');
  // The agent signs out for the day (their open console would count as online for the next journey).
  await agent.context().close();

  // The member comes back: the notification, and the answer in the chat.
  await page.goto('/notifications');
  await expect(page.getByText('Customer Care answered your message').first()).toBeVisible();
  await page.goto('/customercare');
  await expect(page.getByTestId('chat-line').last()).toContainText('open Save More and choose Bank transfer');
  await expect(page.getByTestId('chat-line').last()).toContainText('Customer Care');
  // And by email.
  await expect
    .poll(() => lastMailTo(m.email, 'Trust Fund: Customer Care answered your message')?.text ?? '', MAIL_WAIT)
    .toContain('open Save More and choose Bank transfer');
});

test('a visitor writes with nobody online, sees the hours, WhatsApp and phone, and gets the answer in the chat and by email', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('visitor');
  await page.goto('/chat-support');
  const form = page.getByRole('form', { name: 'Start Conversation' });
  await form.getByLabel('Your name').fill('Efe Visitor');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/support$/);
  const hello = await page.getByText(/Hello Efe Visitor, your visitor number is #\d{4}\./).textContent();
  const id = hello?.match(/#(\d{4})/)?.[1];
  const note = page.getByTestId('leave-a-message');
  await expect(note).toContainText('Nobody from our support team is online right now.');
  await expect(note).toContainText('the email address you gave');
  await expectSupportContact(page);
  // The explanation is on the first screen, above the chat, even at 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(note).toBeInViewport();
  const box = page.getByPlaceholder('Type Here...');
  await box.fill('Can I join with a bank transfer instead of a card?');
  await box.press('Enter');
  await expect(page.getByTestId('chat-line').last()).not.toContainText('Sending…');
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, 'help-visitor-nobody-online');

  const agent = await agentSignsIn(browser);
  const item = agent.getByRole('button', { name: new RegExp(`Efe Visitor \\(visitor #${id}\\)`) });
  await expect(item).toContainText(/Waiting/);
  await item.click();
  const reply = agent.getByPlaceholder('Type Here...');
  await reply.fill('Yes: choose Bank transfer on the payment step.');
  await reply.press('Enter');
  // The visitor still on the page sees it at once…
  await expect(page.getByTestId('chat-line').last()).toContainText('Members Support Team');
  await expect(page.getByTestId('chat-line').last()).toContainText(
    'choose Bank transfer on the payment step',
  );
  await agent.context().close();
  // …and it is in their email too, for a visitor who had left.
  await expect
    .poll(() => lastMailTo(email, 'Trust Fund: Customer Care answered your message')?.text ?? '', MAIL_WAIT)
    .toContain('choose Bank transfer on the payment step');
});

test('the demo’s waiting conversation is first in a new agent’s queue, and content operators set the support contact', async ({
  page,
}) => {
  await loginInBrowser(page, 'care@trustfund.ng', 'Care@2026');
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: /^Chat/ }).click();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: /Ada/ }).first()).toContainText(/Waiting \d+ h/);

  const content = await (await page.context().browser()?.newContext())?.newPage();
  if (!content) throw new Error('no browser');
  await signInToConsole(
    content,
    'content@trustfund.ng',
    'Content@2026',
    '/admin/content?tab=support',
    'Content',
  );
  const form = content.getByRole('form', { name: 'Support contact' });
  await expect(form.getByLabel('Opening hours')).toHaveValue(/Monday to Friday/);
  // The numbers are the fund's, set once in Fund details: this form has no second copy of them.
  await expect(form).toContainText('phone numbers of the fund’s details');
  await expect(form.getByLabel('WhatsApp number')).toHaveCount(0);
  await form.getByLabel('Opening hours').fill('');
  await form.getByRole('button', { name: 'Save support contact' }).click();
  await expect(form.getByText('Enter the opening hours')).toBeVisible();
  await form.getByLabel('Opening hours').fill('Monday to Friday, 8:00 to 18:00 (Lagos time)');
  await form.getByRole('button', { name: 'Save support contact' }).click();
  await expect(content.getByRole('dialog', { name: 'Success!' })).toContainText('Support contact saved.');
  await content.getByRole('button', { name: 'OK' }).click();
  await expectAccessible(content);
  await screenshots(content, 'help-support-contact-editor');
  await content.context().close();
});
