import { expect as baseExpect, test } from '@playwright/test';
import { loginInBrowser, memberByApi, registerByApi, stored } from './auth-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** Route guards (part 1 section 2, part 2 section 2.1) and the session-invalid answer (section 8). */

test('a signed-out visitor is sent to /login and brought back after logging in', async ({
  page,
  request,
}) => {
  const member = await memberByApi(request);
  await page.goto('/changepassword');
  await expect(page).toHaveURL(/\/login$/);
  // The login screen arrives a moment after the address changes: scan it, not its loading spinner.
  await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
  await expectAccessible(page);
  await loginInBrowser(page, member.email);
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
});

test('every login-required route sends a signed-out visitor to /login', async ({ page }) => {
  // 23 full page loads on a machine shared with other runs.
  test.setTimeout(180_000);
  for (const path of [
    '/dashboard',
    '/weeklycontribution',
    '/savemore',
    '/weeklyearnings',
    '/userchat',
    '/notifications',
    '/pop',
    '/etc',
    '/chat',
    '/profile',
    '/loan',
    '/transactions',
    '/addtrusters',
    '/confirmloan',
    '/viewloan',
    '/trustmembers',
    '/buildnetwork',
    '/trustwallet',
    '/changecard',
    '/changepassword',
    '/userdashboard',
    '/trustmarket',
    '/customercare',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
});

test('a member (id and pin) is sent from /register, /forgot, /reset, /viewplans and /loans to /dashboard', async ({
  page,
  request,
}) => {
  const member = await memberByApi(request);
  await loginInBrowser(page, member.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of [
    '/register',
    '/register?0123456789',
    '/forgot',
    '/reset?userid=x',
    '/viewplans',
    '/loans',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
});

test('a signed-in user without a pin is sent to the plan pages, not the member area', async ({
  page,
  request,
}) => {
  const user = await registerByApi(request);
  await loginInBrowser(page, user.email);
  await expect(page).toHaveURL(/\/viewplans$/);
  expect(await stored(page, 'fromRegister')).toBe(1);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/viewplans$/);
  // With a plan chosen on the landing page, its detail page instead.
  await page.evaluate(() => localStorage.setItem('tf.planId', '3'));
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/trustplans$/);
  // The pages for visitors stay open to them.
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('an expired session (message 100) clears the session and returns to /login', async ({
  page,
  request,
}) => {
  const member = await memberByApi(request);
  // The live channel stays silent here. Once connected it refetches the member, so it too would find
  // the ended session and leave for /login, at a moment of its own; this test is about the form's call.
  await page.routeWebSocket(/\/socket\.io\//, () => {});
  await page.goto('/login');
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await loginInBrowser(page, member.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/changepassword');
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  // The screen's own reads (the member's record for the header) must have answered first: one still on
  // its way when the session ends would meet "100" and leave for /login before the form is filled, which
  // is the same rule but not the form's call this test is about.
  await page.waitForLoadState('networkidle');

  // The session ends elsewhere (here: the token is revoked as another tab's logout would).
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('tf.user') ?? '{}').u_accesstoken);
  expect((await request.post('/api/logout', { headers: { accesstoken: token } })).ok()).toBe(true);

  await page.getByRole('textbox', { name: 'Old password', exact: true }).fill('Secret123');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Fresh2Pass');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Fresh2Pass');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // No 'Error!' pop-up with the code: the login screen is the answer.
  await expect(page.getByRole('dialog', { name: 'Error!' })).toHaveCount(0);
  expect(await stored(page, 'user')).toBeNull();
  expect(await stored(page, 'remember')).toEqual({ email: member.email });

  // Logging in again goes back to the screen the session ended on.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/changepassword$/);
});

test("/loans says 'A moment please...' and leaves for the configured loan form", async ({ page }) => {
  const formUrl = 'https://loans.example.ng/apply';
  // The external form is answered here, so the test does not depend on another site being up.
  await page.route(`${formUrl}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Loan form</title><h1>Loan application form</h1>',
    }),
  );
  // The settings call is held until the waiting screen has been checked, then answers a configured form.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/config', async (route) => {
    await held;
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({
      response: res,
      json: { ...body, data: { ...body.data, loans_form_url: formUrl } },
    });
  });
  await page.goto('/loans');
  await expect(page.getByText('A moment please...')).toBeVisible();
  await expect(page).toHaveTitle('Loans | Trust Fund');
  await expectAccessible(page);
  await screenshots(page, 'loans-redirect');
  release();
  await expect(page).toHaveURL(formUrl);
  await expect(page.getByRole('heading', { name: 'Loan application form' })).toBeVisible();
});

test('/loans explains, instead of opening a broken site, when no loan form is configured', async ({
  page,
}) => {
  const config = (await (await page.request.get('/api/config')).json()).data;
  expect(config.loans_form_url).toBeNull();
  await page.goto('/loans');
  await expect(page.getByRole('heading', { name: 'Loan applications' })).toBeVisible();
  await expect(page.getByText('The online loan application form is not open at the moment.')).toBeVisible();
  await expect(page).toHaveURL(/\/loans$/);
  await expect(page.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
  await expectAccessible(page);
  await screenshots(page, 'loans-not-configured');
});
