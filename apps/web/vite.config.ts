/// <reference types="vitest/config" />

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
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
 * After the browser build, the server render of the public pages (src/entry-server.tsx) into
 * <outDir>/ssr, with the same mode: the server draws those pages from it (server http/prerendered-pages.ts).
 */
function buildServerRender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'trust-build-server-render',
    apply: (c, env) => env.command === 'build' && !c.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: join(config.build.outDir, 'ssr'),
          emptyOutDir: true,
          copyPublicDir: false,
        },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    buildServerRender(),
    // The installable app and its service worker (src/sw/sw.ts: push, notification clicks, offline
    // page). The app registers the worker itself (features/notifications/push/service-worker.ts). The
    // server render of the public pages (buildServerRender) needs neither.
    !isSsrBuild &&
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
    // Which CSS and chunks each prerendered page links (server http/prerendered-pages.ts).
    manifest: true,
    // One chunk per route (React.lazy) plus a shared vendor chunk for React and Mantine core.
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          // The query hooks and the small helpers the landing page shares with most screens travel with
          // React: on HTTP/1.1 each tiny file cost the phone a request and about 1 KB of headers.
          if (/node_modules\/@tanstack\/react-query\//.test(id)) return 'react';
          if (/\/src\/(lib\/api-client|lib\/plan-facts|api\/plans|money)\.ts$/.test(id)) return 'react';
          // Mantine's provider, theme and Box, which every screen draws with: on their own they made two
          // more requests on the landing page.
          if (/node_modules\/@mantine\/core\/esm\/core\//.test(id)) return 'react';
          // The spinner every lazy screen shows while its code arrives (ui/page-loader.tsx): shared by the
          // route table and the screens, on its own it would be two more tiny files on the landing page.
          if (/node_modules\/@mantine\/core\/esm\/components\/(Center|Loader)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
}));
