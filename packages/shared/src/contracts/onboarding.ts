import { z } from 'zod';
import { EMAIL_RE } from './fields.ts';

/** Texts of part 1 section 5 for the trust partner and invite-friends steps. */
export const ONBOARDING_MESSAGES = {
  tfpRequired: 'Enter TFP code',
  tfpInvalid: 'Enter a valid TFP code',
  partnerNotFound: 'No member found with this TFP code',
  partnerIsSelf: 'You cannot choose yourself as your trust partner',
  emailRequired: 'Enter email address',
  emailInvalid: 'Enter valid email address',
  emailRegistered: 'Email already registered',
  emailsRequired: 'Email ID required',
  duplicateEmails: "Please don't enter same email multiple time",
} as const;

/** The relationship picker of /trustpartner, in the spec's order; NOONE reads "No One". */
export const RELATIONSHIPS = [
  { value: 'NOONE', label: 'No One' },
  { value: 'FRIEND', label: 'Friend' },
  { value: 'FAMILY', label: 'Family' },
  { value: 'COLLEAGUE', label: 'Colleague' },
  { value: 'OTHERS', label: 'Others' },
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number]['value'];

/** Special characters stripped and uppercased, at most 13 (the TFP code normaliser). */
export const normaliseTfp = (s: string) =>
  s
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 13);

export const TFP_RE = /^TFP\d{10}$/;

export const tfpCodeField = () =>
  z
    .string({ error: ONBOARDING_MESSAGES.tfpRequired })
    .transform(normaliseTfp)
    .pipe(z.string().min(1, ONBOARDING_MESSAGES.tfpRequired).regex(TFP_RE, ONBOARDING_MESSAGES.tfpInvalid));

/**
 * POST /gettrustmemberbytfp. purpose 'network' (the trust network's lookup) finds only members who may
 * join a trust network (a paid plan and a pin); without it any member (the joining's trust partner).
 */
export const trustMemberLookupBodySchema = z.object({
  u_mem_tfpcode: tfpCodeField(),
  purpose: z.literal('network').optional(),
});

/** POST /addreferedtrustpartner: NOONE needs no code. */
export const addTrustPartnerBodySchema = z.union([
  z.object({ u_relationship: z.literal('NOONE'), u_tfp_code: z.string().max(20).optional() }),
  z.object({
    u_relationship: z.enum(['FRIEND', 'FAMILY', 'COLLEAGUE', 'OTHERS'], { error: 'Choose a relationship' }),
    u_tfp_code: tfpCodeField(),
  }),
]);

/** One invite row: trimmed, required, valid. */
export const inviteEmailField = () =>
  z
    .string({ error: ONBOARDING_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, ONBOARDING_MESSAGES.emailRequired)
    .max(100)
    .regex(EMAIL_RE, ONBOARDING_MESSAGES.emailInvalid);

/** POST /inviteusers: at most 20 friends at a time. */
export const inviteUsersBodySchema = z.object({
  trustnetwork: z
    .array(z.object({ email: inviteEmailField(), index: z.coerce.number().int().min(0).max(100) }), {
      error: ONBOARDING_MESSAGES.emailsRequired,
    })
    .min(1, ONBOARDING_MESSAGES.emailsRequired)
    .max(20, 'Invite at most 20 friends at a time'),
});

/** POST /updateinviteuserstatus: the onboarding steps are done (type: invite, skip or both). */
export const updateInviteStatusBodySchema = z.object({
  type: z.union([z.string().max(20), z.number()]).optional(),
});

/** POST /gettrustmemberbytfp: the member the TFP code belongs to (t_mem_image empty without a photo). */
export const trustMemberSchema = z.object({ t_mem_name: z.string(), t_mem_image: z.string() });
export type TrustMember = z.output<typeof trustMemberSchema>;

const relationshipSchema = z.enum(['NOONE', 'FRIEND', 'FAMILY', 'COLLEAGUE', 'OTHERS']);

/** POST /addreferedtrustpartner: the relationship saved, and the partner's name (null for NOONE). */
export const trustPartnerSchema = z.object({
  u_relationship: relationshipSchema,
  t_mem_name: z.string().nullable(),
});
export type TrustPartner = z.output<typeof trustPartnerSchema>;

/** POST /inviteusers: one row per invited friend, in the order sent (status 0: invitation sent). */
export const invitedFriendsSchema = z.array(
  z.object({ email: z.string(), index: z.number(), status: z.number() }),
);
export type InvitedFriends = z.output<typeof invitedFriendsSchema>;

/** POST /updateinviteuserstatus: the steps reported done ('both' when none was named); registration is complete. */
export const inviteStatusSchema = z.object({
  type: z.union([z.string(), z.number()]),
  registration_complete: z.boolean(),
});
export type InviteStatus = z.output<typeof inviteStatusSchema>;
