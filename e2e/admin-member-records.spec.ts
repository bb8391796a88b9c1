import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInToConsole } from './auth-support.ts';
import { fixture, newMember, signIn } from './member-setup.ts';
import { expectAccessible, screenshots } from './support.ts';

// Screens load lazily, on a machine shared with other test runs: allow them time.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A photo of an ID card, as a member's phone would send it. */
const ID_PHOTO = {
  name: 'my-nin-slip.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAUElEQVR42u3XsQkAIAxFwQzmJA7hJO7nOvbpRBAi98gCV30Sq3gBAAAAAHAFaKOXPgAAgOoAOwAAkJuHAQAAAAAAAAAAAAD8A/CRAQAAPGwDW3gQyxkbX5gAAAAASUVORK5CYII=',
    'base64',
  ),
};

/** The pop-up that says a change was saved: its words, then OK. */
async function closeSuccess(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

/**
 * A surname no other journey uses, so the console's search finds this member alone: six random letters
 * (two letters, as before, gave two of this file's journeys the same surname about once in a hundred runs).
 */
const surname = () =>
  `Records${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;

test('a member uploads an ID document on their profile; support finds it by filter, approves it, writes a note, and the member is ID checked', async ({
  page,
}) => {
  const name = `Ifeoma ${surname()}`;
  const member = await newMember(page.request, { name });

  // The member's profile: the ID check, its limit, and the upload form.
  await signIn(page, member, '/profile');
  const idCheck = page.getByRole('region', { name: 'ID check' });
  await expect(idCheck.getByTestId('id-tier')).toHaveText('Not checked yet');
  await expect(idCheck).toContainText('at most ₦100,000');
  await idCheck.getByRole('button', { name: 'Upload ID' }).click();
  await expect(idCheck.getByText('Choose the type of ID')).toBeVisible();
  await idCheck.getByRole('combobox', { name: 'Type of ID' }).click();
  await page.getByRole('option', { name: 'National Identification Number (NIN) slip' }).click();
  await idCheck.getByRole('textbox', { name: 'ID number' }).fill('1234');
  await idCheck.getByRole('button', { name: 'Upload ID' }).click();
  await expect(idCheck.getByText('A BVN or NIN is 11 digits')).toBeVisible();
  await idCheck.getByRole('textbox', { name: 'ID number' }).fill('123 4567 8904');
  await idCheck.locator('input[type="file"]').setInputFiles(ID_PHOTO);
  await expectAccessible(page);
  await screenshots(page, 'member-profile-id-check-form');
  await idCheck.getByRole('button', { name: 'Upload ID' }).click();
  await closeSuccess(page, 'ID document uploaded. We will review it and let you know.');
  await expect(idCheck.getByText('National Identification Number (NIN) slip ending 8904')).toBeVisible();
  await expect(idCheck.getByText('Being reviewed')).toBeVisible();
  await expect(idCheck.getByRole('button', { name: 'Upload ID' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'member-profile-id-check-pending');

  // Support: the ID check filter finds the member, whose page shows the document to review.
  await signInToConsole(page, 'support@trustfund.ng', 'Support@2026', '/admin', 'Members');
  await page.getByRole('combobox', { name: 'ID check' }).click();
  await page.getByRole('option', { name: 'Awaiting review' }).click();
  await expect(page).toHaveURL(/id_check=pending/);
  await page.getByRole('textbox', { name: 'Search members' }).fill(name.split(' ')[1] ?? name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const table = page.getByTestId('members-table');
  await expect(page.getByText('1 member found')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await screenshots(page, 'admin-members-filters');
  await table.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const docs = page.getByTestId('member-id-documents');
  await expect(docs).toContainText('National Identification Number (NIN) slip ending 8904');
  await expect(docs).toContainText('Awaiting review');
  await expect(docs).toContainText('No ID checked');
  await expectAccessible(page);
  await screenshots(page, 'admin-member-records');

  // A note, kept with the operator's name.
  const notes = page.getByTestId('member-notes');
  await notes.getByRole('textbox', { name: 'New note' }).fill('Checked the NIN slip against the phone call.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await closeSuccess(page, 'Note added');
  await expect(notes.getByText('Checked the NIN slip against the phone call.')).toBeVisible();

  // Approve: the member's tier becomes ID checked.
  await docs.getByRole('button', { name: 'Approve' }).click();
  await closeSuccess(page, 'ID document approved');
  await expect(docs).toContainText('Approved');
  await expect(docs).toContainText('ID checked');
  await expect(docs.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The member sees it on their profile, and was told.
  await signIn(page, member, '/profile');
  await expect(page.getByRole('region', { name: 'ID check' }).getByTestId('id-tier')).toHaveText(
    'ID checked',
  );
  await expect(page.getByRole('region', { name: 'ID check' })).toContainText('limited only by your plan');
  await page.goto('/notifications');
  await expect(page.getByText('Your ID is checked').first()).toBeVisible();
});

test('support rejects an ID document with a reason, edits a member’s details and sends bank details for approval', async ({
  page,
}) => {
  const name = `Kunle ${surname()}`;
  const member = await newMember(page.request, { name });
  const up = await page.request.post('/api/useriddocumentupload', {
    headers: { accesstoken: member.token },
    multipart: { id_type: 'passport', id_number: 'A01234567', id_file: ID_PHOTO },
  });
  expect(up.ok(), await up.text()).toBe(true);

  await signInToConsole(page, 'support@trustfund.ng', 'Support@2026', '/admin', 'Members');
  await page.getByRole('textbox', { name: 'Search members' }).fill(name.split(' ')[1] ?? name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The list shows the one member found before a link is followed (typing searches again after a pause).
  await expect(page.getByText('1 member found')).toBeVisible();
  await page.getByTestId('members-table').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Reject needs a reason.
  const docs = page.getByTestId('member-id-documents');
  await docs.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this ID document?' });
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await expect(reject.getByText('Enter the reason for rejecting this document')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reason' }).fill('The photo is too dark to read');
  await expectAccessible(page);
  await screenshots(page, 'admin-member-reject-id');
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await closeSuccess(page, 'ID document rejected');
  await expect(docs).toContainText('Reason: The photo is too dark to read');

  // Edit details: the new name shows at once.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: /Edit .*details/ });
  await edit.getByRole('textbox', { name: 'Full name' }).fill(`${name} Junior`);
  await edit.getByRole('textbox', { name: 'Address' }).fill('12 Allen Avenue, Ikeja');
  await expectAccessible(page);
  await screenshots(page, 'admin-member-edit-details');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await closeSuccess(page, 'Member details updated');
  await expect(page.getByRole('heading', { level: 1, name: `${name} Junior` })).toBeVisible();

  // Bank details go to Approvals.
  await page.getByRole('button', { name: 'Change bank details' }).click();
  const bank = page.getByRole('dialog', { name: /Change .*bank details/ });
  // The bank from the provider's list; the name on the account is the bank's (an Access Bank number
  // with a valid check digit, which the sandbox names as the member's).
  await bank.getByRole('combobox', { name: 'Bank', exact: true }).fill('Access');
  await page.getByRole('option', { name: 'Access Bank', exact: true }).click();
  await bank.getByRole('textbox', { name: 'Account number' }).fill('0123456784');
  await bank.getByRole('textbox', { name: 'Reason' }).fill('Member wrote in with a bank letter');
  await bank.getByRole('button', { name: 'Send for approval' }).click();
  await closeSuccess(page, 'Bank details change sent for approval by another operator');
});

test('a member’s BVN is checked by Paystack against their bank account; support sees the outcome and its reason beside the document and still decides', async ({
  page,
}) => {
  const name = `Adebayo ${surname()}`;
  const member = await newMember(page.request, { name });
  // Payout bank details from the bank list: a BVN is identified against this account.
  await fixture(page.request, {
    email: member.email,
    bank: { bank_name: 'Guaranty Trust Bank', account_number: '0123456789', holder: name, bank_code: '058' },
  });

  // The member types the BVN once; the sandbox fails a BVN ending in 0000, as Paystack would a mismatch.
  await signIn(page, member, '/profile');
  const idCheck = page.getByRole('region', { name: 'ID check' });
  await idCheck.getByRole('button', { name: 'Upload ID' }).click();
  await idCheck.getByRole('combobox', { name: 'Type of ID' }).click();
  await page.getByRole('option', { name: 'Bank Verification Number (BVN)' }).click();
  await idCheck.getByRole('textbox', { name: 'ID number' }).fill('2234567 0000');
  await idCheck.locator('input[type="file"]').setInputFiles(ID_PHOTO);
  await idCheck.getByRole('button', { name: 'Upload ID' }).click();
  await closeSuccess(page, 'ID document uploaded. We will review it and let you know.');
  await expect(idCheck.getByText('Bank Verification Number (BVN) ending 0000')).toBeVisible();

  // Support: the document, with Paystack's outcome and reason beside it.
  await signInToConsole(page, 'support@trustfund.ng', 'Support@2026', '/admin', 'Members');
  await page.getByRole('textbox', { name: 'Search members' }).fill(name.split(' ')[1] ?? name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 member found')).toBeVisible();
  await page.getByTestId('members-table').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const docs = page.getByTestId('member-id-documents');
  await expect(docs).toContainText('Bank Verification Number (BVN) ending 0000');
  await expect(docs).toContainText('Paystack identification:');
  await expect(docs).toContainText('Not matched');
  await expect(docs).toContainText('Paystack: Account number or BVN is incorrect');
  await expect(docs).toContainText('Awaiting review');
  await expectAccessible(page);
  await screenshots(page, 'admin-member-bvn-identification-failed');

  // The operator decides: rejected, the member uploads the right BVN, which Paystack identifies.
  await docs.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this ID document?' });
  await reject.getByRole('textbox', { name: 'Reason' }).fill('The BVN does not match your bank account');
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await closeSuccess(page, 'ID document rejected');
  const again = await page.request.post('/api/useriddocumentupload', {
    headers: { accesstoken: member.token },
    multipart: { id_type: 'bvn', id_number: '22345671234', id_file: ID_PHOTO },
  });
  expect(again.ok(), await again.text()).toBe(true);
  // Paystack's answer is "in progress"; the outcome follows by webhook.
  await expect
    .poll(async () => {
      const mine = await page.request.get('/api/useriddocuments', { headers: { accesstoken: member.token } });
      return (await mine.json()).data.documents[0]?.provider_status;
    })
    .toBe('verified');
  await page.reload();
  await expect(docs).toContainText('Bank Verification Number (BVN) ending 1234');
  await expect(docs).toContainText('BVN matches the bank account');
  await expectAccessible(page);
  await screenshots(page, 'admin-member-bvn-identification-verified');
  await docs.getByRole('button', { name: 'Approve' }).click();
  await closeSuccess(page, 'ID document approved');
  await expect(docs).toContainText('ID checked');
});
