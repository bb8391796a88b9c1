import {
  type APIRequestContext,
  type Browser,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test';
import { loginInBrowser, mailedLink } from './auth-support.ts';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, lastMailTo, OUTBOX_WAIT, screenshots, uniqueEmail } from './support.ts';

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

/**
 * A chat agent added by the admin in Staff (POST /admin/staff: support answers customer care, an
 * expert role its kind), whose invitation sets the password.
 */
async function newExpert(request: APIRequestContext, kind: string, fullName: string) {
  const email = uniqueEmail('expert');
  const role = kind === 'customer_care' ? 'support' : kind;
  const res = await request.post('/api/admin/staff', {
    headers: { accesstoken: await adminToken(request) },
    data: { full_name: fullName, email, role },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const link = await mailedLink(email, 'Your Trust Fund staff account', '/invitation');
  const token = new URLSearchParams(link.split('?')[1]).get('token');
  const accepted = await request.post('/api/staff-invitation', {
    data: { token, password: EXPERT_PASSWORD },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  return { email, fullName };
}

/**
 * The agent signs in on the members' login page and opens the console's Chat section (an expert lands
 * there; a customer-care agent, a support operator, lands on Members and opens Chat from the menu).
 */
async function expertSignsIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginInBrowser(page, email, EXPERT_PASSWORD);
  await expect(page).toHaveURL(/\/admin(\/chat)?$/);
  if (!page.url().endsWith('/admin/chat')) {
    await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: /^Chat/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  return page;
}

test('a customer-care agent added in Staff answers a member live, with typing, times and unread counts', async ({
  page,
  browser,
}) => {
  // Three people in three browsers, screenshots of each: a long journey on a shared machine.
  test.setTimeout(180_000);
  const { email } = await newExpert(page.request, 'customer_care', 'Chidi Care');
  // The admin sees every agent's presence in the console's Chat.
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: /^Chat/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(`Chidi Care\\s*${email}`) })).toBeVisible();
  // Experts are added in Staff: the Chat page has no form of its own for them.
  await expect(page.getByRole('form', { name: 'New expert' })).toHaveCount(0);

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

test('a member signed out elsewhere can send nothing more from a chat left open: the message is marked not sent', async ({
  page,
  browser,
}) => {
  // A customer-care expert online, so the chat is open to write in.
  const care = await newExpert(page.request, 'customer_care', 'Kola Care');
  await expertSignsIn(browser, care.email);
  const m = await newMember(page.request, { name: 'Bisi Elsewhere' });
  await signIn(page, m, '/customercare');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Care' })).toBeVisible();
  const box = page.getByPlaceholder('Type Here...');
  await box.fill('Before signing out');
  await box.press('Enter');
  await expect(page.getByTestId('chat-line').last()).toContainText('Before signing out');
  // The server has answered (stored) before the session ends: the line no longer says "Sending…".
  await expect(page.getByTestId('chat-line').last()).not.toContainText('Sending…');
  await expect(page.getByText(/^Not sent/)).toBeHidden();

  // Signed out from another tab or device: the session ends, and with it this page's chat socket.
  const out = await page.request.post('/api/logout', { headers: { accesstoken: m.token } });
  expect(out.ok()).toBe(true);
  // The page learns that the session ended either when it sends (the socket was closed: the message is
  // marked not sent) or from its next call to the server (401 "100": back to the login page, as for
  // any ended session). Which comes first is a matter of timing; the message is never sent either way
  // (the server's side: apps/server/src/modules/chat/session-end.test.ts).
  await box
    .fill('After signing out', { timeout: 5_000 })
    .then(() => box.press('Enter', { timeout: 5_000 }))
    .catch(() => {});
  const notSent = page
    .getByTestId('chat-line')
    .filter({ hasText: /Not sent: (The chat is no longer connected|Your session has ended)/ });
  await expect(notSent.or(page.getByRole('heading', { level: 1, name: 'Login' }))).toBeVisible();
});

test('a message whose answer is lost on the way is sent again with the same id, stored and shown once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const care = await newExpert(page.request, 'customer_care', 'Tunde Care');
  await expertSignsIn(browser, care.email);
  // The member's realtime channel through a relay that loses the server's first answer to a message
  // (socket.io's acknowledgement packet, "43<id>[…]"), as a dropped mobile connection would.
  const sent: string[] = [];
  let answers = 0;
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      if (typeof m === 'string' && m.includes('"send_message"')) sent.push(m);
      server.send(m);
    });
    server.onMessage((m) => {
      if (typeof m === 'string' && m.startsWith('43') && ++answers === 1) return;
      ws.send(m);
    });
  });
  const m = await newMember(page.request, { name: 'Yemi Retry' });
  await signIn(page, m, '/customercare');
  const box = page.getByPlaceholder('Type Here...');
  await box.fill('Did my transfer arrive?');
  await box.press('Enter');
  // The app waits 10 seconds for the answer, then sends the message again with the same client id,
  // and the server answers it with the message it stored the first time.
  await expect.poll(() => answers, { timeout: 20_000 }).toBe(2);
  expect(sent).toHaveLength(2);
  const clientId = (frame: string) => JSON.parse(frame.slice(frame.indexOf('['))).at(1).client_id;
  expect(clientId(sent[1] as string)).toBe(clientId(sent[0] as string));
  const lines = page.getByTestId('chat-line').filter({ hasText: 'Did my transfer arrive?' });
  await expect(lines).toHaveCount(1);
  await expect(page.getByText(/^Not sent/)).toBeHidden();
  // Stored once: the history read again after a reload has it once.
  await page.reload();
  await expect(page.getByTestId('chat-line').filter({ hasText: 'Did my transfer arrive?' })).toHaveCount(1);
});

test('with no legal adviser online, /chat says when to expect an answer and still takes the question', async ({
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
  const note = page.getByTestId('leave-a-message');
  await expect(note).toContainText('Chat with Legal Adviser');
  await expect(note).toContainText('No Legal Adviser is online right now.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const box = page.getByPlaceholder('Type Here...');
  await box.fill('Can the fund witness a tenancy agreement?');
  await box.press('Enter');
  await expect(page.getByTestId('chat-line').last()).not.toContainText('Sending…');
  await expect(page.getByText(/^Not sent/)).toBeHidden();
  await expectAccessible(page);
  await screenshots(page, 'chat-no-expert-online');
});

test('a visitor starts a conversation, chats live with customer care and gets the transcript by email', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
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
  // The transcript leaves through the mail queue.
  await expect
    .poll(() => lastMailTo(email, 'Trust Fund: Your support chat transcript')?.text ?? '', OUTBOX_WAIT)
    .toContain('Members Support Team: Choose a plan on the plans page, then pay by card or transfer.');
});
