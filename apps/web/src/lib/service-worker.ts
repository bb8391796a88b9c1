/** Where vite-plugin-pwa writes the service worker (src/sw/sw.ts, built to the site's root). */
const SERVICE_WORKER_URL = '/sw.js';

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/**
 * Registers the app's service worker (part 1 section 7), once per page however many ask. A worker
 * file that answers 404 or is not JavaScript (a deploy without it: the site answers its HTML page
 * instead) unregisters the worker this browser still runs and reloads, so an old worker never outlives
 * its file. A registration that fails otherwise (no signal, a private window) is only logged. Resolves
 * with the registration, or null.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  registering ??= register();
  return registering;
}

async function register(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const res = await fetch(SERVICE_WORKER_URL, {
      headers: { 'service-worker': 'script' },
      cache: 'no-store',
    });
    const type = res.headers.get('content-type') ?? '';
    if (res.status === 404 || !type.includes('javascript')) {
      const existing = await navigator.serviceWorker.getRegistration();
      if (existing) {
        await existing.unregister();
        window.location.reload();
      }
      return null;
    }
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (err) {
    // Offline, the worker this browser already runs keeps working.
    console.warn('Service worker registration failed', err);
    registering = null;
    return null;
  }
}

/**
 * Once the page has loaded, and the browser is idle: registers the worker for every visitor (not only
 * with push), then tells it which of the app's built files this page loaded, so it keeps them with the
 * app shell and the app opens without signal next time (src/sw/sw.ts keepShell). Later files (a screen
 * opened afterwards) the worker keeps as they pass through it.
 */
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = async () => {
    if (!navigator.onLine) return;
    const registration = await registerServiceWorker();
    if (!registration) return;
    const ready = await navigator.serviceWorker.ready;
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => u.startsWith(`${window.location.origin}/assets/`));
    ready.active?.postMessage({ type: 'keep-shell', urls });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => void start(), { timeout: 5000 });
    } else setTimeout(() => void start(), 2000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
