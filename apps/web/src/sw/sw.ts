/// <reference lib="webworker" />
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';

/**
 * The app's service worker (vite-plugin-pwa, injectManifest): shows the fund's push notifications,
 * opens a notification's page when it is clicked, and shows the offline page when a page cannot be
 * reached. Only the offline page and the icons are precached: the app itself always comes from the
 * network, so a member never runs yesterday's screens.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(async () => (await matchPrecache('/offline.html')) ?? Response.error()),
  );
});

/** What the server pushes (apps/server/src/modules/push/outbox.ts PushPayload). */
interface PushPayload {
  title: string;
  body: string;
  url: string;
}

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
