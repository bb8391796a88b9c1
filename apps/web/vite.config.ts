/// <reference types="vitest/config" />

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Mantine's toast store on its own, so the app can watch for the first toast without bundling the
 * toast container into the first load (app/lazy-notifications.tsx). The package's exports do not
 * list the file, hence the alias; it resolves to the very module the package index re-exports.
 */
const notificationsStore = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/notifications')),
  '../esm/notifications.store.mjs',
);

/**
 * The landing page is the first screen most visitors see, on costly mobile data: its chunk (about
 * 7 KB) is preloaded by index.html so it downloads alongside the app shell instead of after it.
 */
function preloadLandingPage(): Plugin {
  return {
    name: 'trust-preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {});
        const landing = chunks.find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('features/content/pages/landing-page.tsx'),
        );
        if (landing?.type !== 'chunk') return html;
        const files = [landing.fileName, ...landing.imports].filter((f) => !html.includes(f));
        return {
          html,
          tags: files.map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    preloadLandingPage(),
    // The installable app and its service worker (src/sw/sw.ts: push, notification clicks, offline
    // page). The app registers the worker itself (features/notifications/push/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Trust Fund',
        short_name: 'Trust Fund',
        description: 'Save weekly, borrow interest-free with your trusters.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b6e4f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: { globPatterns: ['offline.html', 'favicon.svg', 'icons/*.png'] },
    }),
  ],
  resolve: { alias: { '~mantine-notifications-store': notificationsStore } },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One chunk per route (React.lazy) plus a shared vendor chunk for React and Mantine core.
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
