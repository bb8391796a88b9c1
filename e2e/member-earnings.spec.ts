import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { fixture, type Member, newMember, signIn } from './member-setup.ts';
import { typeMoneyOutCode } from './money-out-support.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

async function pinOf(request: APIRequestContext, m: Member): Promise<string> {
  const user = (await (await request.get('/api/user', { headers: { accesstoken: m.token } })).json()).data;
  expect(user.u_tfp_pin).toMatch(/^TFP\d{10}$/);
  return user.u_tfp_pin as string;
}

async function addBank(request: APIRequestContext, m: Member) {
  // Details as saved before banks came from a list (the bank form's own journey is member-profile).
  await fixture(request, {
    email: m.email,
    bank: { bank_name: 'Access Bank', account_number: '0123456789', holder: m.name },
  });
}

const figure = (page: Page, id: string) => page.getByTestId(id);

test('a member sees each earning with its level and the member brought in, redeems, and sees the new figures', async ({
  page,
  request,
}) => {
  const ada = await newMember(request, { plan: 'SILVER', name: 'Adaeze Obi' });
  const bola = await newMember(request, {
    plan: 'SILVER',
    name: 'Bola Ade',
    referrerPin: await pinOf(request, ada),
  });
  // Chidi joins GOLD through Bola: Bola earns level 1, Ada level 2.
  await newMember(request, { plan: 'GOLD', name: 'Chidi Eze', referrerPin: await pinOf(request, bola) });
  await fixture(request, {
    email: ada.email,
    ledger: [{ kind: 'referral-earning', naira: 6000, days_ago: 3 }],
  });
  await addBank(request, ada);

  await signIn(page, ada, '/weeklyearnings');
  await expect(page.getByRole('heading', { name: 'Weekly Earnings', exact: true })).toBeVisible();
  await expect(figure(page, 'earnings-count')).toContainText('3');
  await expect(figure(page, 'earnings-total')).toContainText('₦6,450');
  await expect(figure(page, 'earnings-redeemable')).toContainText('₦6,450');
  const rows = page.getByTestId('earning-row');
  await expect(rows).toHaveCount(3);
  const chidi = rows.filter({ hasText: 'Chidi Eze joined' });
  await expect(chidi).toContainText('Level 2');
  await expect(chidi).toContainText('₦300');
  await expect(chidi).toContainText(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
  const bolaRow = rows.filter({ hasText: 'Bola Ade joined' });
  await expect(bolaRow).toContainText('Level 1');
  await expect(bolaRow).toContainText('₦150');
  await expect(page.getByRole('heading', { name: 'Make Contributions' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-earnings-list');

  // Redeem: below N5,000 is refused with the spec's words, before anything is sent.
  await page.getByRole('button', { name: 'Redeem Earnings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Earnings' });
  await expect(dialog).toBeVisible();
  const amount = dialog.getByLabel('Amount to redeem');
  await expect(amount).toHaveValue('₦6,450');
  await amount.fill('4000');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog).toContainText('You can only redeem your earnings if you have N5000 or above');
  await amount.fill('5000');
  await dialog.getByRole('button', { name: 'Redeem' }).click();

  const confirm = page.getByRole('dialog', { name: 'Redeem Earnings' });
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('₦5,000');
  await expect(confirm).toContainText('Your earnings');
  await expect(confirm).toContainText('Your Access Bank account ending 6789');
  await expect(confirm).toContainText('An operator of the fund sends it');
  await expectAccessible(page);
  await screenshots(page, 'member-earnings-redeem-confirm');
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  await screenshots(page, 'member-earnings-redeem-code');
  await typeMoneyOutCode(page, ada.email, 'Confirm your redemption');

  const done = page.getByRole('dialog', { name: 'Redeem Earnings' });
  await expect(done.getByTestId('result-message')).toContainText(
    'Your redemption of N5,000 is recorded. An operator of the fund sends it to your Access Bank account ending 6789.',
  );
  await screenshots(page, 'member-earnings-redeemed');
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(figure(page, 'earnings-redeemable')).toContainText('₦1,450');
  await expect(figure(page, 'earnings-total')).toContainText('₦6,450');

  // Make Contributions: N1,450 pays one week of SILVER's N1,000.
  await expect(page.getByText('Your earnings pay 1 week')).toBeVisible();
  await page.getByRole('button', { name: 'Make Contributions' }).click();
  const convert = page.getByRole('dialog', { name: 'Make Contributions' });
  await expect(convert.getByTestId('confirm-amount')).toHaveText('₦1,000');
  await convert.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('result-message')).toContainText('Your earnings paid 1 contribution week');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(figure(page, 'earnings-redeemable')).toContainText('₦450');
});

test('a BASIC member upgrades to SILVER with earnings from the Weekly Earnings screen', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'ORDINARY', name: 'Dayo Musa' });
  await fixture(request, {
    email: m.email,
    ledger: [{ kind: 'referral-earning', naira: 3500, days_ago: 1 }],
  });
  // The dashboard's upgrade modal leads here with "Upgrade with my earnings".
  await signIn(page, m, '/dashboard');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await page.getByRole('button', { name: 'Upgrade with my earnings' }).click();
  await expect(page).toHaveURL(/\/weeklyearnings$/);

  await expect(page.getByRole('heading', { name: 'Upgrade Plan with Earnings' })).toBeVisible();
  await expect(page.getByTestId('plan-SILVER')).toContainText('₦3,000');
  await expect(page.getByTestId('plan-GOLD')).toContainText('You need ₦11,500 more.');
  await expect(page.getByTestId('plan-PLATINUM')).toContainText('₦30,000');
  await page.getByTestId('plan-FLEXI').getByRole('button', { name: 'Show earnings needed' }).click();
  await expect(page.getByTestId('plan-FLEXI')).toContainText('Earnings needed:');
  await expectAccessible(page);
  await screenshots(page, 'member-earnings-upgrade');

  await page.getByRole('button', { name: 'Start SILVER' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start SILVER with earnings' });
  await expect(confirm.getByTestId('confirm-amount')).toHaveText('₦3,000');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('result-message')).toHaveText(
    'Your SILVER plan has started, paid from your earnings.',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(figure(page, 'earnings-redeemable')).toContainText('₦500');
  await expect(page.getByRole('heading', { name: 'Make Contributions' })).toBeVisible();
  await expect(page.getByText('Your earnings do not cover one week yet.')).toBeVisible();
});

test('a member without earnings sees an empty list, and the dashboard’s Redeem leads here', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'GOLD' });
  await signIn(page, m, '/dashboard');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/weeklyearnings$/);
  await expect(page.getByTestId('earnings-empty')).toContainText('No earnings yet');
  await expect(figure(page, 'earnings-count')).toContainText('0');
  await page.getByRole('button', { name: 'Redeem Earnings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Earnings' });
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await expect(dialog).toContainText('You can only redeem your earnings if you have N5000 or above');
  await expectAccessible(page);
  await screenshots(page, 'member-earnings-empty');
});

test('the trust wallet’s Redeem opens the same redemption and its figures reload after the message is closed', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: 'SILVER', name: 'Efe Okon' });
  await fixture(request, { email: m.email, ledger: [{ kind: 'referral-earning', naira: 6000 }] });
  await addBank(request, m);
  await signIn(page, m, '/trustwallet');
  await expect(page.getByTestId('wallet-redeem-earned')).toHaveText('₦0');
  await page.getByRole('button', { name: 'Redeem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Earnings' });
  await dialog.getByLabel('Amount to redeem').fill('5000');
  await dialog.getByRole('button', { name: 'Redeem' }).click();
  await page.getByRole('dialog', { name: 'Redeem Earnings' }).getByRole('button', { name: 'Redeem' }).click();
  await typeMoneyOutCode(page, m.email, 'Confirm your redemption');
  await expect(page.getByTestId('result-message')).toContainText('Your redemption of N5,000 is recorded.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('wallet-redeem-earned')).toHaveText('₦5,000');
});
