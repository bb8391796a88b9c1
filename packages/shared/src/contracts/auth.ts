import { z } from 'zod';
import {
  emailField,
  idField,
  loginPasswordField,
  passwordField,
  personNameField,
  phoneField,
} from './fields.ts';

/** Texts of part 1 section 5 and part 2 section 5. */
export const AUTH_MESSAGES = {
  fullName: 'Enter full name',
  emailMismatch: 'Mismatch email and confirm email',
  passwordMismatch: 'Mismatch password and confirm password',
  newPasswordMismatch: 'Mismatch new and confirm password',
  terms: 'Select checkbox to agree to the terms and conditions to continue',
  oldPassword: 'Enter old password',
  newPassword: 'Enter new password',
  confirmPassword: 'Enter confirm password',
  emailTaken: 'This email address is already registered. Log in, or use Forgot password.',
  wrongLogin: 'Invalid email or password',
  forgotSent:
    'If an account exists for this email, we have sent a link to reset your password. It is valid for one hour.',
  resetDone: 'Your password has been changed. You can now log in.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  unverifiedExpired:
    'Please verify your email address to continue. We sent you a verification link when you registered; you can resend it.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  loginLinkInvalid: 'This login link is invalid or has expired. Please log in with your email and password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired',
  verified: 'Thank you, your email address is verified.',
  verificationSent:
    'If this email belongs to an account waiting for verification, we have sent a new verification link. It is valid for 24 hours.',
  registered: 'Your account has been created. We have sent a verification link to your email address.',
  loggedIn: 'You are logged in.',
  loggedOut: 'You have been logged out.',
  oldPasswordWrong: 'Old password is incorrect',
  samePassword: 'The new password must be different from the old password',
  passwordChanged: 'Your password has been changed.',
  terminated: 'This account has been terminated. Please contact support.',
  viewAsOnly: 'This is not available while an operator is viewing the account',
} as const;

const deviceFields = {
  device_token: z.string().max(500).optional(),
  device_type: z.string().max(20).optional(),
};

/** The register form as the member fills it in (every field required). */
export const registerFormSchema = z
  .object({
    firstname: personNameField(AUTH_MESSAGES.fullName),
    email: emailField(),
    confirmemail: emailField(),
    u_phone: phoneField(),
    password: passwordField(),
    confirmpassword: z
      .string({ error: AUTH_MESSAGES.confirmPassword })
      .min(1, AUTH_MESSAGES.confirmPassword)
      .max(40, 'Must be 40 characters or less')
      .refine((s) => !/\s/.test(s), 'Password cannot contain spaces'),
    terms: z.literal(true, { error: AUTH_MESSAGES.terms }),
  })
  .refine((d) => d.email === d.confirmemail, { message: AUTH_MESSAGES.emailMismatch, path: ['confirmemail'] })
  .refine((d) => d.password === d.confirmpassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmpassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/**
 * POST /register (part 1 section 7). The confirm fields and terms are checked when sent, so the
 * fund's existing clients (which send only the spec's payload) keep working.
 */
export const registerBodySchema = z
  .object({
    u_first_name: personNameField(AUTH_MESSAGES.fullName),
    email: emailField(),
    confirmemail: emailField().optional(),
    u_phone: phoneField(),
    password: passwordField(),
    confirmpassword: z.string().max(40).optional(),
    terms: z.union([z.literal(true), z.literal(1), z.literal('1'), z.literal('true')]).optional(),
    /** 1 when the register URL carried a referral key, else 0. */
    u_trust_link: z.coerce.number().int().min(0).max(1).default(0),
    /** TFP followed by the referral key. */
    u_associate_tfp: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(TFP\d{10})?$/, 'The referral link is not valid')
      .optional(),
    ...deviceFields,
  })
  .refine((d) => d.confirmemail === undefined || d.email === d.confirmemail, {
    message: AUTH_MESSAGES.emailMismatch,
    path: ['confirmemail'],
  })
  .refine((d) => d.confirmpassword === undefined || d.password === d.confirmpassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmpassword'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

/**
 * POST /login. `type` is the login type (part 1 section 6): absent for a password login; admin or
 * link with `authcode` for a login link mailed about trust and loan requests; admin_login with
 * `authcode` for an operator's view-as link. The password is required unless an authcode is given.
 */
export const loginBodySchema = z
  .object({
    email: emailField(),
    password: z.string().max(200).optional(),
    type: z.string().max(30).optional(),
    authcode: z.string().max(200).optional(),
    /** An operator's 6-digit code from their authenticator app, when they use two-step sign-in. */
    totp: z.string().max(20).optional(),
    remember: z.boolean().optional(),
    ...deviceFields,
  })
  .superRefine((d, ctx) => {
    if (d.authcode) return;
    const password = loginPasswordField().safeParse(d.password ?? '');
    for (const issue of password.error?.issues.slice(0, 1) ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['password'] });
    }
  });
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginFormSchema = z.object({
  email: emailField(),
  password: loginPasswordField(),
  remember: z.boolean(),
});

export const forgotQuerySchema = z.object({ email: emailField() });

/** POST /reset: `userid` carries the single-use reset token from the mailed link (never a user id). */
export const resetBodySchema = z.object({
  userid: z
    .string({ error: AUTH_MESSAGES.resetLinkInvalid })
    .min(20, AUTH_MESSAGES.resetLinkInvalid)
    .max(200),
  password: passwordField(),
});

export const resetFormSchema = z
  .object({
    password: passwordField(),
    confirmpassword: z.string({ error: AUTH_MESSAGES.confirmPassword }).min(1, AUTH_MESSAGES.confirmPassword),
  })
  .refine((d) => d.password === d.confirmpassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmpassword'],
  });

/** POST /changepassword */
export const changePasswordBodySchema = z.object({
  old_password: loginPasswordField(AUTH_MESSAGES.oldPassword),
  new_password: passwordField(AUTH_MESSAGES.newPassword),
});

export const changePasswordFormSchema = z
  .object({
    old_password: loginPasswordField(AUTH_MESSAGES.oldPassword),
    new_password: passwordField(AUTH_MESSAGES.newPassword),
    confirm_password: z
      .string({ error: AUTH_MESSAGES.confirmPassword })
      .min(1, AUTH_MESSAGES.confirmPassword),
  })
  .refine((d) => d.new_password === d.confirm_password, {
    message: AUTH_MESSAGES.newPasswordMismatch,
    path: ['confirm_password'],
  });

/** POST /emailverification: authcode is the single-use token from the mailed link. */
export const emailVerificationBodySchema = z.object({
  email: emailField(),
  type: z.string().max(30).optional(),
  authcode: z.string().min(20, AUTH_MESSAGES.verifyLinkInvalid).max(200),
});

export const resendVerificationBodySchema = z.object({ email: emailField() });

/** POST /admin/login-as: an operator asks for a single-use link that opens a member's dashboard. */
export const loginAsBodySchema = z.object({
  user_id: idField('Choose a member'),
});

/**
 * The member as the API shows them (the spec's "User (stored session)", part 2 "User (member)"): the
 * answer of GET /user, and the user a plan purchase answers with. Dates are ISO times.
 */
export const userViewSchema = z.object({
  u_id: z.number(),
  /** 'admin_login' while an operator views the account (the web app hides some menu items), else 'member'. */
  u_login_type: z.string(),
  u_first_name: z.string(),
  u_email: z.string(),
  email: z.string(),
  u_phone: z.string(),
  u_role: z.string(),
  /** 1 active, 3 locked for default, 5 terminated (user-status.ts). */
  u_status: z.number(),
  u_tfp_pin: z.string().nullable(),
  u_tfp_pin_status: z.number(),
  u_plan_id: z.number().nullable(),
  u_plan_name: z.string().nullable(),
  u_membertitle: z.string(),
  u_image: z.string(),
  cur_name: z.string(),
  cur_symbol: z.string(),
  notification_count: z.number(),
  /** 1 when the email address is verified. */
  u_is_verified: z.number(),
  /** 1 when the email is still unverified more than 24 hours after registering. */
  u_exceed_verfied_limit: z.number(),
  u_cashout_from: z.string().nullable(),
  u_cashout_to: z.string().nullable(),
  /** The member's referral link; empty until the member has a pin. */
  u_trust_link: z.string(),
  u_reg_date: z.string(),
  u_flexi_duration: z.number().nullable(),
  u_business_sector: z.string(),
  u_address: z.string(),
  u_gender: z.string(),
  gender: z.string(),
  u_dob: z.string(),
  dob: z.string(),
  u_hear_about_us: z.string(),
  u_kin_name: z.string(),
  u_kin_contact: z.string(),
  u_kin_email: z.string(),
  up_bank_name: z.string(),
  up_account_number: z.string(),
  up_bank_holder_name: z.string(),
});
export type UserView = z.output<typeof userViewSchema>;

/** POST /login: the user and the access token every signed-in call sends as header accesstoken. */
export const signedInUserSchema = userViewSchema.extend({ u_accesstoken: z.string() });
export type SignedInUser = z.output<typeof signedInUserSchema>;

/** POST /register: the new user, signed in, with status 1 (the account waits for email verification and a plan). */
export const registeredUserSchema = signedInUserSchema.extend({ status: z.number() });
export type RegisteredUser = z.output<typeof registeredUserSchema>;

/** POST /admin/login-as: the single-use link that opens the member's dashboard. */
export const loginAsLinkSchema = z.object({ url: z.string() });
