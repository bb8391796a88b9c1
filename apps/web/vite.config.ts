/// <reference types="vitest/config" />

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
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

/** The text face's file (ui/fonts/fonts.css), as the build names its source. */
const TEXT_FONT = 'source-sans-3-latin-wght-normal.woff2';

/**
 * The text face, which every page draws with, preloaded in index.html (and so in the prerendered
 * pages, drawn from it): the browser fetches it beside the stylesheet rather than after reading it,
 * so the text changes font once, early, or not at all. The offline page (public/offline.html, which
 * the service worker keeps with the font) gets the same face: its @font-face is written into the
 * built copy, since a public file cannot name a hashed one. Build only: in development fonts.css is
 * enough.
 */
function textFont(): Plugin {
  let outDir = '';
  let fontUrl: string | undefined;
  return {
    name: 'trust-text-font',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find(
          (f) => f.type === 'asset' && f.names.some((name) => name === TEXT_FONT),
        );
        if (!font) return [];
        fontUrl = `/${font.fileName}`;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
    writeBundle() {
      if (!fontUrl) return;
      const file = join(outDir, 'offline.html');
      const face = `@font-face { font-family: "Source Sans 3 Variable"; font-weight: 200 900; font-display: swap; src: url("${fontUrl}") format("woff2"); }`;
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/\/\* @font-face of the app's text face[^*]*\*\//, face),
      );
    },
  };
}

/** The modules of the react chunk (build.rollupOptions.output.codeSplitting). */
const REACT = [
  /node_modules\/(react|react-dom|scheduler|react-router)\//,
  // The query hooks and the small helpers the landing page shares with most screens travel with React:
  // on HTTP/1.1 each tiny file cost the phone a request and about 1 KB of headers.
  /node_modules\/@tanstack\/react-query\//,
  /\/src\/(lib\/api-client|lib\/plan-facts|api\/plans|money)\.ts$/,
  // Two small Mantine hooks the entry uses (the offline bar, the toast store), which the member-ui
  // chunk's own hooks import too: here, the landing page does not download that chunk for them.
  /node_modules\/@mantine\/hooks\/esm\/(use-window-event|utils\/random-id)\//,
  // The logo, in the header of the landing page and of every area: on its own it was one more request
  // on every first load.
  /\/src\/ui\/logo(\.module\.css|\.tsx)$/,
  // The service worker's registration, which the entry starts on every page: the push settings (in
  // member-ui) import it too, and a group takes its members' imports with it, so without this line the
  // landing page downloaded the whole member-ui chunk (and Mantine) for one small function.
  /\/src\/lib\/service-worker\.ts$/,
  // The footers' shared pieces (the copyright line, who runs the fund and its phone numbers): the public
  // pages' footer and the member area's slim footer both draw them, and in member-ui they brought that
  // whole chunk (and Mantine) to the landing page.
  /\/src\/(ui\/copyright\.tsx|api\/fund-details\.ts|lib\/phone\.ts)$/,
];

/**
 * The modules of the mantine chunk: Mantine's provider, theme and Box, which every Mantine part draws
 * with, and the scope that provides them (ui/mantine-scope.tsx) with Mantine's component stylesheet.
 * Not in the react chunk: the landing page, drawn with its own CSS, does not download them. Not in
 * member-ui either: a screen asks for this chunk first (app/route-elements.tsx), so Mantine's stylesheet
 * is in the page before the screens' own CSS modules, which override it.
 */
const MANTINE = [
  /node_modules\/@mantine\/core\/esm\/core\//,
  /\/src\/ui\/(mantine-scope\.tsx|mantine-styles\.ts|theme\.ts)$/,
  /node_modules\/@mantine\/core\/styles\.css$/,
  /node_modules\/@mantine\/notifications\/styles\.css$/,
];

/**
 * The modules of the member-ui chunk: what the member shell and its home screen draw with (the small
 * Mantine parts and hooks, the menu's icons, the shared display helpers). Almost every member screen
 * uses most of them.
 */
const MEMBER_UI = [
  /node_modules\/@mantine\/core\/esm\/components\/(Accordion|ActionIcon|Alert|Anchor|AppShell|Avatar|Badge|Button|Card|Center|CloseButton|Collapse|CopyButton|Grid|Group|Image|Indicator|List|Loader|NavLink|Paper|Progress|SimpleGrid|Skeleton|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton|VisuallyHidden)\//,
  /node_modules\/@mantine\/hooks\/esm\/(use-callback-ref|use-clipboard|use-collapse|use-did-update|use-disclosure|use-id|use-intersection|use-media-query|use-merged-ref|use-reduced-motion|use-uncontrolled|utils\/clamp|utils\/use-callback-ref)\//,
  // the scroll lock of the shell's phone menu
  /node_modules\/(react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)\//,
  /node_modules\/@tabler\/icons-react\/dist\/esm\/(createReactComponent|defaultAttributes)\.mjs$/,
  /node_modules\/@tabler\/icons-react\/dist\/esm\/icons\/Icon(AlertTriangle|ArrowsExchange|Bell|Briefcase|BuildingStore|CalendarRepeat|CalendarX|Cash|ChartLine|Check|CircleCheck|CircleX|Clock|Coins|Copy|Dots|Headset|Home|Inbox|LayoutDashboard|Lock|Logout|MessageCircle|PigMoney|Plane|Progress|Refresh|RosetteDiscountCheck|Scale|ShoppingCart|Stethoscope|TopologyStar3|UserCircle|UserPlus|UsersGroup|Wallet)\.mjs$/,
  /\/src\/ui\/(contribution-chart|copy-text-button|date-text|empty-state|error-state|labelled-value|money|money-text|relative-day|status-badge|statuses)\.tsx?$/,
  /\/src\/(api\/user|lib\/logout|lib\/cumulative|features\/chat\/api\/group-links)\.ts$/,
  /\/src\/features\/notifications\/push\/(subscribe|use-push)\.ts$/,
  /\/src\/ui\/slim-footer(\.module\.css|\.tsx)$/,
  // The dashboard's parts that other screens draw too (the wallet, the loan, the profile): each was a
  // chunk of its own, and so one more request, less than 1 KB, on the dashboard's first load.
  /\/src\/ui\/(account-number-card|loan-phase|money-out-code)\.tsx$/,
  /\/src\/api\/(resend-verification|virtual-account)\.ts$/,
  /\/packages\/shared\/src\/loan-phase\.ts$/,
  /\/src\/app\/member-shell\/shell\.module\.css$/,
  /\/packages\/shared\/src\/dates\.ts$/,
  // zod's browser settings, which every screen drawn by route-elements.tsx's page() loads with it
  // (with the part of zod they need): two requests fewer on each.
  /\/src\/lib\/zod-config\.ts$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    buildServerRender(),
    !isSsrBuild && textFont(),
    // The installable app and its service worker (src/sw/sw.ts: push, notification clicks, the app
    // shell kept for offline use, the offline page). The app registers the worker itself for every
    // visitor once the page has loaded (lib/service-worker.ts). The
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
        // The offline page with its font (textFont above).
        injectManifest: {
          globPatterns: [
            'offline.html',
            'favicon.svg',
            'icons/*.png',
            'assets/source-sans-3-latin-wght-normal-*.woff2',
          ],
        },
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
    // One chunk per route (React.lazy) plus shared chunks: React and Mantine core, the floating
    // positioning of Mantine's popovers, and the parts the member area draws with. Each group takes the
    // modules it names and what they import; a group of higher priority takes them first.
    rollupOptions: {
      // A screen that reads a message or a number from the shared package (packages/shared/src) should
      // not download and run zod and a contract's schemas for it. Constants are written where they are
      // read (by default only in conditions), and a shared module none of whose values a screen uses is
      // not loaded for it: its top level only defines values (building a schema has no other effect).
      optimization: { inlineConst: { mode: 'all' } },
      treeshake: { moduleSideEffects: (id: string) => !/\/packages\/shared\/src\//.test(id) },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: (id: string) => REACT.some((re) => re.test(id)), priority: 4 },
            { name: 'mantine', test: (id: string) => MANTINE.some((re) => re.test(id)), priority: 3 },
            // On its own, so that only a screen with a menu, select, popover or scroll area downloads it:
            // it used to travel in a chunk every member screen loaded.
            { name: 'floating-ui', test: /node_modules\/@floating-ui\//, priority: 2 },
            // One file rather than some fifty on the dashboard's first load: each cost a request.
            { name: 'member-ui', test: (id: string) => MEMBER_UI.some((re) => re.test(id)), priority: 1 },
          ],
        },
      },
    },
  },
}));
