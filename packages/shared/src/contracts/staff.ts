import { z } from 'zod';
import { emailField, idField, passwordField, personNameField } from './fields.ts';

/**
 * The console's Staff section: the fund's operators, customer-care agents and experts, managed by an
 * admin. A staff role is what the admin picks: an operator role, or an expert's kind (stored as role
 * `expert` with that kind). Customer care is the support role (support operators answer the chat).
 */
export const STAFF_ROLES = [
  'admin',
  'finance',
  'loans',
  'support',
  'content',
  'business_expert',
  'legal_adviser',
  'medical_adviser',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The expert kinds among the staff roles (each answers its own chat). */
export const EXPERT_STAFF_ROLES = ['business_expert', 'legal_adviser', 'medical_adviser'] as const;

export const STAFF_ROLE_LABELS: Record<StaffRole | 'customer_care', string> = {
  admin: 'Admin',
  finance: 'Finance',
  loans: 'Loans',
  support: 'Support (customer care)',
  content: 'Content',
  business_expert: 'Business expert',
  legal_adviser: 'Legal adviser',
  medical_adviser: 'Medical adviser',
  // An expert account made for customer care before support operators answered the chat.
  customer_care: 'Customer care (chat only)',
};

export const STAFF_STATUSES = ['active', 'invited', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_MESSAGES = {
  notFound: 'Staff member not found',
  role: 'Choose a role: admin, finance, loans, support, content, business expert, legal adviser or medical adviser.',
  fullName: 'Enter the full name',
  emailTaken: 'An account with this email already exists: choose another email.',
  invited: 'Invitation sent. The link in the email sets the password and works once, for 72 hours.',
  invitedNotMailed: 'Added, but the invitation email could not be sent. Use Resend invitation.',
  adminProposed: 'The admin role needs a second admin. It waits in Approvals for another admin to approve.',
  roleChanged: 'Role changed. Their sessions have ended: they sign in again to the new role’s console.',
  sameRole: 'This is already their role.',
  disabled: 'Disabled. Their sessions and chats have ended, and they cannot sign in.',
  enabled: 'Enabled. They can sign in again.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
  twoStepReset: 'Two-step sign-in reset. They sign in with their password and set it up again.',
  noTwoStep: 'This account has no two-step sign-in to reset.',
  notYourself: 'You cannot do this to your own account. Ask another admin.',
  lastAdmin: 'The fund must keep at least one active admin.',
  invitationResent: 'A new invitation was sent. The older link no longer works.',
  notInvited: 'This account has already set its password.',
  invitationInvalid:
    'This invitation link is invalid, used or expired. Ask an admin of the fund to send a new one.',
  invitationAccepted: 'Your password is set. Sign in with your email and this password.',
  disabledSignIn: 'This staff account is disabled. Ask an admin of the fund.',
} as const;

export const staffMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The staff role (an expert's kind for an expert). */
  role: z.enum([...STAFF_ROLES, 'customer_care']),
  status: z.enum(STAFF_STATUSES),
  /** Whether two-step sign-in is on for this account. */
  two_step: z.boolean(),
  /** When they last signed in (ISO), or null if never. */
  last_sign_in: z.string().nullable(),
  /** A waiting proposal to make them an admin, if any (Approvals). */
  admin_proposal_id: z.number().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  /** People proposed as new admins, waiting for a second admin (not accounts yet). */
  proposed_admins: z.array(
    z.object({ proposal_id: z.number(), name: z.string(), email: z.string(), proposed_by: z.string() }),
  ),
});
export type StaffList = z.infer<typeof staffListSchema>;

const staffRoleField = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.role });

export const newStaffBodySchema = z.object({
  full_name: personNameField(STAFF_MESSAGES.fullName),
  email: emailField(),
  role: staffRoleField,
});
export type NewStaffBody = z.input<typeof newStaffBodySchema>;

export const staffRoleBodySchema = z.object({ role: staffRoleField });

export const staffParamsSchema = z.object({ id: idField(STAFF_MESSAGES.notFound) });

/** What adding someone answers: the account made (invited), or the proposal a second admin approves. */
export const staffAddedSchema = z.object({
  id: z.number().nullable(),
  proposal_id: z.number().nullable(),
});

export const acceptInvitationBodySchema = z.object({
  token: z
    .string(STAFF_MESSAGES.invitationInvalid)
    .min(20, STAFF_MESSAGES.invitationInvalid)
    .max(200, STAFF_MESSAGES.invitationInvalid),
  password: passwordField(),
});
