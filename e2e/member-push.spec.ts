import { expect as baseExpect, chromium, type Page, test } from '@playwright/test';
import { CHROMIUM_PATH, fullChromium } from '../playwright.config.ts';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

/**
 * The browser vendor's push service stands in here: headless Chromium cannot reach Google's push
 * service (and refuses push in a private window), so pushManager.subscribe is answered in the page
 * with a subscription as a real one looks: an https endpoint and a fresh P-256 key with an auth
 * secret made by WebCrypto. Everything after it (the permission, the service worker, POST /subscribe)
 * is the app's own. The server's sending side is tested against a local push service in
 * apps/server/src/modules/push/push.test.ts.
 */
async function standInPushService(page: Page) {
  await page.addInitScript(() => {
    const b64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: PushSubscriptionJSON | null = null;
    const wrap = (json: PushSubscriptionJSON) =>
      ({
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => true,
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => (current ? wrap(current) : null);
    PushManager.prototype.subscribe = async (options) => {
      if (Notification.permission !== 'granted')
        throw new DOMException('Registration failed - permission denied');
      if (!options?.applicationServerKey) throw new DOMException('applicationServerKey is required');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
      current = {
        endpoint: `https://push.example.test/send/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16)).buffer) },
      };
      return wrap(current);
    };
  });
}

// The Push API is in the desktop Chromium only (the headless shell has no push service at all).
test.use({ launchOptions: fullChromium });

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
// Longest journey here: 38.0 s (5 December, one worker, load average 25 and a CPU hog); the suite's
// 120 s limit (playwright.config.ts) is three times that or more.

test('a member turns on notifications for this browser with a tap, and the subscription is stored', async ({
  page,
  context,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Kemi Adeyemi' });
  await standInPushService(page);
  await signIn(page, m, '/notifications');
  const card = page.locator('#push-choices');
  await expect(card.getByRole('heading', { name: 'Notifications on this device' })).toBeVisible();
  // Nothing is asked on load: the member taps.
  await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await screenshots(page, 'member-push-ask');
  await expectAccessible(page);

  await context.grantPermissions(['notifications']);
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(card.getByTestId('push-state')).toHaveText('On for this device. Choose which ones it shows.');
  const meetings = card.getByRole('switch', { name: 'Meetings' });
  await expect(meetings).toBeChecked();

  // The service worker that shows the pushes runs, and the browser's subscription is the one stored:
  // sent again it answers 304 (already known) for this member.
  const sub = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return {
      script: reg.active?.scriptURL,
      subscription: (await reg.pushManager.getSubscription())?.toJSON(),
    };
  });
  expect(sub.script).toMatch(/\/sw\.js$/);
  expect(sub.subscription?.endpoint).toMatch(/^https:\/\//);
  const again = await page.request.post('/api/subscribe', {
    headers: { accesstoken: m.token },
    data: sub.subscription,
  });
  expect(again.status()).toBe(304);

  // One kind turned off for push.
  await meetings.click();
  await expect(meetings).not.toBeChecked();
  await expect(page.getByText('These notifications will no longer come as push notifications')).toBeVisible();
  await screenshots(page, 'member-push-on');
  await expectAccessible(page);

  // A deploy without the worker file (404): the app unregisters the worker this browser runs and reloads.
  await page.route('**/sw.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.reload();
  // The app reloads the page itself once the worker is gone: a look taken during that reload is retried.
  await expect
    .poll(() =>
      page
        .evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)
        .catch(() => 'reloading'),
    )
    .toBe(true);
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the app is installable: manifest with icons and theme colour, a service worker, and an offline page', async ({
  page,
  context,
  request,
}) => {
  const manifestRes = await request.get('/manifest.webmanifest');
  expect(manifestRes.ok()).toBe(true);
  const manifest = await manifestRes.json();
  expect(manifest).toMatchObject({ name: 'Trust Fund', display: 'standalone', theme_color: '#0b6e4f' });
  const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
  expect(sizes).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect([res.status(), res.headers()['content-type']]).toEqual([200, 'image/png']);
  }

  // Chromium's own installability check (what Lighthouse's PWA audit reported), in a normal
  // (not private) window with the app's service worker running: no errors.
  const profile = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
  });
  try {
    const tab = await profile.newPage();
    await tab.goto('/');
    await tab.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    await tab.reload();
    const cdp = await profile.newCDPSession(tab);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 30_000,
      })
      .toEqual([]);
  } finally {
    await profile.close();
  }

  // Offline, a page opened in a browser that kept no app shell (the app keeps one once it has loaded,
  // e2e/offline-and-trust.spec.ts) shows the offline page from the service worker's cache.
  await page.goto('/privacy');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => Boolean(await caches.match('/index.html', { cacheName: 'app-shell' }))),
    )
    .toBe(true);
  // Away from the app (the icon runs no script), so no page asks the worker to keep the shell again;
  // then the kept shell is removed until it stays removed: a keep-shell message the app sent before
  // leaving may still be finishing in the worker, and would put it back after a single delete.
  await page.goto('/favicon.svg');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await caches.delete('app-shell');
        await new Promise((r) => setTimeout(r, 1000));
        return caches.has('app-shell');
      }),
    )
    .toBe(false);
  await context.setOffline(true);
  await page.goto('/transactions').catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  await screenshots(page, 'offline-page');
  await expectAccessible(page);
  await context.setOffline(false);
});
