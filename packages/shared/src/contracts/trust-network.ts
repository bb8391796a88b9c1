import { z } from 'zod';
import { tfpCodeField } from './onboarding.ts';

/** The trust network's texts (part 2 sections 2.9, 4.13 and 5). */
export const TRUST_NETWORK_MESSAGES = {
  notEligible: 'This member cannot join a trust network yet: only members on a paid plan can.',
  needPaidPlan: 'Choose a paid plan first: the trust network is for members on a paid plan.',
  isSelf: 'You cannot add yourself to your trust network',
  alreadyMember: 'This member is already in your trust network',
  alreadyRequested: 'You have already sent this member a request',
  requestSent: 'Your request has been sent',
  requestAccepted: 'You are now in each other’s trust network',
  requestRejected: 'Request rejected',
  requestNotFound: 'This request is no longer waiting for your answer',
} as const;

/** t_mem_status: 0 request pending, 1 accepted, 2 rejected. */
export const TRUST_MEMBER_PENDING = 0;
export const TRUST_MEMBER_ACCEPTED = 1;
export const TRUST_MEMBER_REJECTED = 2;
/** The truster prefixes a loan asks for (part 2 section 3, loan requirement). */
export const TRUST_PREFIXES = ['STM', 'GTM', 'PTM'] as const;
export type TrustPrefix = (typeof TRUST_PREFIXES)[number];
export const TRUST_MEMBERS_PER_PAGE = 10;

/** POST /addtrustmember */
export const addTrustMemberBodySchema = z.object({ u_mem_tfpcode: tfpCodeField() });

const userIdField = (name: string) =>
  z.coerce
    .number({ error: `Enter ${name}` })
    .int(`Enter ${name}`)
    .positive(`Enter ${name}`);

/** POST /addtrustmemberresponse: byuserid asked, touserid (the signed-in member) answers '1' accept or '0' reject. */
export const trustRequestAnswerBodySchema = z.object({
  byuserid: userIdField('byuserid'),
  touserid: userIdField('touserid').optional(),
  trustrequest: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)], {
    error: 'trustrequest must be 1 (accept) or 0 (reject)',
  }),
});

const pageFields = {
  /** The page, from 1. */
  offset: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(TRUST_MEMBERS_PER_PAGE),
};

/** POST /trustmemberslisting */
export const trustMembersListingBodySchema = z.object(pageFields);

/** POST /trustmembers: without t_mem_type each list holds its first `count`; with it, that list is paged. */
export const trustMembersByTypeBodySchema = z.object({
  ...pageFields,
  t_mem_type: z.enum(TRUST_PREFIXES, { error: 'Choose STM, GTM or PTM' }).optional(),
});

/** One member of the network as the screens show it (part 2 section 3, Trust member). */
export const trustMemberRowSchema = z.object({
  id: z.number(),
  u_id: z.number(),
  u_first_name: z.string(),
  u_tfp_pin: z.string(),
  pl_prefix: z.string(),
  u_tfp_pin_status: z.number(),
  t_mem_status: z.number(),
  u_image: z.string(),
  /** Who asked (byuserid) and who was asked (touserid): a pending request with touserid me awaits my answer. */
  byuserid: z.number(),
  touserid: z.number(),
  /** 'sent' (I asked), 'received' (I was asked). */
  t_mem_direction: z.enum(['sent', 'received']),
  requested_at: z.string(),
});
export type TrustMemberRow = z.output<typeof trustMemberRowSchema>;

export const trustMembersListingSchema = z.object({
  list: z.array(trustMemberRowSchema),
  total_records: z.number(),
});
export type TrustMembersListing = z.output<typeof trustMembersListingSchema>;

export const trustMembersByTypeSchema = z.object({
  t_mem_list: z.object({
    STM: z.array(trustMemberRowSchema),
    GTM: z.array(trustMemberRowSchema),
    PTM: z.array(trustMemberRowSchema),
  }),
  t_mem_total: z.object({ STM: z.number(), GTM: z.number(), PTM: z.number() }),
});
export type TrustMembersByType = z.output<typeof trustMembersByTypeSchema>;

/** POST /addtrustmember: the link as it now stands (status 0 sent, 1 when it answered their request). */
export const addTrustMemberAnswerSchema = z.object({
  t_mem_name: z.string(),
  t_mem_status: z.number(),
});

/** POST /addtrustmemberresponse */
export const trustResponseAnswerSchema = z.object({ t_mem_status: z.number() });

/**
 * The router state a notification passes to /trustmembers (part 2 section 2.9): the request to answer.
 */
export interface TrustMemberData {
  byuserid: number;
  touserid: number;
  name?: string;
}
