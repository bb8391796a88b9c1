import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { nubanFor } from '@trust/shared';
import { E2E_CLOCK_DATA_DIR } from '../playwright.config.ts';
import { lastMailTo } from './support.ts';

const SUBJECT = 'Your Trust Fund confirmation code';

/**
 * The code in the newest confirmation mail to `email`, from either server's outbox (journeys on the
 * clock server's port write to its own data directory).
 */
function codeIn(email: string): string | undefined {
  const fromMain = lastMailTo(email, SUBJECT)?.text;
  if (fromMain) return fromMain.match(/\b(\d{6})\b/)?.[1];
  const dir = join(E2E_CLOCK_DATA_DIR, 'outbox');
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const f of files) {
    const mail = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      to: string;
      subject: string;
      text: string;
    };
    if (mail.to.toLowerCase() === email.toLowerCase() && mail.subject === SUBJECT)
      return mail.text.match(/\b(\d{6})\b/)?.[1];
  }
  return undefined;
}

/**
 * The second factor as a member meets it: the code dialog opens, the code arrives by email, the
 * member types it and confirms. Answers the code typed.
 */
export async function typeMoneyOutCode(page: Page, email: string, title: RegExp | string = /^Confirm your/) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('It is valid for 10 minutes');
  let code: string | undefined;
  await expect.poll(() => (code = codeIn(email))).toMatch(/^\d{6}$/);
  await dialog.getByRole('textbox', { name: '6-digit code' }).fill(code as string);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  return code as string;
}

/** A money-out code asked for through the API (journeys that redeem by API to set up a console state). */
export async function apiMoneyOutCode(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
  purpose: 'cashout' | 'redemption' | 'loan_withdrawal' | 'bank_details',
) {
  const before = codeIn(email);
  const res = await request.post('/api/moneyoutcode', { headers, data: { purpose } });
  expect(res.ok(), await res.text()).toBe(true);
  let code: string | undefined;
  // A new mail: a code different from the last one, or the first.
  await expect.poll(() => (code = codeIn(email))).toMatch(/^\d{6}$/);
  if (before && code === before) await expect.poll(() => codeIn(email)).not.toBe(before);
  return codeIn(email) as string;
}

/** An Access Bank account number the check digit accepts (the sandbox names it after the member asking). */
export const ACCESS_ACCOUNT = nubanFor('044', '012345678');

/** Saves payout bank details through the API as the bank form does: the bank's code, the number, the code. */
export async function apiSaveBank(request: APIRequestContext, m: { token: string; email: string }) {
  const headers = { accesstoken: m.token };
  const code = await apiMoneyOutCode(request, headers, m.email, 'bank_details');
  const res = await request.post('/api/updateuserprofile', {
    headers,
    data: { bankcode: '044', accountnumber: ACCESS_ACCOUNT, code },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res;
}
