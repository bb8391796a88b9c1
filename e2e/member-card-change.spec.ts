import { expect as baseExpect, type Page, test } from '@playwright/test';
import { CARDS, confirmTransferAsOperator, filesContaining, fillCard } from './joining-support.ts';
import { newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// The machine running these is shared and busy: allow slow first loads.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const FAILED = 'your transaction failed, please try again later';

/** The browser's Back button leaves the member on /changecard (the card page blocks it). */
async function expectBackBlocked(page: Page) {
  const before = page.url();
  await page.goBack();
  await page.waitForTimeout(300);
  expect(page.url()).toBe(before);
}

test('change card with an OTP: a wrong code is typed again, the right one saves the new card', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { name: 'Chiamaka Nwosu' });
  await signIn(page, m, '/changecard');
  await expect(page.getByRole('heading', { name: 'Change card', level: 1 })).toBeVisible();
  await expect(page.getByTestId('card-summary')).toContainText('SILVER plan');
  await expect(page.getByTestId('card-summary')).toContainText('₦1,000');
  await expect(page.getByTestId('current-card')).toHaveText('Visa ending 4081');
  await expect(page).toHaveTitle('Change card | Trust Fund');
  await expectBackBlocked(page);

  // The spec's rules, with its messages
  await page.getByRole('textbox', { name: 'Card holder name' }).fill('Chiamaka Nwosu');
  await page.getByRole('textbox', { name: 'Card number' }).fill(CARDS.otp);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('1320');
  await page.getByRole('button', { name: 'Change card' }).click();
  await expect(page.getByText('Please Enter a valid expiry date')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'member-changecard-form');

  await fillCard(page, CARDS.otp);
  await page.getByRole('button', { name: 'Change card' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText('Card ending 2950')).toBeVisible();
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid OTP. You have 2 tries left.');
  await page.getByLabel('OTP').fill('123456');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/changecard\?response=otp&reference=TCC-/);
  const done = page.getByTestId('card-changed');
  await expect(done.getByRole('heading', { name: 'Card changed, ending 2950' })).toBeVisible();
  await expect(done).toContainText('your old card is no longer charged');
  await expect(page.getByTestId('refund-note')).toContainText(/₦100 card check (has been|is being) refunded/);
  await expectBackBlocked(page);
  await expectAccessible(page);
  await screenshots(page, 'member-changecard-done');

  // The card on file is the new one; no card number reached the database or the log.
  await page.goto('/changecard');
  await expect(page.getByTestId('current-card')).toHaveText('Mastercard ending 2950');
  expect(filesContaining('/api/changecardauthrequest').length).toBeGreaterThan(0); // the log is there
  expect(filesContaining(Object.values(CARDS))).toEqual([]);
});

test('a declined card says the transaction failed and stays on /changecard with the form filled', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { name: 'Tunde Bello' });
  await signIn(page, m, '/changecard');
  await expect(page.getByTestId('current-card')).toHaveText('Visa ending 4081');
  await fillCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Change card' }).click();
  const alert = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Insufficient funds. Your card on file has not changed.');
  await expect(page).toHaveURL(/\/changecard$/);
  await expect(page.getByRole('textbox', { name: 'Card holder name' })).toHaveValue('Ada Okafor');
  await expect(page.getByTestId('current-card')).toHaveText('Visa ending 4081');
  await expectAccessible(page);
  await screenshots(page, 'member-changecard-declined');
});

test('after three wrong codes the member is back on /changecard with the card filled and the failure said', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { name: 'Emeka Obi' });
  await signIn(page, m, '/changecard');
  await fillCard(page, CARDS.otp);
  await page.getByRole('button', { name: 'Change card' }).click();
  await expect(page).toHaveURL(/\/otp$/);
  for (const left of ['2 tries', '1 try']) {
    await page.getByLabel('OTP').fill('000000');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText(`You have ${left} left.`);
  }
  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/changecard$/);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toContainText(
    'You have used all 3 tries',
  );
  await expect(page.getByRole('textbox', { name: 'Card holder name' })).toHaveValue('Ada Okafor');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('5531 8866 5214 2950');
  await expect(page.getByLabel('CVV')).toHaveValue('');
  await expect(page.getByTestId('current-card')).toHaveText('Visa ending 4081');
});

test('a member with no card adds one from the dashboard’s add-card modal, through the bank page', async ({
  page,
  request,
}) => {
  const m = await newMember(request, { plan: null, name: 'Bola Ade' });
  const plans = (await (await request.get('/api/getsubscriptionplans')).json()).data as {
    pl_plan_id: number;
    pl_plan_name: string;
  }[];
  const gold = plans.find((p) => p.pl_plan_name === 'GOLD')?.pl_plan_id;
  const chosen = await request.post('/api/userplantransfer', {
    headers: { accesstoken: m.token },
    data: { planid: gold },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const { narration, total } = (await chosen.json()).data;
  const confirmed = await confirmTransferAsOperator(request, narration, total);
  expect(confirmed.ok(), await confirmed.text()).toBe(true);

  await signIn(page, m);
  await expect(page.getByRole('heading', { name: 'Welcome, Bola' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add a card' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Add card' }).click();

  await expect(page).toHaveURL(/\/changecard$/);
  await expect(page.getByRole('heading', { name: 'Add a card', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-card')).toHaveText('None yet');
  await expect(page.getByTestId('card-summary')).toContainText('GOLD plan');
  await expectAccessible(page);
  await screenshots(page, 'member-changecard-no-card');
  await fillCard(page, CARDS.redirect);
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/changecard\?response=4&reference=TCC-/);
  await expect(page.getByRole('heading', { name: 'Card added, ending 4246' })).toBeVisible();
  await expect(page.getByTestId('card-changed')).not.toContainText('old card');
  await screenshots(page, 'member-changecard-added');
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // With a card on file, Apply no longer asks for one.
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Add a card' })).toHaveCount(0);
});
