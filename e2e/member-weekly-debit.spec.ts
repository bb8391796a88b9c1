import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/** The weekly debit's section of the profile. */
const section = (page: Page) => page.getByRole('region', { name: 'Weekly debit' });

/** From the profile to the sandbox's bank page, where the member approves or declines with `account`. */
async function atTheBank(page: Page, outcome: 'Approve' | 'Decline', account = '0123456789', shoot = false) {
  await section(page)
    .getByRole('button', { name: /Pay from my bank account|Approve again at my bank/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Trust Fund sandbox bank: direct debit' })).toBeVisible();
  await expect(
    page.getByText('Trust Fund asks to debit your bank account for your weekly contribution'),
  ).toBeVisible();
  await page.getByLabel('Account number').fill(account);
  if (shoot) {
    await expectAccessible(page);
    await screenshots(page, 'sandbox-mandate-bank-page');
  }
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/profile\?debit=mandate&reference=/);
}

/** Reloads the profile until the mandate shows `state` (the bank's webhook may land just after the return). */
async function expectMandateState(page: Page, state: string) {
  await expect(async () => {
    await page.goto('/profile');
    await expect(section(page).getByTestId('mandate-state')).toHaveText(state, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('a member moves the weekly debit to their bank account, approves it at the bank, and can go back to the card', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { name: 'Adaeze Okafor' });
  await signIn(page, m, '/profile');
  await expect(section(page).getByTestId('debit-method')).toHaveText('Card ending 4081');
  await expect(section(page).getByTestId('mandate')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'member-weekly-debit-card');

  await atTheBank(page, 'Approve', '0123456789', true);
  const back = page.getByTestId('mandate-return');
  await expect(back).toContainText('Direct debit from Guaranty Trust Bank ••6789');
  await expectAccessible(page);
  await screenshots(page, 'member-weekly-debit-return');

  await page.getByRole('button', { name: 'Back to my profile' }).click();
  await expectMandateState(page, 'Active');
  await expect(section(page).getByTestId('debit-method')).toHaveText(
    'Bank account: Guaranty Trust Bank ••6789',
  );
  await expectAccessible(page);
  await screenshots(page, 'member-weekly-debit-active');

  // The card page says a card saved there would take over from the bank account.
  await page.goto('/changecard');
  await expect(page.getByTestId('bank-account-pays')).toHaveText(
    'Your bank account at Guaranty Trust Bank ••6789 pays your weekly contribution now. A card saved here takes over, and the debit from your bank account ends.',
  );
  await expectAccessible(page);
  await screenshots(page, 'member-changecard-bank-account-pays');
  await page.goto('/profile');
  await section(page).getByRole('button', { name: 'Pay from my card instead' }).click();
  await expect(section(page).getByTestId('debit-method')).toHaveText('Card ending 4081');
  await expect(section(page).getByTestId('mandate-state')).toHaveText('Ended');
  await expect(section(page).getByTestId('mandate-ended-reason')).toHaveText('Ended: You chose your card.');
  await expectAccessible(page);
  await screenshots(page, 'member-weekly-debit-ended');
});

test('declined at the bank the mandate is not approved and the card keeps paying; a bank still approving shows pending', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { name: 'Emeka Eze' });
  await signIn(page, m, '/profile');
  await atTheBank(page, 'Decline');
  const back = page.getByTestId('mandate-return');
  await expect(back).toContainText('Not approved at your bank');
  await expect(back).toContainText('Direct debit from your bank account');
  await expect(back.getByTestId('mandate-state')).toHaveText('Ended');
  await expect(back).toContainText('Nothing changed: your weekly contribution is paid as before.');
  await expectAccessible(page);
  await screenshots(page, 'member-weekly-debit-declined');
  await page.getByRole('button', { name: 'Back to my profile' }).click();
  await expect(section(page).getByTestId('debit-method')).toHaveText('Card ending 4081');

  // The sandbox's slow account: approved by the member, never activated by the bank.
  await atTheBank(page, 'Approve', '0000000008');
  await expect(page.getByTestId('mandate-return')).toContainText(
    'Waiting for your bank to approve the weekly debit',
  );
  await page.getByRole('button', { name: 'Back to my profile' }).click();
  await expectMandateState(page, 'Pending approval');
  await expect(section(page)).toContainText(
    'Your bank has not approved the debit yet. Until it does, your card ending 4081 pays your weekly contribution.',
  );
  await expect(section(page).getByTestId('debit-method')).toHaveText('Card ending 4081');
  await expectAccessible(page);
  await screenshots(page, 'member-weekly-debit-pending');
});
