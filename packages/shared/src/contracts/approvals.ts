import { z } from 'zod';
import { idField } from './fields.ts';

/** Maker-checker: what an operator reads about a proposal and sends to approve or reject it. */
export const APPROVAL_MESSAGES = {
  notFound: 'Proposal not found',
  ownProposal: 'You proposed this. A different operator must approve it.',
  changed: 'This proposal has changed since you opened it. Open it again and review it.',
  alreadyRejected: 'This proposal was rejected.',
  alreadyOpen: 'This is already proposed and waiting for approval.',
  reasonRequired: 'Enter the reason for rejecting this proposal',
  approved: 'Approved',
  rejected: 'Rejected',
  proposed: 'Proposed. A different operator must approve it.',
} as const;

export const PROPOSAL_STATUSES = ['proposed', 'approved', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const proposalSchema = z.object({
  id: z.number(),
  kind: z.string(),
  /** What the proposal does, in an operator's words ("Confirm ₦3,000 from Ada Obi (TFP…)"). */
  summary: z.string(),
  subject: z.string(),
  member_id: z.number().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** Send it back with approve: a proposal changed since it was read is not applied. */
  payload_hash: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  proposed_by: z.object({ id: z.number(), name: z.string() }),
  proposed_at: z.string(),
  decided_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalListSchema = z.object({ proposals: z.array(proposalSchema), total: z.number() });

export const proposalsQuerySchema = z.object({
  kind: z.string().max(40).optional(),
  status: z.enum(PROPOSAL_STATUSES, 'The status must be proposed, approved or rejected').default('proposed'),
  page: z.coerce.number('The page must be a whole number from 1').int().min(1).max(10_000).default(1),
});

export const proposalParamsSchema = z.object({ id: idField(APPROVAL_MESSAGES.notFound) });

export const approveBodySchema = z.object({
  payload_hash: z.string(APPROVAL_MESSAGES.changed).regex(/^[0-9a-f]{64}$/, APPROVAL_MESSAGES.changed),
});

export const rejectBodySchema = z.object({
  reason: z
    .string(APPROVAL_MESSAGES.reasonRequired)
    .trim()
    .min(1, APPROVAL_MESSAGES.reasonRequired)
    .max(300, 'The reason must be 300 characters or less'),
});
