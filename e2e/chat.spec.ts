import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, lastMailTo, screenshots, uniqueEmail, uniquePhone } from './support.ts';

// Screens load lazily on a machine shared with other runs; messages cross a real socket.
const expect = baseExpect.configure({ timeout: 20_000 });
const EXPERT_PASSWORD = 'Expert@2026';

/** The seeded admin's token (the console's calls, as the admin's browser makes them). */
async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', {
    data: { email: 'admin@trustfund.ng', password: 'Admin@2026' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.u_accesstoken as string;
}

/** An expert account made by the admin through POST /admin/experts. */
async function newExpert(request: APIRequestContext, kind: string, fullName: string) {
  const email = uniqueEmail('expert');
  const res = await request.post('/api/admin/experts', {
    headers: { accesstoken: await adminToken(request) },
    data: { full_name: fullName, email, phone: `+${uniquePhone()}`, password: EXPERT_PASSWORD, kind },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { email, fullName };
}

/** The expert signs in on the members' login page and lands on the console's Chat section. */
async function expertSignsIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginInBrowser(page, email, EXPERT_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  return page;
}

test('an admin creates a customer-care expert who answers a member live, with typing, times and unread counts', async ({
  page,
  browser,
}) => {
  // Three people in three browsers, screenshots of each: a long journey on a shared machine.
  test.setTimeout(180_000);
  // The admin creates the expert in the console.
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: /^Chat/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const form = page.getByRole('form', { name: 'New expert' });
  await form.getByRole('button', { name: 'Create expert' }).click();
  await expect(form.getByText('Enter the full name')).toBeVisible();
  const email = uniqueEmail('care');
  await form.getByLabel('Full name').fill('Chidi Care');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone number').fill(`+${uniquePhone()}`);
  await form.getByRole('textbox', { name: 'Password' }).fill(EXPERT_PASSWORD);
  await form.getByRole('combobox', { name: 'Answers' }).click();
  await page.getByRole('option', { name: 'Customer Care' }).click();
  await form.getByRole('button', { name: 'Create expert' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(`Chidi Care\\s*${email}`) })).toBeVisible();

  // The expert signs in in another browser and is online.
  const expert = await expertSignsIn(browser, email);

  // The member opens Customer Care from the header and writes; Enter sends, Shift+Enter is a new line.
  const m = await newMember(page.request, { name: 'Amaka Chat' });
  const member = await (await browser.newContext()).newPage();
  await signIn(member, m, '/dashboard');
  await member.getByRole('link', { name: 'Customer Care' }).first().click();
  await expect(member).toHaveURL(/\/customercare$/);
  await expect(member.getByRole('heading', { level: 1, name: 'Customer Care' })).toBeVisible();
  const box = member.getByPlaceholder('Type Here...');
  await box.fill('   ');
  await box.press('Enter');
  await expect(member.getByTestId('chat-line')).toHaveCount(0);
  await box.fill('My card was debited twice');
  await box.press('Shift+Enter');
  await box.pressSequentially('this week');
  await box.press('Enter');
  const mine = member.getByTestId('chat-line').last();
  await expect(mine).toContainText('My card was debited twice\nthis week');
  await expect(mine.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expect(box).toHaveValue('');

  // The expert sees the conversation with one unread message, opens it and answers.
  const item = expert
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /Amaka Chat/ });
  await expect(item).toContainText('My card was debited twice');
  await expect(item.getByLabel('1 unread')).toBeVisible();
  await item.click();
  await expect(expert.getByRole('list', { name: 'Messages with Amaka Chat' })).toContainText('this week');
  // Opening it read the message (other tests' conversations of the kind may be unread meanwhile).
  await expect(item.getByLabel('1 unread')).toBeHidden();
  const reply = expert.getByPlaceholder('Type Here...');
  await reply.pressSequentially('Let me check');
  // The member sees the expert typing, and the line clears 2 seconds later.
  await expect(member.getByTestId('typing')).toHaveText('Chidi Care is typing…');
  await expect(member.getByTestId('typing')).toHaveText('', { timeout: 5000 });
  await reply.fill('Let me check your payments. One moment.');
  await reply.press('Enter');
  await expect(member.getByTestId('chat-line').last()).toContainText(
    'Let me check your payments. One moment.',
  );
  await expect(member.getByTestId('chat-line').last()).toContainText('Customer Care');

  // The conversation survives a reload.
  await member.reload();
  await expect(member.getByTestId('chat-line')).toHaveCount(2);

  for (const [p, name] of [
    [member, 'chat-member-customer-care'],
    [expert, 'chat-expert-console'],
    [page, 'chat-admin-experts'],
  ] as const) {
    await p.mouse.move(0, 0);
    await expectAccessible(p);
    await screenshots(p, name);
  }

  // Away: the expert no longer gets first messages. Another journey's customer-care expert may be
  // online meanwhile, so this one's id is looked for rather than an empty list.
  const expertId = await expert.evaluate(() => JSON.parse(localStorage.getItem('tf.user') ?? '{}').u_id);
  expect(expertId).toEqual(expect.any(Number));
  const onlineCare = async () =>
    (
      (
        await (
          await member.request.post('/api/getchatcustomercare', {
            headers: { accesstoken: m.token },
            data: {},
          })
        ).json()
      ).data as { u_id: number }[]
    ).map((e) => e.u_id);
  await expect.poll(onlineCare).toContain(expertId);
  await expert.getByRole('radiogroup', { name: 'Your presence' }).getByText('Away', { exact: true }).click();
  await expect.poll(onlineCare).not.toContain(expertId);
});

test('with no legal adviser online, /chat shows the modal with the server’s message and Cancel goes to the dashboard', async ({
  page,
}) => {
  const m = await newMember(page.request, { name: 'Tobi Legal' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, m, '/dashboard');
  await page
    .getByRole('navigation', { name: 'Member menu' })
    .getByRole('button', { name: 'Legal Advice', exact: true })
    .click();
  await expect(page).toHaveURL(/\/chat$/);
  const modal = page.getByRole('dialog', { name: 'Chat with Legal Adviser' });
  await expect(modal).toContainText('No Legal Adviser is online at the moment.');
  await expectAccessible(page);
  await screenshots(page, 'chat-no-expert-online');
  await modal.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a visitor starts a conversation, chats live with customer care and gets the transcript by email', async ({
  page,
  browser,
}) => {
  // The transcript leaves through the mail queue, whose job runs every minute.
  test.setTimeout(240_000);
  const care = await newExpert(page.request, 'customer_care', 'Dayo Care');
  const expert = await expertSignsIn(browser, care.email);

  const email = uniqueEmail('visitor');
  await page.goto('/chat-support');
  const form = page.getByRole('form', { name: 'Start Conversation' });
  await form.getByLabel('Your name').fill('Kemi Visitor');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Start Conversation' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { name: 'Talk to our Members Support Team' })).toBeVisible();
  const hello = await page.getByText(/Hello Kemi Visitor, your visitor number is #\d{4}\./).textContent();
  const id = hello?.match(/#(\d{4})/)?.[1];
  const box = page.getByPlaceholder('Type Here...');
  await box.fill('How do I join the fund?');
  await box.press('Enter');

  const item = expert.getByRole('button', { name: new RegExp(`Kemi Visitor \\(visitor #${id}\\)`) });
  await item.click();
  await expect(expert.getByRole('list', { name: /Messages with Kemi Visitor/ })).toContainText(
    'How do I join the fund?',
  );
  const reply = expert.getByPlaceholder('Type Here...');
  await reply.fill('Choose a plan on the plans page, then pay by card or transfer.');
  await reply.press('Enter');
  await expect(page.getByTestId('chat-line').last()).toContainText('Members Support Team');
  await expect(page.getByTestId('chat-line').last()).toContainText('Choose a plan on the plans page');
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, 'chat-visitor-support');

  await page.getByRole('button', { name: 'End conversation' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Conversation ended. A copy has been sent to your email address.',
  );
  await expect(box).toBeDisabled();
  // The transcript leaves through the mail queue (its job runs every minute).
  await expect
    .poll(() => lastMailTo(email, 'Trust Fund: Your support chat transcript')?.text ?? '', {
      timeout: 150_000,
      intervals: [5_000],
    })
    .toContain('Members Support Team: Choose a plan on the plans page, then pay by card or transfer.');
});
