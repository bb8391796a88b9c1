// Draws the installed app's icons (public/icons) from the fund's mark, in Chromium:
//   node apps/web/scripts/pwa-icons.mjs
// "any" icons are the favicon's rounded square; "maskable" ones fill the whole square with the green
// and keep the mark inside the middle 80 %, the safe zone a phone's mask never cuts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(join(web, 'public/favicon.svg'), 'utf8');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b6e4f"/><g transform="translate(9.6 9.6) scale(0.7)"><path d="M16 18h32v8H36v24h-8V26H16z" fill="#fff"/><circle cx="47" cy="45" r="6" fill="#f2b705"/></g></svg>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
for (const [name, svg] of [
  ['icon', mark],
  ['maskable', maskable],
]) {
  for (const size of [192, 512]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(web, `public/icons/${name}-${size}.png`), omitBackground: true });
  }
}
await browser.close();
