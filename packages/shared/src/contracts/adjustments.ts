import { z } from 'zod';
import { amountTooLargeMessage, idField, nairaAmountField } from './fields.ts';

/**
 * The console's Adjustments section: corrections of the ledger by operators, each proposed with a
 * reason and posted only when another operator approves it (Approvals), as a new journal entry:
 * a posting is never edited.
 */
export const ADJUSTMENT_TYPES = ['reversal', 'fee-refund', 'payment-move', 'write-off', 'manual'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

export const ADJUSTMENT_LABELS: Record<AdjustmentType, string> = {
  reversal: 'Reverse a journal entry',
  'fee-refund': 'Waive or refund a membership fee',
  'payment-move': 'Move a payment to the right member',
  'write-off': 'Write off a loan, POP or ETC balance',
  manual: 'Manual journal entry',
};

/** The fund's own accounts a manual entry may name (a member's account is `TFP…:<kind>`). */
export const FUND_ACCOUNT_LABELS = {
  'asset:bank': 'Bank account',
  'asset:provider-clearing': 'Card provider (not yet settled)',
  'liability:payouts-due': 'Payouts due',
  'income:membership-fees': 'Membership fees (income)',
  'expense:referral-earnings': 'Referral earnings (expense)',
  'expense:trust-bonus': 'Trust bonus (expense)',
  'expense:write-offs': 'Write-offs (expense)',
  'equity:fund': 'Fund capital',
} as const;
export type FundAccountName = keyof typeof FUND_ACCOUNT_LABELS;

export const MEMBER_ACCOUNT_LABELS = {
  contributions: 'Contributions',
  earnings: 'Earnings',
  loan: 'Loan',
  pop: 'POP',
  etc: 'ETC',
} as const;

export const ADJUSTMENT_MESSAGES = {
  type: 'Choose the kind of correction: reversal, fee-refund, payment-move, write-off or manual.',
  reason: 'Enter the reason for this correction (3 to 300 characters)',
  entry: 'Enter the journal entry number',
  tfp: "Enter the member's TFP (TFP followed by ten digits)",
  amount: 'Enter the amount in naira',
  positive: 'The amount must be greater than zero',
  to: 'Choose where the fee goes back: contributions or earnings',
  what: 'Choose what is written off: loan, pop or etc',
  account:
    "Choose an account: one of the fund's accounts, or a member's as TFP0123456789:contributions (earnings, loan, pop or etc)",
  sameAccount: 'The debit and credit accounts must be different',
  noEntry: 'No journal entry has this number',
  noMember: 'No member has this TFP',
  notAPayment: 'Only a payment (a contribution, Save More or a repayment) can be moved to another member.',
  sameMember: 'The payment is already on this member.',
  alreadyMoved:
    'This payment was already moved to another member. Move it back with a new payment entry, or reverse the move.',
  noFee: 'This member has paid no membership fee to refund.',
  feeTooLarge: (paid: string) => `This member paid ${paid} in membership fees: refund at most that.`,
  proposed: 'Proposed. A different operator must approve it in Approvals.',
  writeOffEndedLoan:
    "This write-off ended the member's loan and released its trusters, so it is not reversed. If the member owes the money after all, post a manual journal entry to their loan account.",
  search: 'Enter a TFP or a journal entry number',
} as const;

const reason = z
  .string(ADJUSTMENT_MESSAGES.reason)
  .trim()
  .min(3, ADJUSTMENT_MESSAGES.reason)
  .max(300, ADJUSTMENT_MESSAGES.reason);
const tfp = z
  .string(ADJUSTMENT_MESSAGES.tfp)
  .trim()
  .toUpperCase()
  .regex(/^TFP\d{10}$/, ADJUSTMENT_MESSAGES.tfp);
const entryId = idField(ADJUSTMENT_MESSAGES.entry);
const amount = nairaAmountField({
  required: ADJUSTMENT_MESSAGES.amount,
  positive: ADJUSTMENT_MESSAGES.positive,
  tooLarge: amountTooLargeMessage('The amount'),
});
const FUND_ACCOUNTS = Object.keys(FUND_ACCOUNT_LABELS) as FundAccountName[];
export const MEMBER_ACCOUNT_RE = /^(TFP\d{10}):(contributions|earnings|loan|pop|etc)$/;
const account = z
  .string(ADJUSTMENT_MESSAGES.account)
  .trim()
  .refine(
    (s) => (FUND_ACCOUNTS as string[]).includes(s) || MEMBER_ACCOUNT_RE.test(s),
    ADJUSTMENT_MESSAGES.account,
  );

export const adjustmentBodySchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('reversal'), entry_id: entryId, reason }),
    z.object({
      type: z.literal('fee-refund'),
      tfp,
      amount,
      to: z.enum(['contributions', 'earnings'], ADJUSTMENT_MESSAGES.to),
      reason,
    }),
    z.object({ type: z.literal('payment-move'), entry_id: entryId, to_tfp: tfp, reason }),
    z.object({
      type: z.literal('write-off'),
      tfp,
      what: z.enum(['loan', 'pop', 'etc'], ADJUSTMENT_MESSAGES.what),
      amount,
      reason,
    }),
    z
      .object({ type: z.literal('manual'), debit: account, credit: account, amount, reason })
      .refine((b) => b.debit !== b.credit, { message: ADJUSTMENT_MESSAGES.sameAccount, path: ['credit'] }),
  ],
  { error: ADJUSTMENT_MESSAGES.type },
);
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;

export const adjustmentProposedSchema = z.object({ proposal_id: z.number(), reference: z.string() });

export const journalSearchQuerySchema = z.object({
  q: z
    .string(ADJUSTMENT_MESSAGES.search)
    .trim()
    .min(1, ADJUSTMENT_MESSAGES.search)
    .max(20, ADJUSTMENT_MESSAGES.search),
});

/** A journal entry as the Adjustments section lists it, with its lines. */
export const journalEntryViewSchema = z.object({
  id: z.number(),
  kind: z.string(),
  description: z.string(),
  reference: z.string(),
  at: z.string(),
  /** The entry this one reverses, or the entry that reversed it. */
  reverses: z.number().nullable(),
  reversed_by: z.number().nullable(),
  lines: z.array(
    z.object({
      /** As an operator names it: a fund account's code, or TFP…:<kind> for a member's. */
      account: z.string(),
      /** Naira: a debit positive, a credit negative. */
      amount: z.number(),
    }),
  ),
});
export type JournalEntryView = z.infer<typeof journalEntryViewSchema>;

export const journalSearchSchema = z.object({
  member: z.object({ id: z.number(), name: z.string(), tfp: z.string() }).nullable(),
  entries: z.array(journalEntryViewSchema),
});
export type JournalSearch = z.infer<typeof journalSearchSchema>;
