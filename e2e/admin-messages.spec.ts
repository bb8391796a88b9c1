import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInToConsole } from './auth-support.ts';
import { type Member, newMember } from './member-setup.ts';
import { expectAccessible, lastMailTo, OUTBOX_WAIT, screenshots } from './support.ts';

// On the server with the system clock and its job runner on: the messages job sends the message, and
// the mail-outbox job its email, as in production; each is woken by the write that queued its work.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const JOB_WAIT = OUTBOX_WAIT;

async function okDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('support writes to the members of a state; the job sends it, counted; the email’s link unsubscribes without signing in', async ({
  page,
  request,
}) => {
  const m: Member = await newMember(request, { plan: 'SILVER', name: 'Bisi Ekiti Member' });
  const profile = await request.post('/api/updateuserprofile', {
    headers: { accesstoken: m.token },
    data: { address: '7 Old Garage Road, Ado-Ekiti, Ekiti State' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const subject = `Ekiti meeting ${Date.now() % 100000}`;

  await signInToConsole(page, 'support@trustfund.ng', 'Support@2026', '/admin/messages', 'Messages');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Members in Ekiti meet on Saturday at the town hall.');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Ekiti' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('segment-preview')).toContainText(/^1 member in this segment: 1 email/);
  await expectAccessible(page);
  await screenshots(page, 'admin-messages');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Send to 1 member' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this message?' });
  await expect(confirm).toContainText(`“${subject}” goes to 1 member within a minute`);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Send now' }).click();
  await okDialog(page, 'Message queued: it goes out within a minute.');
  const row = page.getByTestId('messages-table').getByRole('row').filter({ hasText: subject });
  // Queued, then sent: the job is woken by the message's write, so the row may show it sent already.
  await expect(row).toContainText(/Scheduled|Sending|Sent/);
  await expect(row).toContainText('All members, in Ekiti');

  await expect
    .poll(async () => {
      await page.reload();
      await row.waitFor({ timeout: 20_000 });
      return row.textContent();
    }, JOB_WAIT)
    .toContain('1 sent, 0 read');
  await expect(row).toContainText('Sent');
  await expect
    .poll(async () => {
      await page.reload();
      await row.waitFor({ timeout: 20_000 });
      return row.textContent();
    }, JOB_WAIT)
    .toContain('1 email sent');
  await screenshots(page, 'admin-messages-sent');

  // The member's email carries the unsubscribe link; it works in a browser that is not signed in.
  await expect
    .poll(() => lastMailTo(m.email, `Trust Fund: ${subject}`)?.text ?? '', OUTBOX_WAIT)
    .toContain('Saturday');
  const link = lastMailTo(m.email, `Trust Fund: ${subject}`)?.text.match(
    /Unsubscribe from these emails: (\S+)/,
  )?.[1];
  expect(link).toBeTruthy();
  await page.evaluate(() => localStorage.clear());
  const url = new URL(link as string);
  await page.goto(url.pathname + url.search);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from messages from the fund' }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'email-unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText(
    'You will no longer get messages from the fund by email.',
  );
  await screenshots(page, 'email-unsubscribed');
  const prefs = await request.get('/api/notificationpreferences', { headers: { accesstoken: m.token } });
  const choice = (await prefs.json()).data.preferences.find(
    (p: { kind: string }) => p.kind === 'fund_message',
  );
  expect(choice).toMatchObject({ email: false, push: true });
});
