import { expect as baseExpect, test } from '@playwright/test';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, lastMailTo, OUTBOX_WAIT, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const LONG =
  'We could not collect your weekly contribution of N2,000.00 (week 3): the card was declined. Pay it within 4 weeks.';

test('a member reads notifications: unread highlighted, 40-character previews, reading updates the badge', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Ifeoma Okafor' });
  await fixture(request, {
    email: m.email,
    notifications: [
      { kind: 'missed_contribution', subject: 'Missed contribution', message: LONG },
      {
        kind: 'aye_noty_trust_request',
        subject: 'Trust network request',
        message: 'Bola Ade asked to join your trust network.',
        by_user_id: 1,
      },
      {
        kind: 'aye_noty_loan_request_to_trusters',
        subject: 'Loan trust request',
        message: 'Bola Ade asked you to stand behind a loan of N50,000.00.',
        loan_id: 7,
        by_user_id: 1,
      },
    ],
  });

  await signIn(page, m, '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', exact: true })).toBeVisible();
  const rows = page.getByTestId('notification');
  // The plan payment's receipt and the three above, newest first.
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('unread-count')).toHaveText('4 unread');
  const badge = page.getByRole('link', { name: 'Notifications, 4 unread' });
  await expect(badge).toBeVisible();
  const missed = rows.filter({ hasText: 'Missed contribution' });
  await expect(missed).toContainText('We could not collect your weekly…');
  await expect(missed).not.toContainText('declined');
  await expect(missed).toHaveAttribute('data-unread', 'true');
  await expect(missed).toContainText(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
  await expect(rows.filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Email me about' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-notifications-list');

  // Reading one shows it whole, marks it read and brings the badge down.
  await missed.click();
  const dialog = page.getByRole('dialog', { name: 'Missed contribution' });
  await expect(dialog).toContainText('the card was declined');
  await expect(page.getByRole('link', { name: 'Notifications, 3 unread' })).toBeAttached();
  await expectAccessible(page);
  await screenshots(page, 'member-notifications-read');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(missed).not.toHaveAttribute('data-unread');
  await expect(page.getByTestId('unread-count')).toHaveText('3 unread');

  // A loan trust request is answered here: TRUST needs the agreement's box checked.
  await rows.filter({ hasText: 'Loan trust request' }).click();
  const loan = page.getByRole('dialog', { name: 'Loan trust request' });
  await loan.getByRole('button', { name: 'TRUST' }).click();
  const agreement = page.getByRole('dialog', { name: 'Trust agreement' });
  await expect(agreement.getByRole('button', { name: 'TRUST' })).toBeDisabled();
  await agreement.getByLabel('I have read and agree to the trust agreement').check();
  await expect(agreement.getByRole('button', { name: 'TRUST' })).toBeEnabled();
  await screenshots(page, 'member-notifications-agreement');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  // A trust network request goes to /trustmembers with the request as router state.
  await rows.filter({ hasText: 'Trust network request' }).click();
  await page.getByRole('button', { name: 'Answer the request' }).click();
  await expect(page).toHaveURL(/\/trustmembers$/);
  const state = await page.evaluate(
    () => (history.state as { usr?: { trustMemberData?: { key: string } } }).usr,
  );
  expect(state?.trustMemberData?.key).toBe('aye_noty_trust_request');

  // Coming back, the list is fetched again: two read, two unread.
  await page.goto('/notifications');
  await expect(page.getByTestId('unread-count')).toHaveText('1 unread');
});

test('a member turns an email off, cannot turn a security notice off, and gets the others by email', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Tunde Bello' });
  await signIn(page, m, '/notifications');
  const choices = page.locator('#email-choices');
  const meetings = choices.getByRole('switch', { name: 'Meetings' });
  await expect(meetings).toBeChecked();
  await meetings.click({ force: true });
  await expect(page.getByText('These notifications will no longer come by email')).toBeVisible();
  await expect(meetings).not.toBeChecked();
  // Security notices have no switch: they are listed as always by email.
  await expect(choices.getByRole('switch', { name: 'Bank details changed' })).toHaveCount(0);
  await expect(page.getByTestId('always-by-email')).toContainText('Bank details changed');
  await expect(page.getByTestId('always-by-email')).toContainText('Password changed');
  await page.reload();
  await expect(page.locator('#email-choices').getByRole('switch', { name: 'Meetings' })).not.toBeChecked();
  await expectAccessible(page);
  await screenshots(page, 'member-notifications-email-choices');

  // A payout notice comes by email once the mail-outbox job has run (woken by the notice's write).
  await fixture(request, {
    email: m.email,
    notifications: [
      {
        kind: 'payout_sent',
        subject: 'Payout sent',
        message: 'N5,000.00 was sent to your Access Bank account ending 6789.',
      },
    ],
  });
  await expect
    .poll(() => lastMailTo(m.email, 'Trust Fund: Payout sent')?.subject, OUTBOX_WAIT)
    .toBe('Trust Fund: Payout sent');
  const mail = lastMailTo(m.email, 'Trust Fund: Payout sent');
  expect(mail?.text).toContain('Dear Tunde');
  expect(mail?.text).toContain('ending 6789');
  expect(mail?.html).toContain('#0b6e4f');
  // The plan payment's receipt came once, as the plan's own receipt: no second "Payment received" email.
  expect(lastMailTo(m.email, 'Trust Fund: Payment received')).toBeUndefined();
});
