import { expect as baseExpect, type Page, test } from '@playwright/test';
import { fixture, newMember, signIn } from './member-setup.ts';
import { apiSaveBank } from './money-out-support.ts';
import { expectAccessible, lastMailTo, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
// Longest journey here: 31.7 s (5 December, one worker, load average 25 and a CPU hog); the suite's
// 120 s limit (playwright.config.ts) is three times that or more.

const wallet = (page: Page, label: string) => page.getByTestId(`wallet-${label}`);

test('the dashboard shows the member’s plan, wallet, chart, trust link, checklist, rating, countdown and meetings', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const m = await newMember(request, { plan: 'GOLD', name: 'Ngozi Ama Eze' });
  await fixture(request, {
    email: m.email,
    ledger: [
      { kind: 'contribution', naira: 5000, days_ago: 21 },
      { kind: 'contribution', naira: 5000, days_ago: 14 },
      { kind: 'contribution', naira: 5000, days_ago: 7 },
      { kind: 'referral-earning', naira: 750, days_ago: 3 },
    ],
  });
  await signIn(page, m);
  await expect(page.getByRole('heading', { name: 'Welcome, Ngozi' })).toBeVisible();
  await expect(page.getByText('Gold Trust Member')).toBeVisible();
  await expect(
    page.getByText(/^Registered on \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Gold Trust Member plan' })).toBeVisible();
  // the plan purchase paid the first week (N5,000) and the fee; three more weeks came from the fixture
  await expect(wallet(page, 'Contributions')).toHaveText('₦20,000');
  await expect(wallet(page, 'Earnings')).toHaveText('₦750');
  await expect(wallet(page, 'Loans')).toHaveText('₦0');
  // What a saver looks at first: total savings, the weeks paid this cycle (the purchase paid week 1;
  // the fixture's entries are money only, no weeks), the next debit, the one cash-out countdown.
  await expect(page.getByTestId('total-savings')).toHaveText('₦20,000');
  await expect(page.getByTestId('cycle-weeks-paid')).toHaveText('1 of 52 weeks paid');
  await expect(page.getByRole('progressbar', { name: 'Cycle 1: 1 of 52 weeks paid' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Total savings' });
  await expect(summary.getByText('Next debit')).toBeVisible();
  await expect(page.getByTestId('cashout-countdown')).toHaveText(/^Opens in 5[12] weeks$/);
  await expect(page.getByText(/weeks? to cashout/)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Line chart of total savings by week' })).toBeVisible();
  await expect(page.getByTestId('trust-link')).toHaveText(/\/register\?\d{10}$/);
  // The trust link's own button (the account number card's buttons name what they copy).
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/register\?\d{10}$/);
  await expect(page.getByTestId('profile-percentage')).toHaveText('25%');
  await expect(page.getByText('Verify your email address (done)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your bank details' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('img', { name: 'Trust rating 1 of 5 stars' })).toBeVisible();

  const attend = page.getByRole('button', { name: 'Attend Lagos Trust Network Meetup' });
  await expect(attend).toBeVisible();
  // A meeting's date reads day first, with how far away it is while that is near.
  await expect(page.getByTestId('meeting-date').first()).toHaveText(
    /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}( \((today|tomorrow|in \d+ (days?|weeks?)|\d+ (days?|weeks?) ago)\))?$/,
  );
  await expectAccessible(page);
  await screenshots(page, 'member-dashboard');
  await attend.click();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toContainText('You will attend this meeting');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Attending Lagos Trust Network Meetup' })).toBeDisabled();
});

test.describe('status badge', () => {
  const cases: { name: string; setup: Record<string, unknown>; badge: string }[] = [
    {
      name: 'member title while the TFP is available',
      setup: { u_membertitle: 'Qualified' },
      badge: 'QUALIFIED MEMBER',
    },
    { name: 'TFP in use', setup: { u_tfp_pin_status: 1 }, badge: 'TFP IN USE' },
    { name: 'a running loan', setup: { ledger: [{ kind: 'loan', naira: 50000 }] }, badge: 'LOAN BORROWER' },
    { name: 'POP in use', setup: { ledger: [{ kind: 'pop', naira: 20000 }] }, badge: 'POP IN USE' },
    { name: 'ETC in use', setup: { ledger: [{ kind: 'etc', naira: 20000 }] }, badge: 'ETC IN USE' },
  ];
  for (const c of cases) {
    test(`reads ${c.badge} for ${c.name}`, async ({ page, request }) => {
      const m = await newMember(request);
      await fixture(request, { email: m.email, ...c.setup });
      await signIn(page, m);
      await expect(page.getByText(c.badge, { exact: true })).toBeVisible();
    });
  }

  test('a basic member has no badge, is named Basic Trust Member and is offered an upgrade', async ({
    page,
    request,
  }) => {
    const m = await newMember(request, { plan: 'ORDINARY' });
    await signIn(page, m);
    await expect(page.getByText('Basic Trust Member')).toBeVisible();
    await expect(page.getByText(/MEMBER$|IN USE|IN PROCESS|BORROWER/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Start Plan' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
    for (const plan of ['PLATINUM', 'GOLD', 'SILVER', 'FLEXI'])
      await expect(upgrade.getByRole('button', { name: plan })).toBeVisible();
    await screenshots(page, 'member-dashboard-upgrade');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(upgrade).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(upgrade).toBeVisible();
    await upgrade.getByRole('button', { name: 'GOLD' }).click();
    // The plan change on the profile, opened on the plan chosen (by its id).
    await expect(page).toHaveURL(/\/profile\?change=\d+$/);
    await expect(page.getByRole('dialog', { name: 'How will you pay?' })).toContainText('GOLD');
  });
});

test.describe('contributions button', () => {
  test('at or below the membership fee it explains why there is no cashout', async ({ page, request }) => {
    const m = await newMember(request, { plan: 'SILVER' });
    await signIn(page, m);
    await expect(wallet(page, 'Contributions')).toHaveText('₦1,000');
    await page.getByRole('button', { name: 'Cashout' }).click();
    await expect(page.getByRole('dialog', { name: 'Request Cashout' })).toContainText(
      'as your total contributions is less than your plan membership fee',
    );
  });

  test('outside the cash-out window it is disabled', async ({ page, request }) => {
    const m = await newMember(request, { plan: 'SILVER' });
    await fixture(request, { email: m.email, ledger: [{ kind: 'contribution', naira: 9000, days_ago: 1 }] });
    await signIn(page, m);
    await expect(wallet(page, 'Contributions')).toHaveText('₦10,000');
    await expect(page.getByRole('button', { name: 'Cashout' })).toBeDisabled();
  });

  // In cashout season (the cycle's last 7 days, reached by the clock): e2e/member-by-the-clock.spec.ts.
});

test.describe('apply gate for loans', () => {
  test('asks for a fuller profile below 75%, then lets the member through at 75%', async ({
    page,
    request,
  }) => {
    const m = await newMember(request, { plan: 'SILVER' });
    await signIn(page, m);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Update your profile' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    const headers = { accesstoken: m.token };
    await apiSaveBank(request, m);
    await request.post('/api/updateuserprofile', {
      headers,
      data: {
        sex: 'Female',
        dob: '1990-04-12',
        business: 'Fashion',
        address: '12 Allen Avenue, Ikeja',
        nxtkinname: 'Chike Nwosu',
        nxtkinemail: 'chike@example.com',
        nxtkinphonenumber: '2348037654321',
      },
    });
    await page.reload();
    await expect(page.getByTestId('profile-percentage')).toHaveText('75%');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/loan$/);
  });
});

test('an unverified member sees a banner with the time left to verify and resends the link from it, never a dialog', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { verified: false });
  await signIn(page, m);
  const banner = page.getByRole('region', { name: 'Verify your email address' });
  await expect(banner).toContainText(m.email);
  // Registered a moment ago: most of the 24 hours are left, and nothing blocks the dashboard.
  await expect(banner.getByTestId('verify-time-left')).toHaveText(/^2[34] hours left$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/cannot log in/)).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'member-dashboard-verify-email');
  const firstLink = lastMailTo(m.email, 'Verify your email address')?.text;
  await banner.getByRole('button', { name: 'Resend verification email' }).click();
  // The outcome is said beside the button, not in a pop-up; the new link is in the outbox.
  await expect(banner.getByRole('status')).toHaveText(/A new link is on its way/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => lastMailTo(m.email, 'Verify your email address')?.text).not.toBe(firstLink);
  await expectAccessible(page);
});

test('the savings header and the welcome card, drawn before the cards below, are as tall as the skeleton’s cards they replace at every width', async ({
  page,
  request,
}) => {
  // A member with a title, so the welcome card holds its small print (the phone's largest text).
  const m = await newMember(request, { plan: 'GOLD' });
  // The member's figures wait until the skeleton has been measured.
  let held: (() => void)[] = [];
  const release = () => {
    for (const r of held) r();
    held = [];
  };
  await page.route('**/api/userdashboard', async (route) => {
    await new Promise<void>((r) => held.push(r));
    await route.continue();
  });
  await signIn(page, m, '/favicon.svg');
  const height = (selector: string) =>
    page.locator(selector).evaluate((e) => Math.round(e.getBoundingClientRect().height * 10) / 10);
  // One width in each band of the skeleton's heights (dashboard-skeleton.module.css).
  for (const width of [360, 412, 576, 800, 992, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The figures of the last visit would be drawn at once (lib/last-figures.ts), with no skeleton.
    await page.evaluate(() => localStorage.removeItem('tf.lastFigures'));
    await page.goto('/dashboard');
    // Both read at once, again until both are there: the shell's skeleton gives way to the screen's.
    let skeleton: number[] = [];
    await expect
      .poll(async () => {
        skeleton = await page.evaluate(() =>
          ['savings', 'welcome'].map((of) => {
            const box = document.querySelector(`[data-placeholder="${of}"]`)?.getBoundingClientRect();
            return Math.round((box?.height ?? 0) * 10) / 10;
          }),
        );
        return skeleton;
      })
      .not.toContain(0);
    release();
    // Measured once the whole screen is drawn (the first two cards are the same components then).
    await expect(page.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toHaveCount(0);
    await expect(page.getByTestId('total-savings')).toBeVisible();
    const welcome = page.locator('.mantine-Card-root', {
      has: page.getByRole('heading', { name: /^Welcome,/ }),
    });
    await expect(welcome).toBeVisible();
    const drawn = [
      await height('section[aria-labelledby="savings-summary-title"]'),
      await welcome.evaluate((e) => Math.round(e.getBoundingClientRect().height * 10) / 10),
    ];
    expect(drawn, `at ${width} px: savings header and welcome card against the skeleton's`).toEqual(skeleton);
  }
});

test('while the member’s figures are on their way the dashboard keeps its skeleton until the figures replace it, the savings header first and nothing moving', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER' });
  await page.setViewportSize({ width: 360, height: 740 });
  // When each skeleton was put on the page, when the figures were and when the skeleton left: a
  // skeleton thrown away and drawn again as the figures arrive starts its shimmer over, and costs a
  // phone the drawing twice. And every layout shift: the header takes the skeleton's first card's place.
  await page.addInitScript(() => {
    const w = window as unknown as {
      skeletonsAt: number[];
      figuresAt?: number;
      skeletonGoneAt?: number;
      shifts: number;
    };
    w.skeletonsAt = [];
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.shifts += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const isSkeleton = (n: Node) =>
      n instanceof HTMLElement &&
      n.querySelector('[role="status"]')?.textContent === 'Loading your dashboard';
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          if (isSkeleton(n)) w.skeletonsAt.push(performance.now());
          if (w.figuresAt === undefined && n.querySelector('[data-testid="total-savings"]'))
            w.figuresAt = performance.now();
        }
        for (const n of r.removedNodes) if (isSkeleton(n)) w.skeletonGoneAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  // The figures take five seconds (a slow connection), long after the screen's code has arrived.
  await page.route('**/api/userdashboard', async (route) => {
    await new Promise((r) => setTimeout(r, 5000));
    await route.continue();
  });
  await signIn(page, m);
  await expect(page.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toBeVisible();
  await expect(page.getByTestId('total-savings')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your dashboard' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Line chart of total savings by week' })).toBeVisible();
  const { skeletonsAt, figuresAt, skeletonGoneAt, shifts } = await page.evaluate(() => {
    const w = window as unknown as {
      skeletonsAt: number[];
      figuresAt: number;
      skeletonGoneAt: number;
      shifts: number;
    };
    return {
      skeletonsAt: w.skeletonsAt,
      figuresAt: w.figuresAt,
      skeletonGoneAt: w.skeletonGoneAt,
      shifts: w.shifts,
    };
  });
  // The savings header came in the skeleton's first card's place, before the cards below replaced the
  // rest of it, and nothing on the page moved on the way (Cumulative Layout Shift 0).
  expect(figuresAt).toBeLessThan(skeletonGoneAt);
  expect(shifts).toBe(0);
  // The skeleton the figures replaced had been on the page for a second or more, not drawn anew when
  // they arrived (then it was there a few milliseconds).
  const lastSkeleton = Math.max(...skeletonsAt);
  expect(
    figuresAt - lastSkeleton,
    `skeletons at ${skeletonsAt.map(Math.round)}, figures at ${Math.round(figuresAt)}`,
  ).toBeGreaterThan(1000);
});
