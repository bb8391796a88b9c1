/** Where vite-plugin-pwa writes the service worker (src/sw/sw.ts, built to the site's root). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the app's service worker (part 1 section 7). A worker file that answers 404 or is not
 * JavaScript (a deploy without it: the site answers its HTML page instead) unregisters the worker
 * this browser still runs and reloads, so an old worker never outlives its file. A registration that
 * fails otherwise is only logged. Resolves with the registration, or null.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
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
    console.warn('Service worker registration failed', err);
    return null;
  }
}
