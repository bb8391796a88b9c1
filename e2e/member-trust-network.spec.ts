import { expect as baseExpect, type Page, test } from '@playwright/test';
import { type Member, newMember, signIn } from './member-setup.ts';
import { expectAccessible, lastMailTo, OUTBOX_WAIT, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

async function whoAmI(page: Page, m: Member) {
  const user = (await (await page.request.get('/api/user', { headers: { accesstoken: m.token } })).json())
    .data;
  return { id: user.u_id as number, tfp: user.u_tfp_pin as string };
}

test('one member asks another by TFP code, the other accepts in their own browser, and both see the link', async ({
  browser,
  request,
}) => {
  const asker = await newMember(request, { plan: 'SILVER', name: 'Adaeze Okafor' });
  const asked = await newMember(request, { plan: 'GOLD', name: 'Babatunde Lawal' });
  const basic = await newMember(request, { plan: 'ORDINARY', name: 'Chinedu Basic' });
  const askerContext = await browser.newContext();
  const askedContext = await browser.newContext();
  const a = await askerContext.newPage();
  const b = await askedContext.newPage();
  const bWho = await whoAmI(b, asked);
  const basicWho = await whoAmI(b, basic);

  await signIn(a, asker, '/trustmembers');
  await expect(a.getByRole('heading', { level: 1, name: 'My Trust Network' })).toBeVisible();
  await expect(a.getByText('No trust members yet')).toBeVisible();
  const code = a.getByLabel("Member's TFP code");
  const add = a.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();

  // A BASIC member cannot join a network: the lookup says so and Add stays off.
  await code.fill(basicWho.tfp);
  await expect(a.getByText('only members on a paid plan can')).toBeVisible();
  await expect(add).toBeDisabled();

  // Typed messily: special characters stripped and uppercased; the 13th character looks the member up.
  await code.fill(`${bWho.tfp.slice(0, 3).toLowerCase()}-${bWho.tfp.slice(3, 8)} ${bWho.tfp.slice(8)}`);
  await expect(code).toHaveValue(bWho.tfp);
  await expect(a.getByTestId('trust-member-name')).toHaveValue('Babatunde Lawal');
  await expect(add).toBeEnabled();
  await expectAccessible(a);
  await screenshots(a, 'trust-network-lookup');
  await add.click();
  await expect(a.getByText('Your request has been sent to Babatunde Lawal')).toBeVisible();
  const sent = a.getByRole('article', { name: 'Babatunde Lawal' });
  await expect(sent).toContainText('Request Pending');
  await expect(sent).toContainText(bWho.tfp);
  await expect(sent).toContainText('GTM');
  await expect(add).toBeDisabled();
  await screenshots(a, 'trust-network-pending');

  // Asking twice is refused with a message under the field.
  await code.fill(bWho.tfp);
  await expect(a.getByTestId('trust-member-name')).toHaveValue('Babatunde Lawal');
  await add.click();
  await expect(a.getByText('You have already sent this member a request')).toBeVisible();

  // The asked member sees the request with Accept and Reject (the email with its sign-in link
  // follows with the mail queue's next run; the last step checks it).
  await signIn(b, asked, '/trustmembers');
  const request1 = b.getByRole('article', { name: 'Adaeze Okafor' });
  await expect(request1.getByRole('button', { name: 'Accept Adaeze Okafor' })).toBeVisible();
  await expect(request1).toContainText('STM');
  await expectAccessible(b);
  await screenshots(b, 'trust-network-request');
  await request1.getByRole('button', { name: 'Accept Adaeze Okafor' }).click();
  await expect(b.getByText('Adaeze Okafor is now in your trust network')).toBeVisible();
  await expect(request1).toContainText('In your network');
  await expect(request1.getByRole('button', { name: /Accept/ })).toHaveCount(0);

  await a.reload();
  await expect(a.getByRole('article', { name: 'Babatunde Lawal' })).toContainText('In your network');
  await screenshots(a, 'trust-network-accepted');

  // The dashboard's checklist counts the network now.
  await b.goto('/dashboard');
  await expect(b.getByRole('heading', { level: 1 })).toBeVisible();

  // The request's email leaves through the mail queue, with a sign-in link.
  await expect
    .poll(
      () => lastMailTo(asked.email, 'Trust Fund: Adaeze Okafor asks you to join their trust network')?.text,
      OUTBOX_WAIT,
    )
    .toMatch(/Answer the request: \S+\/login\?type=admin&authcode=/);
  await askerContext.close();
  await askedContext.close();
});

test('a notification opens /trustmembers on the request to answer, and a rejection removes it', async ({
  page,
  request,
}) => {
  const asker = await newMember(request, { plan: 'PLATINUM', name: 'Damilola Ade' });
  const asked = await newMember(request, { plan: 'SILVER', name: 'Efosa Igbinedion' });
  const askedWho = await whoAmI(page, asked);
  const askerWho = await whoAmI(page, asker);
  const res = await request.post('/api/addtrustmember', {
    headers: { accesstoken: asker.token },
    data: { u_mem_tfpcode: askedWho.tfp },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await signIn(page, asked, '/trustmembers');
  // As the notifications screen opens it: router state trustMemberData {byuserid, touserid}.
  await page.evaluate(
    ([by, to]) => {
      window.history.replaceState(
        { usr: { trustMemberData: { byuserid: by, touserid: to } }, key: 'notified', idx: 0 },
        '',
      );
    },
    [askerWho.id, askedWho.id] as const,
  );
  await page.reload();
  const banner = page.getByTestId('notified-request');
  await expect(banner).toContainText('Damilola Ade asks you to join their trust network');
  await expectAccessible(page);
  await screenshots(page, 'trust-network-notified');
  await banner.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText("You rejected Damilola Ade's request")).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('No trust members yet')).toBeVisible();
});

test('/buildnetwork invites by email, marks a registered email, and copies the trust link', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const m = await newMember(request, { plan: 'SILVER', name: 'Folake Adeyemi' });
  const other = await newMember(request, { plan: 'SILVER' });
  await signIn(page, m, '/buildnetwork');
  await expect(page.getByRole('heading', { level: 1, name: 'Build your network' })).toBeVisible();
  const link = page.getByTestId('referral-link');
  await expect(link).toContainText('/register?');
  await page.getByRole('button', { name: 'Copy your trust link' }).click();
  await expect(page.getByRole('button', { name: 'Copied your trust link' })).toBeVisible();

  await page.getByLabel('Email 1').fill(other.email);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Email already registered')).toBeVisible();
  const friend = `friend.${Date.now()}@example.com`;
  await page.getByLabel('Email 1').fill(friend);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Your invitation has been sent')).toBeVisible();
  expect(lastMailTo(friend)?.subject).toBe('Folake Adeyemi invites you to Trust Fund');
  await expectAccessible(page);
  await screenshots(page, 'trust-network-build');
});

test('/trustmarket shows the sample deals, clearly marked as a preview', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'GOLD' });
  await signIn(page, m, '/trustmarket');
  await expect(page.getByRole('heading', { level: 1, name: 'Trust Market' })).toBeVisible();
  await expect(page.getByText('Preview', { exact: true })).toBeVisible();
  await expect(page.getByText(/Preview only: the Trust Market is not open yet/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trending deals' })).toBeVisible();
  await page
    .getByRole('button', { name: /Comments/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Add Comment' })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, 'trust-market');
  await page.getByRole('button', { name: 'Trust Deal' }).first().click();
  const deal = page.getByRole('dialog', { name: 'Trust Deal' });
  await expect(deal.getByLabel('Stake (₦)')).toBeDisabled();
  await expect(deal.getByRole('button', { name: 'Trust Deal' })).toBeDisabled();
  await deal.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('button', { name: 'Post a Deal' }).click();
  const post = page.getByRole('dialog', { name: 'Post a Deal' });
  await expect(post.getByRole('button', { name: 'Post Deal' })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, 'trust-market-post');
});
