import { expect as baseExpect, test } from '@playwright/test';
import { loginInBrowser, mailedLink } from './auth-support.ts';
import { expectAccessible, screenshots, uniqueEmail } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

test('an admin invites a support agent who sets a password and answers the customer-care chat, then is disabled at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginInBrowser(page, 'admin@trustfund.ng', 'Admin@2026');
  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Staff/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  // The demo's customer-care agent and experts are staff too.
  const table = page.getByTestId('staff-table');
  await expect(table.getByTestId('staff-care@trustfund.ng')).toContainText('Support (customer care)');
  await expect(table.getByTestId('staff-legal@trustfund.ng')).toContainText('Legal adviser');
  await expectAccessible(page);
  await screenshots(page, 'admin-staff');

  const form = page.getByRole('form', { name: 'Add a staff member' });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByText('Enter the full name')).toBeVisible();
  const email = uniqueEmail('care');
  await form.getByLabel('Full name').fill('Tola Care');
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('Invitation sent');
  await page.getByRole('button', { name: 'OK' }).click();
  const row = table.getByTestId(`staff-${email}`);
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Never');

  // The invitation's link sets the password, in the new colleague's own browser.
  const link = await mailedLink(email, 'Your Trust Fund staff account', '/invitation');
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: 'Your staff account' })).toBeVisible();
  await expectAccessible(colleague);
  await screenshots(colleague, 'staff-invitation');
  await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome123');
  await colleague.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Welcome123');
  await colleague.getByRole('button', { name: 'Set my password' }).click();
  await expect(colleague.getByText('Your password is set.')).toBeVisible();
  await loginInBrowser(colleague, email, 'Welcome123');
  await expect(colleague).toHaveURL(/\/admin$/);
  // Support staff are the customer-care agents: the Chat section is theirs.
  await colleague
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: /^Chat/ })
    .click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();

  // The admin disables them: their session ends at once.
  await page.reload();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Actions for Tola Care' }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable this account' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText(
    'Their sessions and chats have ended',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(row).toContainText('Disabled');
  // Their session answers no more calls: the console's next start signs them out.
  const token = await colleague.evaluate(
    () => JSON.parse(localStorage.getItem('tf.user') ?? '{}').u_accesstoken as string,
  );
  const after = await colleague.request.get('/api/user', { headers: { accesstoken: token } });
  expect(after.status()).toBe(401);
  await colleague.reload();
  await expect(colleague).toHaveURL(/\/login/);

  // Changing a role opens its own dialog; the admin role waits for a second admin.
  await row.getByRole('button', { name: 'Actions for Tola Care' }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await expect(roleDialog.getByText('The admin role waits in Approvals')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'admin-staff-role');
});
