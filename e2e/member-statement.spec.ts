import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Download, type Page, test } from '@playwright/test';
import { parseCsv } from '../apps/server/src/test/csv.ts';
import { pdfPages } from '../apps/server/src/test/pdf-text.ts';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** A Lagos calendar day `daysAgo` days before now, as a date input holds it (YYYY-MM-DD). */
const day = (daysAgo: number) =>
  new Date(Date.now() + 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

async function downloadWith(page: Page, button: string): Promise<Download> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return waiting;
}

test('statement: download the PDF and the CSV of my accounts from /transactions', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Folake Adeyemi' });
  // Four weekly contributions before the plan bought today, and a referral earning.
  await fixture(request, {
    email: m.email,
    ledger: [
      ...Array.from({ length: 4 }, (_, i) => ({ kind: 'contribution', naira: 1000, days_ago: 7 * (i + 1) })),
      { kind: 'referral-earning', naira: 150, days_ago: 2 },
    ],
  });
  const user = (await (await request.get('/api/user', { headers: { accesstoken: m.token } })).json()).data;
  const tfp: string = user.u_tfp_pin;
  await signIn(page, m, '/transactions');

  await page.getByRole('button', { name: 'Download statement' }).click();
  const form = page.getByRole('region', { name: 'Statement of account' });
  // From the cycle's start (the plan began today) to today, each date also spelled out.
  await expect(form.getByLabel('From', { exact: true })).toHaveValue(day(0));
  await expect(form.getByLabel('To', { exact: true })).toHaveValue(day(0));
  await form.getByLabel('From', { exact: true }).fill(day(40));
  await expect(form.getByText(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-statement');

  // A range the wrong way round: the message beside From, and nothing downloaded.
  await form.getByLabel('From', { exact: true }).fill(day(1));
  await form.getByLabel('To', { exact: true }).fill(day(3));
  await form.getByRole('button', { name: 'Download PDF' }).click();
  await expect(form.getByText('The From date must be on or before the To date')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-statement-error');

  await form.getByLabel('From', { exact: true }).fill(day(40));
  await form.getByLabel('To', { exact: true }).fill(day(0));
  const csv = await downloadWith(page, 'Download CSV');
  expect(csv.suggestedFilename()).toBe(`statement-${tfp}-${day(40)}-to-${day(0)}.csv`);
  await expect(page.getByText('Statement downloaded')).toBeVisible();
  const rows = parseCsv(await readFile((await csv.path()) as string, 'utf8'));
  expect(rows[2]).toEqual(['Member', 'Folake Adeyemi']);
  expect(rows[3]).toEqual(['TFP', tfp]);
  expect(rows[4]).toEqual(['Plan', 'SILVER']);
  const closings = rows.filter((r) => r[1] === 'Closing balance').map((r) => r[5]);
  // Savings: 4 fixture weeks and the plan's first N1,000; earnings N150.
  expect(closings).toEqual(['5000.00', '150.00']);
  const totals = rows.find((r) => r[1] === 'Totals');
  expect(totals?.slice(3, 5)).toEqual(['5000.00', '0.00']);

  const pdf = await downloadWith(page, 'Download PDF');
  expect(pdf.suggestedFilename()).toBe(`statement-${tfp}-${day(40)}-to-${day(0)}.pdf`);
  const bytes = await readFile((await pdf.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await pdfPages(bytes)).join('\n');
  for (const expected of [
    'Trust Fund',
    'STATEMENT OF ACCOUNT',
    'Folake Adeyemi',
    tfp,
    'SILVER',
    '5,000.00',
    '150.00',
  ])
    expect(text).toContain(expected);
  await pdf.saveAs(test.info().outputPath('statement.pdf'));
});
