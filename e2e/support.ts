import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_QUIET_DATA_DIR } from '../playwright.config.ts';

/**
 * Runs axe on the page and fails on every violation, whatever its impact (minor and moderate too:
 * a missing landmark or heading order is what a screen-reader user trips over first), listing them.
 */
export async function expectAccessible(page: Page) {
  // Legacy mode runs axe once inside the page instead of injecting it again into a blank page to merge
  // frame results: half the cost. What it gives up is scanning cross-origin frames (the landing page's
  // YouTube player), whose markup is not ours to fix. `resultTypes: ['violations']` runs every rule on
  // every element as before, but keeps one example of each pass and inapplicable rule instead of every
  // node: the violations, which are all this asserts, are reported in full. It halved the scans' time
  // (20 scans of the dashboard, wallet, landing and auth screens: 73.4 s → 37.1 s, docs/testing.md).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * With SCREENSHOTS=1, saves a full-page screenshot at 360 px and 1280 px wide under
 * test-results/screens/<name>-<width>.png, to be looked at. They compare nothing (the compared pictures
 * are `toHaveScreenshot`), and taking them was a tenth of the journeys' CPU, so `npm test` leaves them
 * out: `SCREENSHOTS=1 npm run test:e2e` writes them all. Either way the journey goes on at 1280 × 800.
 */
export async function screenshots(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') {
    await page.setViewportSize({ width: 1280, height: 800 });
    return;
  }
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

type Mail = { to: string; subject: string; text: string; html?: string };
/** Mails already read, by file name: the outbox only grows, and a file never changes once written. */
const readMails = new Map<string, Mail>();

/**
 * How long a journey waits for what the job runner sends from a queue (a notification email, a message
 * from the fund): writing to the queue wakes its job (scheduler/wake.ts), so it goes out within
 * seconds; the limit leaves room for a loaded machine and stays below the jobs' minute tick, so a
 * wake-up that stopped working fails the journey rather than passing on the tick.
 */
export const OUTBOX_WAIT = { timeout: 45_000, intervals: [250, 500, 1_000] };

/**
 * The newest mail the e2e server wrote to its outbox for an address (with `subject`, the newest of
 * that subject: notification emails, sent by a job, may arrive after the one awaited).
 */
export function lastMailTo(to: string, subject?: string): Mail | undefined {
  // Both servers' outboxes (the main one and the nobody-online one): every journey mails its own
  // addresses, so an address is in one of them only.
  const files = [E2E_DATA_DIR, E2E_QUIET_DATA_DIR]
    .map((d) => join(d, 'outbox'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ name: f, path: join(dir, f) })),
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (let i = files.length - 1; i >= 0; i--) {
    const file = (files[i] as { path: string }).path;
    let mail = readMails.get(file);
    if (!mail) {
      mail = JSON.parse(readFileSync(file, 'utf8')) as Mail;
      readMails.set(file, mail);
    }
    if (mail.to.toLowerCase() === to.toLowerCase() && (subject === undefined || mail.subject === subject))
      return mail;
  }
  return undefined;
}

/** A phone number of its own (one number opens at most 3 accounts). */
export const uniquePhone = () => `2348${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A unique email for a test run. */
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
