import { z } from 'zod';

/** The operators' second factor: a 6-digit code from an authenticator app (TOTP). */
export const TOTP_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is the 6 digits your authenticator app shows',
  wrongCode: 'That code is not right or has expired. Enter the code your authenticator app shows now.',
  alreadyOn: 'Two-step sign-in is already on for your account',
  notStarted: 'Start the set-up first: scan a new QR code',
  enabled: 'Two-step sign-in is on. From now on you will enter a code when you sign in.',
  setupFirst: 'Set up two-step sign-in before using the console',
} as const;

export const totpCodeField = () =>
  z
    .string(TOTP_MESSAGES.codeFormat)
    .trim()
    .regex(/^\d{6}$/, TOTP_MESSAGES.codeFormat);

/** GET /admin/totp: whether the signed-in operator uses the second factor, and whether it is required. */
export const totpStatusSchema = z.object({ enabled: z.boolean(), required: z.boolean() });
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /admin/totp/enrol: the new secret, as a QR code to scan and as text to type. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A data: URL of the QR code image (PNG). */
  qr_code: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpConfirmBodySchema = z.object({ code: totpCodeField() });
