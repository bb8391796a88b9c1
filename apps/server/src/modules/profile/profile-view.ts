import type { BankNameCheck } from '@trust/shared';
import type { users } from '../../db/schema/index.ts';
import { payoutHold } from '../banks/index.ts';

type UserRow = typeof users.$inferSelect;

/** The profile and bank fields under the spec's names (part 2 section 3). The one mapping of this module. */
export function profileView(u: UserRow, now: Date) {
  return {
    u_id: u.id,
    u_first_name: u.fullName,
    u_email: u.email,
    u_phone: u.phone,
    u_tfp_pin: u.tfpPin,
    u_image: u.imagePath,
    gender: u.gender,
    u_gender: u.gender,
    dob: u.dob,
    u_dob: u.dob,
    u_business_sector: u.businessSector,
    u_address: u.address,
    u_hear_about_us: u.hearAboutUs,
    u_kin_name: u.kinName,
    u_kin_contact: u.kinContact,
    u_kin_email: u.kinEmail,
    up_bank_name: u.bankName,
    up_account_number: u.accountNumber,
    up_bank_holder_name: u.accountHolderName,
    up_bank_code: u.bankCode,
    up_bank_name_check: u.bankNameCheck as BankNameCheck | null,
    up_bank_hold: u.accountNumber ? (payoutHold(u, now)?.message ?? null) : null,
  };
}

/**
 * Form name -> column: the allow-list of what the profile form may write. The bank form writes
 * through payout-account.ts (bank from the list, name from the bank, the code first).
 */
export const FORM_TO_COLUMN = {
  firstname: 'fullName',
  phonenumber: 'phone',
  sex: 'gender',
  dob: 'dob',
  business: 'businessSector',
  hearaboutus: 'hearAboutUs',
  address: 'address',
  nxtkinname: 'kinName',
  nxtkinemail: 'kinEmail',
  nxtkinphonenumber: 'kinContact',
} as const satisfies Record<string, keyof UserRow>;
