import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';

/** Runs axe on the page and fails on any serious or critical violation (listing them). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** Saves a screenshot at 360 px and 1280 px wide under test-results/screens/<name>-<width>.png. */
export async function screenshots(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

/** The newest mail the e2e server wrote to its outbox for an address. */
export function lastMailTo(to: string): { subject: string; text: string; html?: string } | undefined {
  const dir = join(E2E_DATA_DIR, 'outbox');
  if (!existsSync(dir)) return undefined;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .at(-1);
}

/** A phone number of its own (one number opens at most 3 accounts). */
export const uniquePhone = () => `2348${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A unique email for a test run. */
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
