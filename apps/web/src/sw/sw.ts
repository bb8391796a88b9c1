/// <reference lib="webworker" />
import type { PushPayload } from '@trust/shared/contracts/push';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';

/**
 * The app's service worker (vite-plugin-pwa, injectManifest), registered for every visitor: shows the
 * fund's push notifications, opens a notification's page when it is clicked, and keeps the app working
 * without signal. Pages always come from the network while there is one, so a member never runs
 * yesterday's screens; only when the network cannot be reached does a page open from the app shell
 * this browser kept (the last index.html and the code its screens loaded), else the offline page. The
 * API is never cached here: the last figures a member saw are kept by the app itself, per member, and
 * cleared at logout (web lib/last-figures.ts).
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The app shell (index.html) and the built files the app loaded: hashed, so never stale. */
const SHELL_CACHE = 'app-shell';
const SHELL_URL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const isBuiltFile = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.mode === 'navigate') {
    event.respondWith(
      fetch(event.request).catch(
        async () =>
          (await caches.match(SHELL_URL, { cacheName: SHELL_CACHE })) ??
          (await matchPrecache('/offline.html')) ??
          Response.error(),
      ),
    );
    return;
  }
  // A built file's name changes with its content: the kept copy is the file, and a screen opened
  // once opens again without signal.
  if (event.request.method === 'GET' && isBuiltFile(url)) {
    event.respondWith(
      (async () => {
        const cache = await caches.open(SHELL_CACHE);
        const kept = await cache.match(event.request);
        if (kept) return kept;
        const res = await fetch(event.request);
        if (res.ok) await cache.put(event.request, res.clone());
        return res;
      })(),
    );
  }
});

/**
 * The page tells the worker which built files it loaded before the worker controlled it (web
 * lib/service-worker.ts): the worker keeps them with the current index.html. A new index.html (a new
 * release) first drops the files kept for the old one.
 */
async function keepShell(urls: string[]): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const res = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!res.ok) return;
  const html = await res.clone().text();
  const old = await cache.match(SHELL_URL);
  if (old && (await old.text()) !== html) {
    await caches.delete(SHELL_CACHE);
    return keepShell(urls);
  }
  await cache.put(SHELL_URL, res);
  const files = urls.map((u) => new URL(u, self.location.origin)).filter(isBuiltFile);
  await Promise.all(
    files.map(async (u) => {
      if (await cache.match(u.href)) return;
      const file = await fetch(u.href).catch(() => null);
      if (file?.ok) await cache.put(u.href, file);
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== 'keep-shell' || !Array.isArray(data.urls)) return;
  event.waitUntil(keepShell(data.urls.filter((u): u is string => typeof u === 'string')));
});

function readPayload(event: PushEvent): PushPayload {
  try {
    const p = event.data?.json() as Partial<PushPayload> | undefined;
    return { title: p?.title ?? 'Trust Fund', body: p?.body ?? '', url: p?.url ?? '/notifications' };
  } catch {
    return { title: 'Trust Fund', body: event.data?.text() ?? '', url: '/notifications' };
  }
}

self.addEventListener('push', (event) => {
  const p = readPayload(event);
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(p.title, {
        body: p.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/maskable-192.png',
        data: { url: p.url },
      });
      // Open tabs refresh the header's unread count at once.
      const tabs = await self.clients.matchAll({ type: 'window' });
      for (const tab of tabs) tab.postMessage({ type: 'notification' });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/notifications';
  const url = new URL(path, self.location.origin);
  // Only the app's own pages: a push never sends the member elsewhere.
  const target = url.origin === self.location.origin ? url.href : `${self.location.origin}/notifications`;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((t) => new URL(t.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
