import { expect as baseExpect, test } from '@playwright/test';
import { memberByApi, stored } from './auth-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

test("an operator's view of a member is read-only: the screen says so and the API refuses changes", async ({
  page,
  request,
}) => {
  const member = await memberByApi(request);
  const admin = await request.post('/api/login', {
    data: { email: 'admin@trustfund.ng', password: 'Admin@2026' },
  });
  expect(admin.ok(), await admin.text()).toBe(true);
  const link = await request.post('/api/admin/login-as', {
    headers: { accesstoken: (await admin.json()).data.u_accesstoken },
    data: { user_id: member.u_id },
  });
  expect(link.ok(), await link.text()).toBe(true);
  const url = new URL((await link.json()).data.url as string);

  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(/\/userdashboard$/);
  const banner = page.getByRole('status').filter({ hasText: 'Operator view: read-only' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    "You are viewing Ada Okafor's account. Nothing can be changed from here.",
  );
  // Changing pages are not offered…
  const nav = page.getByRole('navigation', { name: 'Member menu' });
  for (const hidden of ['Save More', 'User Profile']) {
    await expect(nav.getByRole('button', { name: hidden })).toHaveCount(0);
  }
  await expectAccessible(page);
  await screenshots(page, 'view-as-read-only');

  // …and a change sent from this browser session anyway is refused by the server, and nothing is saved.
  const token = (await stored(page, 'user')).u_accesstoken as string;
  const answer = await page.evaluate(async (accesstoken) => {
    const res = await fetch('/api/updateuserprofile', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accesstoken },
      body: JSON.stringify({
        bankname: 'Thief Bank',
        accountholdername: 'A Thief',
        accountnumber: '9999999999',
      }),
    });
    return { status: res.status, body: await res.json() };
  }, token);
  expect(answer).toEqual({
    status: 403,
    body: {
      status: 'error',
      message: 'This is not available while an operator is viewing the account',
      data: null,
    },
  });
  const profile = await request.get('/api/userprofile', { headers: { accesstoken: member.u_accesstoken } });
  expect((await profile.json()).data.up_bank_name).not.toBe('Thief Bank');
});
