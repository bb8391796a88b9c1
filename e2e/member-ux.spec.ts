import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const DATE = /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/;

test('a member whose bank transfer is awaited sees what to send, where, the narration and who confirms it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const m = await newMember(request, { plan: null, name: 'Bola Ade' });
  const plans = (await (await request.get('/api/getsubscriptionplans')).json()).data as {
    pl_plan_id: number;
    pl_plan_name: string;
  }[];
  const gold = plans.find((p) => p.pl_plan_name === 'GOLD')?.pl_plan_id;
  const chosen = await request.post('/api/userplantransfer', {
    headers: { accesstoken: m.token },
    data: { planid: gold },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const { narration, bank } = (await chosen.json()).data;

  await signIn(page, m);
  await expect(page.getByRole('heading', { name: 'Welcome, Bola' })).toBeVisible();
  const card = page.getByTestId('awaited-transfer');
  await expect(card).toContainText('Your bank transfer is awaited');
  await expect(card).toContainText('₦20,000');
  await expect(card).toContainText(narration);
  await expect(card).toContainText(bank.account_number);
  await expect(card).toContainText(bank.bank_name);
  await expect(card).toContainText('an operator confirms the transfer');
  await expect(card).toContainText(DATE);
  await card.getByRole('button', { name: 'Copy Narration (your TFP)' }).click();
  await expect(card.getByRole('button', { name: 'Copied Narration (your TFP)' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(narration);
  // Cashout and the weeks-to-cashout card say why they are not available
  await expect(page.getByTestId('cashout-note')).toHaveText(
    'Cashout opens once your plan is active: an operator is confirming your bank transfer.',
  );
  await expect(page.getByTestId('cashout-countdown-why')).toContainText(
    'start counting when an operator confirms your bank transfer',
  );
  await expect(page).toHaveTitle('Dashboard | Trust Fund');
  await expectAccessible(page);
  await screenshots(page, 'member-dashboard-transfer-awaited');
});

/** Every visible element of the page's main content lies within the screen, with a side margin. */
async function expectSideMargins(page: Page) {
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (r.left < 8 || r.right > width - 8)
        offenders.push(`${el.tagName.toLowerCase()} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 5) };
  });
  expect(report.scrollWidth).toBeLessThanOrEqual(report.width);
  expect(report.offenders).toEqual([]);
}

for (const [path, title, shot] of [
  ['/learn-more', 'Learn more | Trust Fund', 'public-learn-more-margins'],
  ['/terms', 'Terms and conditions | Trust Fund', 'public-terms-margins'],
  ['/privacy', 'Privacy policy | Trust Fund', 'public-privacy-margins'],
] as const) {
  test(`${path} keeps side margins at 360 px: nothing touches the screen edge or is clipped`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expectSideMargins(page);
    await expectAccessible(page);
    await screenshots(page, shot);
  });
}

test('Save More shows a skeleton, not the default ₦1,000, until the member’s figures arrive', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'GOLD' });
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/getusercontribution', async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, m, '/savemore');
  await expect(page.getByTestId('save-more-skeleton')).toBeVisible();
  await expect(page.getByText('₦1,000')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'member-save-more-skeleton');
  release();
  await expect(page.getByText('each week is ₦5,000 on your plan')).toBeVisible();
  await expect(page.getByTestId('save-more-skeleton')).toHaveCount(0);
  await expect(page).toHaveTitle('Save more | Trust Fund');
});

test('logging in offline says so instead of spinning', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email address' }).fill('someone@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret123');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not connected' })).toContainText(
    'You are offline. Check your internet connection and try again.',
  );
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page).toHaveTitle('Log in | Trust Fund');
  await screenshots(page, 'login-offline');
  await context.setOffline(false);
});

test('the "Choose a plan first" notice passes AA contrast', async ({ page, request }) => {
  const m = await newMember(request, { plan: 'SILVER' });
  // a member with a pin reaches /carddetails with no plan chosen in this browser
  await signIn(page, m, '/carddetails');
  const notice = page.getByText('Choose a plan first');
  await expect(notice).toBeVisible();
  const ratio = await notice.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((v) => (v ?? 0) / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
    let bg = el as HTMLElement | null;
    while (bg && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(bg).backgroundColor))
      bg = bg.parentElement;
    // the alert's tint is translucent over white: blend it
    const [br, bgc, bb, ba = 1] = (
      getComputedStyle(bg ?? document.body).backgroundColor.match(/[\d.]+/g) ?? []
    ).map(Number);
    const blend = [br, bgc, bb].map((v) => (v ?? 255) * ba + 255 * (1 - ba));
    const a = lum(rgb(getComputedStyle(el).color));
    const b = lum(blend);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
  await expectAccessible(page);
  await screenshots(page, 'card-details-choose-plan');
});
