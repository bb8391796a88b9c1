import { z } from 'zod';
import { nubanValid } from '../banks/nuban.ts';
import { BANK_MESSAGES, BANK_NAME_CHECKS, bankCodeField, moneyOutCodeField } from './banks.ts';
import { profileCompletenessSchema } from './dashboard.ts';
import { EMAIL_RE, maxMessage, NUMBER_MESSAGE, personNameField, phoneField } from './fields.ts';

/** Texts of the profile and bank forms (part 2 section 5). */
export const PROFILE_MESSAGES = {
  fullName: 'Enter full name',
  sex: 'Select sex',
  phone: 'Enter phone number',
  dob: 'Enter a valid date of birth',
  underAge: 'You must be at least 18 years old',
  business: 'Enter business sector',
  address: 'Enter address',
  kinName: 'Enter next of kin name',
  kinEmail: 'Enter next of kin email',
  kinEmailInvalid: 'Enter valid email address',
  kinPhone: 'Enter next of kin phone number',
  bankName: 'Enter bank name',
  bankNameLetters: 'Use letters and spaces only',
  holder: 'Enter account holder name',
  accountNumber: 'Enter account number',
  accountNumberShort: 'Account number must be at least 10 digits',
  nothingToSave: 'Nothing to update',
  saved: 'Profile updated successfully',
  bankSaved: 'Bank details updated successfully',
  imageRequired: 'Choose a photo to upload',
  imageType: 'Upload a JPEG, PNG or WebP image',
  imageTooLarge: 'The photo must be 2 MB or smaller',
  imageSaved: 'Profile photo updated',
} as const;

export const SEX_OPTIONS = ['Male', 'Female'] as const;

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage(max));

/** The profile form (form names of part 2 section 3). Email and TFP are shown read-only and never sent back. */
export const profileFormSchema = z.object({
  firstname: personNameField(PROFILE_MESSAGES.fullName),
  phonenumber: phoneField(PROFILE_MESSAGES.phone),
  sex: z.enum(SEX_OPTIONS, { error: PROFILE_MESSAGES.sex }),
  /** YYYY-MM-DD; the minimum age of 18 (part 2 section 9) is checked by the server against its clock. */
  dob: z
    .string({ error: PROFILE_MESSAGES.dob })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PROFILE_MESSAGES.dob)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), PROFILE_MESSAGES.dob),
  business: requiredText(PROFILE_MESSAGES.business, 100),
  hearaboutus: z.string().trim().max(100, maxMessage(100)).optional(),
  address: requiredText(PROFILE_MESSAGES.address, 100),
  nxtkinname: personNameField(PROFILE_MESSAGES.kinName),
  nxtkinemail: z
    .string({ error: PROFILE_MESSAGES.kinEmail })
    .trim()
    .toLowerCase()
    .min(1, PROFILE_MESSAGES.kinEmail)
    .max(100, maxMessage(100))
    .regex(EMAIL_RE, PROFILE_MESSAGES.kinEmailInvalid),
  nxtkinphonenumber: phoneField(PROFILE_MESSAGES.kinPhone),
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/**
 * The bank form: where cash-outs and redemptions are paid. The member chooses the bank from the
 * provider's list (GET /banks) and types the account number; the name is the bank's (POST
 * /resolveaccount), never typed. The change is confirmed with the 6-digit code (POST /moneyoutcode).
 */
export const bankAccountFields = z.object({
  bankcode: bankCodeField,
  accountnumber: z
    .string({ error: PROFILE_MESSAGES.accountNumber })
    .trim()
    .min(1, PROFILE_MESSAGES.accountNumber)
    .regex(/^\d+$/, NUMBER_MESSAGE)
    .min(10, PROFILE_MESSAGES.accountNumberShort)
    .max(16, maxMessage(16))
    .regex(/^\d{10}$/, BANK_MESSAGES.accountNumberDigits),
});
/** The NUBAN check digit of the account number for the chosen bank. */
export const checkDigitRule: [
  (b: { bankcode: string; accountnumber: string }) => boolean,
  { message: string; path: string[] },
] = [
  (b) => nubanValid(b.bankcode, b.accountnumber),
  { message: BANK_MESSAGES.checkDigit, path: ['accountnumber'] },
];
export const bankFormSchema = bankAccountFields
  .extend({ code: moneyOutCodeField.optional() })
  .refine(...checkDigitRule);

export type BankForm = z.input<typeof bankFormSchema>;

/**
 * POST /updateuserprofile: the profile form's fields (any subset, each sent must pass its rule), or
 * the bank form whole. The allow-list is this object: any other key (email, tfppin, u_status,
 * u_role, the bank's name, the account's name…) is dropped, never written.
 */
export const updateProfileBodySchema = profileFormSchema
  .partial()
  .extend({
    bankcode: bankCodeField.optional(),
    accountnumber: z.string().optional(),
    code: moneyOutCodeField.optional(),
  })
  .superRefine((d, ctx) => {
    const bank = d.bankcode !== undefined || d.accountnumber !== undefined;
    if (!bank) {
      if (!Object.values(d).some((v) => v !== undefined))
        ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.nothingToSave });
      return;
    }
    // The bank form is checked whole, with its own messages under its own fields.
    const r = bankFormSchema.safeParse({
      bankcode: d.bankcode,
      accountnumber: d.accountnumber,
      code: d.code,
    });
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
  });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** Photo upload limits: checked by content on the server, by type and size in the browser first. */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * GET /userprofile and POST /updateuserprofile: the profile and bank fields under the spec's names
 * (null when never filled in), with the dashboard's completeness items.
 */
export const profileViewSchema = z
  .object({
    u_id: z.number(),
    u_first_name: z.string(),
    u_email: z.string(),
    u_phone: z.string(),
    u_tfp_pin: z.string().nullable(),
    u_image: z.string().nullable(),
    gender: z.string().nullable(),
    u_gender: z.string().nullable(),
    /** YYYY-MM-DD. */
    dob: z.string().nullable(),
    u_dob: z.string().nullable(),
    u_business_sector: z.string().nullable(),
    u_address: z.string().nullable(),
    u_hear_about_us: z.string().nullable(),
    u_kin_name: z.string().nullable(),
    u_kin_contact: z.string().nullable(),
    u_kin_email: z.string().nullable(),
    up_bank_name: z.string().nullable(),
    up_account_number: z.string().nullable(),
    up_bank_holder_name: z.string().nullable(),
    /** The bank's code in the provider's list; null for details typed before the list. */
    up_bank_code: z.string().nullable(),
    /** Where the check of the account's name stands (null: saved before names were checked). */
    up_bank_name_check: z.enum(BANK_NAME_CHECKS).nullable(),
    /** Why payouts to this account wait now (a review, or details changed in the last 24 hours), or null. */
    up_bank_hold: z.string().nullable(),
  })
  .extend(profileCompletenessSchema.shape);
export type ProfileView = z.output<typeof profileViewSchema>;

/** POST /userimageupload: the stored photo's address. */
export const profileImageSchema = z.object({ filepath: z.string() });
export type ProfileImage = z.output<typeof profileImageSchema>;

/**
 * GET /uploads/:name: a profile photo, as its bytes. The route sends the file itself (no envelope,
 * no serializer), so this only describes it in the OpenAPI document; unknown lets the route send a Buffer.
 */
export const profilePhotoSchema = z.unknown().meta({ type: 'string', format: 'binary' });
