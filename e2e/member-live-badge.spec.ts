import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type Member, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

async function tfpOf(page: Page, m: Member) {
  const user = (await (await page.request.get('/api/user', { headers: { accesstoken: m.token } })).json())
    .data;
  return user.u_tfp_pin as string;
}

const unread = async (page: Page) =>
  Number(
    (await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).getAttribute('aria-label'))?.match(
      /\d+/,
    )?.[0],
  );

test('the header badge goes up without a reload when another member sends a trust request', async ({
  browser,
  request,
}) => {
  const asker = await newMember(request, { plan: 'SILVER', name: 'Kemi Asker' });
  const asked = await newMember(request, { plan: 'GOLD', name: 'Lanre Waiting' });
  const askerContext = await browser.newContext();
  const askedContext = await browser.newContext();
  const a = await askerContext.newPage();
  const b = await askedContext.newPage();
  const tfp = await tfpOf(b, asked);

  // The asked member has the app open on the dashboard.
  await signIn(b, asked, '/dashboard');
  await expect(b.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await unread(b);
  expect(before).toBeGreaterThanOrEqual(0);
  let reloads = 0;
  b.on('framenavigated', (f) => {
    if (f === b.mainFrame()) reloads++;
  });

  // The other member, in their own browser, asks them into their trust network.
  await signIn(a, asker, '/trustmembers');
  await a.getByLabel("Member's TFP code").fill(tfp);
  await expect(a.getByTestId('trust-member-name')).toHaveValue('Lanre Waiting');
  await a.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(a.getByText('Your request has been sent to Lanre Waiting')).toBeVisible();

  // The badge counts it at once, on the page already open.
  await expect(b.getByRole('link', { name: `Notifications, ${before + 1} unread` })).toBeVisible();
  expect(reloads).toBe(0);
  await expectAccessible(b);
  await screenshots(b, 'member-live-badge');

  // The notifications list has it too.
  await b.getByRole('link', { name: `Notifications, ${before + 1} unread` }).click();
  await expect(b.getByTestId('notification').filter({ hasText: 'Trust network request' })).toBeVisible();
  await askerContext.close();
  await askedContext.close();
});
