import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_WEB_DIST } from '../playwright.config.ts';
import { expectAccessible, lastMailTo, screenshots } from './support.ts';

/** The inbox contact-form enquiries go to (config FUND_INBOX default). */
const FUND_INBOX = 'enquiries@trustfund.ng';

const acceptCookies = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('tf.cookiesAccepted', '1'));

test.describe('landing page', () => {
  test('shows every part of the page, is accessible, and looks right at 360 and 1280 px', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Borrow without interest');
    await expect(page.getByRole('heading', { name: 'How it Works' })).toBeVisible();
    for (const step of ['Register', 'Save', 'Earn', 'Cashout']) {
      await expect(
        page.locator('#howitworks').getByRole('heading', { name: step, exact: true }),
      ).toBeVisible();
    }
    await expect(page.locator('#howitworks').getByRole('link', { name: 'Learn More' })).toHaveAttribute(
      'href',
      '/learn-more',
    );
    await expect(page.locator('#howitworks').getByRole('link', { name: 'Join Now' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'BASIC' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Paystack' })).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chat with support' })).toHaveAttribute(
      'href',
      '/chat-support',
    );
    // The South Africa modal exists but is not opened on load.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('faq-list').locator('details')).toHaveCount(4);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    await screenshots(page, 'public-landing');
  });

  test('the top bar anchors scroll to their sections', async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('faq-list').locator('details').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, id] of [
      ['How it Works', 'howitworks'],
      ['Trust Plans', 'trustplans'],
      ['FAQ', 'faq'],
      ['Videos', 'videos'],
      ['Testimonies', 'testimonies'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    }
  });

  test('the anchors also work on a 360 px phone', async ({ page }) => {
    await acceptCookies(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'FAQ', exact: true })
      .click();
    await expect(page.locator('#faq h2')).toBeInViewport();
  });

  test('Register reads Go To Dashboard for a signed-in member, and Login is always there', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await page.evaluate(() =>
      localStorage.setItem(
        'tf.user',
        JSON.stringify({
          u_id: 7,
          u_accesstoken: 'x',
          u_tfp_pin: 'TFP1234567890',
          u_email: 'a@b.co',
          u_first_name: 'Ada',
        }),
      ),
    );
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveCount(0);
  });

  test('the cookie notice closes on Accept and stays closed after a reload', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test('FAQs page by four: show more adds four, show less removes four', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    const items = page.getByTestId('faq-list').locator('details');
    const faq = page.locator('#faq');
    await expect(items).toHaveCount(4);
    await expect(faq.getByRole('button', { name: 'Show less' })).toHaveCount(0);
    await faq.getByRole('button', { name: 'Show more' }).click();
    await expect(items).toHaveCount(8);
    await faq.getByRole('button', { name: 'Show less' }).click();
    await expect(items).toHaveCount(4);
    // Page to the end: the last step adds only the remainder, then Show more disappears.
    const total = Number(
      (await faq.getByText(/Showing \d+ of (\d+) questions/).textContent())?.match(/of (\d+)/)?.[1],
    );
    expect(total).toBeGreaterThanOrEqual(14);
    while ((await faq.getByRole('button', { name: 'Show more' }).count()) > 0) {
      await faq.getByRole('button', { name: 'Show more' }).click();
    }
    await expect(items).toHaveCount(total);
    await items.first().locator('summary').click();
    await expect(items.first().locator('p')).toBeVisible();
  });

  test('testimonials advance by themselves every 3 seconds', async ({ page }) => {
    // The page's clock is driven by the test, so the 3 seconds are exact however busy the machine is.
    await page.clock.install();
    await acceptCookies(page);
    await page.goto('/');
    const quote = page.getByTestId('testimonial').locator('blockquote');
    await expect(quote).not.toBeEmpty();
    // Paused a second ahead of the page's time: the clock runs on between reading the time and pausing,
    // and a busy machine took more than the 10 ms this allowed before ("cannot fast-forward to the past").
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    /** Moves the clock on in 100 ms steps until the testimony changes; answers how long that took. */
    const untilNextTestimony = async () => {
      const before = await quote.textContent();
      for (let waited = 100; waited <= 4_000; waited += 100) {
        await page.clock.runFor(100);
        if ((await quote.textContent()) !== before) return waited;
      }
      return Number.POSITIVE_INFINITY;
    };
    expect(await untilNextTestimony()).toBeLessThanOrEqual(3_100);
    // From one change to the next is the whole interval (one step of slack for the re-render).
    const interval = await untilNextTestimony();
    expect(interval).toBeGreaterThanOrEqual(2_900);
    expect(interval).toBeLessThanOrEqual(3_100);
  });

  test('a plan card flips to show more benefits, and Register Now carries the plan to /register', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto('/');
    const card = page.getByRole('article', { name: 'GOLD', exact: true });
    await expect(card.getByText('Weekly savings')).toBeVisible();
    await expect(card.getByText('Loan limit')).toBeVisible();
    await expect(card.getByText('Trust bonus')).toBeVisible();
    await expect(card.getByText('ETC / POP limit')).toBeVisible();
    await card.getByRole('button', { name: 'More benefits' }).click();
    const back = card.getByRole('heading', { name: 'GOLD: more benefits' });
    await expect(back).toBeVisible();
    await expect(card.getByText('Referral Earnings')).toBeVisible();
    // No figure twice: the front's facts are not repeated on the back, and no fee is advertised.
    await expect(card.getByText('ETC / POP Limit', { exact: true })).toHaveCount(0);
    await expect(card.getByText(/Membership Fee/i)).toHaveCount(0);
    await page.waitForTimeout(600); // the flip animation
    await screenshots(page, 'public-landing-plan-flipped');
    await card.getByRole('button', { name: 'Back' }).click();
    await expect(card.getByRole('button', { name: 'More benefits' })).toBeVisible();
    const plans = await page.evaluate(
      async () => (await (await fetch('/api/getsubscriptionplans')).json()).data,
    );
    const gold = plans.find((p: { pl_plan_name: string }) => p.pl_plan_name === 'GOLD');
    await card.getByRole('button', { name: 'Register Now' }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    expect(await page.evaluate(() => localStorage.getItem('tf.planId'))).toBe(String(gold.pl_plan_id));
  });

  test('videos load from youtube-nocookie.com only when the visitor presses play', async ({ page }) => {
    await acceptCookies(page);
    const youtube: string[] = [];
    page.on('request', (r) => {
      if (/youtube/.test(r.url())) youtube.push(r.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, body: '<p>video</p>' }),
    );
    await page.goto('/');
    await page.locator('#videos').scrollIntoViewIfNeeded();
    await expect(
      page
        .locator('#videos')
        .getByRole('button', { name: /Play video/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);
    await page
      .locator('#videos')
      .getByRole('button', { name: /Play video/ })
      .first()
      .click();
    const frame = page.locator('#videos iframe');
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await page
      .getByRole('button', { name: 'Play video: How the Trust Fund works (explainer video)' })
      .click();
    await expect(page.locator('iframe')).toHaveCount(2);
  });

  test('the South Africa announcement opens from the promo banner', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await page.getByRole('button', { name: /Show promotion \d+: We are coming to South Africa/ }).click();
    await page.getByRole('button', { name: 'Read more' }).click();
    const dialog = page.getByRole('dialog', { name: 'The Trust Fund is coming to South Africa' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('loads its own chunk and the shell; the member area, pop-ups and the contact form wait until needed', async ({
    page,
  }) => {
    // The chunks that must wait, each named after its module; all exist in the build under test, so
    // the check below cannot pass just because a name is wrong.
    const later = ['member-layout', 'popup-modal', 'expansion-modal', 'contact-form'];
    const built = readdirSync(join(E2E_WEB_DIST, 'assets'));
    for (const name of later) expect(built.some((f) => f.startsWith(`${name}-`))).toBe(true);

    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.split('/').pop() ?? '');
    });
    const loaded = (name: string) => scripts.some((f) => f.startsWith(`${name}-`));
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Borrow without interest');
    await page.waitForLoadState('networkidle');
    expect(loaded('landing-page')).toBe(true);
    expect(later.filter(loaded)).toEqual([]);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => loaded('contact-form')).toBe(true);
    expect(['member-layout', 'popup-modal', 'expansion-modal'].filter(loaded)).toEqual([]);
  });

  test('the contact form shows its messages, then sends, clears itself and mails the fund', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto('/');
    // The form loads when its section comes near the screen.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Enter your name')).toBeVisible();
    await expect(form.getByText('Enter phone number')).toBeVisible();
    await expect(form.getByText('Enter email address')).toBeVisible();
    await expect(form.getByText('Enter your message')).toBeVisible();
    await form.getByLabel('Email address').fill('ngozi@');
    await form.getByLabel('Email address').blur();
    await expect(form.getByText('Enter valid email address')).toBeVisible();
    await screenshots(page, 'public-landing-contact-errors');

    const stamp = Date.now();
    await form.getByLabel('Your name').fill('Ngozi Umeh');
    await form.getByLabel('Phone number').fill('+2348051234567');
    await form.getByLabel('Email address').fill(`ngozi.${stamp}@example.com`);
    await form.getByLabel('Message').fill(`Can I join the Gold plan by transfer? (${stamp})`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for contacting us');
    await expect(form.getByLabel('Your name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect.poll(() => lastMailTo(FUND_INBOX)?.text ?? '').toContain(String(stamp));
  });

  test('a refused enquiry shows the server message in the Error! pop-up and keeps the form', async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.route('**/api/ayecontactus', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'error',
          message: 'Too many attempts. Please wait 60 seconds and try again.',
          data: null,
        }),
      }),
    );
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill('Ngozi Umeh');
    await form.getByLabel('Phone number').fill('2348051234567');
    await form.getByLabel('Email address').fill('ngozi@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error!' });
    await expect(dialog).toContainText('Too many attempts');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByLabel('Your name')).toHaveValue('Ngozi Umeh');
  });

  test('the footer has the site links, the organization, the contact block and copyright 2022', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Register', '/register'],
      ['Login', '/login'],
      ['Jobs', '/jobs'],
      ['Privacy Policy', '/privacy'],
      ['Terms and Conditions', '/terms'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('link', { name: 'Youth Entrepreneurs Organization' })).toHaveAttribute(
      'href',
      /^https:/,
    );
    await expect(footer.getByText('Akure, Ondo State')).toBeVisible();
    await expect(footer.getByRole('link', { name: /@trustfund\.ng/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+234/ }).first()).toHaveAttribute('href', /wa\.me/);
    await expect(footer.getByText(`© ${new Date().getFullYear()} Trust Fund`)).toBeVisible();
  });
});
