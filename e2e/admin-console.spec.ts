import { expect as baseExpect, type Page, test } from '@playwright/test';
import { loginInBrowser } from './auth-support.ts';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

const tfpOf = async (page: Page, token: string) =>
  (await (await page.request.get('/api/user', { headers: { accesstoken: token } })).json()).data
    .u_tfp_pin as string;

/** From the console's landing page: search by TFP and open the one member found. */
async function openByTfp(page: Page, tfp: string, name: string) {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'Search members' }).fill(tfp);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByTestId('members-table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('member-tfp')).toHaveText(tfp);
}

test('an operator signs in to the console, finds a member by TFP, unlocks one and terminates another with a reason', async ({
  page,
}) => {
  const locked = await newMember(page.request, { name: 'Kelechi Locked' });
  await fixture(page.request, { email: locked.email, u_status: 3 });
  const leaving = await newMember(page.request, { name: 'Bisi Leaving' });
  const [lockedTfp, leavingTfp] = [await tfpOf(page, locked.token), await tfpOf(page, leaving.token)];

  // Operators sign in on the members' login page and land on the console.
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByTestId('operator-role')).toHaveText('Admin');
  await expect(page.getByTestId('operator-name')).toHaveText('Fund Operator');
  await expect(page.getByText('Recent members')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  for (const section of [
    'Members',
    'Transfers',
    'Approvals',
    'Payouts',
    'Loans',
    'POP & ETC',
    'Reports',
    'Content',
    'Inbox',
    'Audit log',
  ]) {
    await expect(menu.getByRole('link', { name: new RegExp(`^${section}`) })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: /^Members/ })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await screenshots(page, 'admin-console-members');

  // Every section opens its own page.
  await menu.getByRole('link', { name: /^Reports/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // Unlock the locked member.
  await openByTfp(page, lockedTfp, 'Kelechi Locked');
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByTestId('plan-card')).toContainText('SILVER');
  await expect(page.getByTestId('balances-card')).toContainText('Contributions (fund owes)');
  await expect(page.getByTestId('account-card')).toContainText('1 active session');
  await expectAccessible(page);
  await screenshots(page, 'admin-console-member');
  // View as: the single-use link, to copy into a private window or open in a new tab.
  await page.getByRole('button', { name: 'View as member' }).click();
  const viewAs = page.getByRole('dialog', { name: 'View the member’s dashboard' });
  await expect(viewAs.getByRole('textbox', { name: 'View-as link' })).toHaveValue(
    /\/login\?.*type=admin_login/,
  );
  await expect(viewAs.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('target', '_blank');
  await viewAs.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Unlock member' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Member unlocked');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock member' })).toHaveCount(0);

  // Terminate another: the reason is required, then the member is signed out everywhere.
  await openByTfp(page, leavingTfp, 'Bisi Leaving');
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Terminate Bisi Leaving?' });
  await dialog.getByRole('button', { name: 'Terminate member' }).click();
  await expect(dialog).toContainText('Enter the reason for terminating this member');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked to leave the fund at the branch');
  await expectAccessible(page);
  await screenshots(page, 'admin-console-terminate');
  await dialog.getByRole('button', { name: 'Terminate member' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Member terminated');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Terminated', { exact: true })).toBeVisible();
  await expect(page.getByTestId('account-card')).toContainText('No active session');
  const after = await page.request.get('/api/user', { headers: { accesstoken: leaving.token } });
  expect(after.status()).toBe(401);
});

test("an operator's 'Error!' pop-up after a fault on the server's side gives an operator's next step, not Customer Care", async ({
  page,
}) => {
  const unverified = await newMember(page.request, { name: 'Emeka Unverified', verified: false });
  const tfp = await tfpOf(page, unverified.token);
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await openByTfp(page, tfp, 'Emeka Unverified');
  // The mail server refuses the link: the server's answer for it (http/errors.ts, tested through the API
  // in auth/mail-server-down.test.ts), given here without a mail server to stop.
  await page.route('**/api/admin/members/*/resend-verification', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        status: 'error',
        message:
          'The email could not be sent: the mail server did not accept it. Please try again in a few minutes.',
        data: null,
      }),
    }),
  );
  await page.getByRole('button', { name: 'Resend verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error!' });
  await expect(dialog).toContainText('the mail server did not accept it');
  await expect(dialog.getByTestId('error-next-step')).toHaveText(
    'The fault is in the server or a service it uses, not in what you entered. If it keeps happening, tell the fund’s technical team the time and what you were doing.',
  );
  await expect(dialog.getByRole('button', { name: 'Contact Customer Care' })).toHaveCount(0);
  // OK alone beside the dialog's Close: no step the operator could take from here.
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(2);
  await expectAccessible(page);
  await screenshots(page, 'admin-console-error-next-step');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a member opening /admin goes to their dashboard; a signed-out visitor goes to the login page', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  const m = await newMember(page.request, { plan: 'ORDINARY' });
  await signIn(page, m, '/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const refused = await page.request.get('/api/admin/members', { headers: { accesstoken: m.token } });
  expect(refused.status()).toBe(403);
});

test('a support operator sees the sections of their role, and is sent back to the console from member pages', async ({
  page,
}) => {
  await loginInBrowser(page, 'support@trustfund.ng', 'Support@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('operator-role')).toHaveText('Support');
  const menu = page.getByRole('navigation', { name: 'Console menu' });
  // Every operator also has their own Two-step sign-in page.
  await expect(menu.getByRole('link')).toHaveText([
    /^Members/,
    /^Inbox/,
    /^Dead mail/,
    /^Messages/,
    /^Chat/,
    /^Two-step sign-in/,
  ]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  // On a phone the menu is behind the menu button.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Open the console menu' }).click();
  await expect(menu.getByRole('link', { name: /^Inbox/ })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/admin-console-menu-360.png' });
});
