import { z } from 'zod';
import { confirmTransferBodySchema } from './payments.ts';

/**
 * The console's bank transfers (issue 18): the queue of members awaiting a transfer, a confirmation
 * proposed by one operator and approved by another, and the bank statement import.
 */
export const TRANSFER_MESSAGES = {
  proposed: 'Proposed. A different operator must approve it.',
  referenceRequired: 'Enter the bank reference of the transfer (4 to 64 letters, digits, / _ . -)',
  csvRequired: 'Choose the bank statement (a CSV file)',
  csvTooLarge: 'The bank statement must be 1 MB or less',
  csvUnreadable:
    'This file is not a bank statement we can read. Export it as CSV with a header row (date, narration, credit or amount, reference).',
  nothingMatched: 'No line of this statement matches a member awaiting a transfer.',
  imported: (n: number) =>
    `${n} confirmation${n === 1 ? '' : 's'} proposed. A different operator must approve them.`,
  approvedNotice: 'Bank transfer confirmed',
  rejectedNotice: 'Bank transfer not confirmed',
} as const;

/** What a member is awaited to pay by transfer. */
export const AWAITED_KINDS = ['plan', 'plan-change', 'contribution', 'loan', 'pop', 'etc'] as const;
export type AwaitedKind = (typeof AWAITED_KINDS)[number];

export const AWAITED_KIND_LABELS: Record<AwaitedKind, string> = {
  plan: 'Plan start',
  'plan-change': 'Plan change',
  contribution: 'Weekly contribution',
  loan: 'Loan repayment',
  pop: 'POP repayment',
  etc: 'ETC repayment',
};

export const queuedTransferSchema = z.object({
  kind: z.enum(AWAITED_KINDS),
  member: z.object({ id: z.number(), name: z.string() }),
  /** The narration the member was asked to write: their Trust Fund Pin. */
  tfp: z.string(),
  /** Naira expected (for a weekly contribution: one week's saving; several weeks may come at once). */
  amount: z.number(),
  /** The payment awaited (null for weekly contributions, which have none until they arrive). */
  payment_reference: z.string().nullable(),
  since: z.string(),
  /** A confirmation already waiting for approval, if any. */
  proposal_id: z.number().nullable(),
});
export type QueuedTransfer = z.infer<typeof queuedTransferSchema>;

export const awaitedTransfersSchema = z.object({
  transfers: z.array(queuedTransferSchema),
  total: z.number(),
});

export const awaitedTransfersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search with 100 characters or less').optional(),
  kind: z.enum(AWAITED_KINDS, 'Choose a kind of transfer from the list').optional(),
});

/** Proposing a confirmation: the CLI's fields, the bank reference required (it identifies the credit). */
export const proposeTransferBodySchema = confirmTransferBodySchema.extend({
  reference: z
    .string(TRANSFER_MESSAGES.referenceRequired)
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]{3,63}$/, TRANSFER_MESSAGES.referenceRequired),
  /** Which awaited payment this is for, when the member awaits more than one (from the queue). */
  payment_reference: z.string().trim().max(80).optional(),
});

export const importStatementBodySchema = z.object({
  csv: z
    .string(TRANSFER_MESSAGES.csvRequired)
    .min(1, TRANSFER_MESSAGES.csvRequired)
    .max(1_000_000, TRANSFER_MESSAGES.csvTooLarge),
  /** true: only read and match the lines (the preview); false: propose the matches. */
  preview: z.boolean().default(true),
});

export const STATEMENT_LAYOUTS = ['gtbank', 'access-zenith', 'generic'] as const;

export const statementLineSchema = z.object({
  line: z.number(),
  date: z.string(),
  amount: z.number(),
  narration: z.string(),
  reference: z.string(),
  /** matched: proposed (or to be); unmatched: see reason; duplicate: this credit was already imported. */
  status: z.enum(['matched', 'unmatched', 'duplicate']),
  reason: z.string().nullable(),
  match: z.object({ kind: z.enum(AWAITED_KINDS), tfp: z.string(), member: z.string() }).nullable(),
  proposal_id: z.number().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementImportSchema = z.object({
  layout: z.enum(STATEMENT_LAYOUTS),
  lines: z.array(statementLineSchema),
  matched: z.number(),
  unmatched: z.number(),
  duplicate: z.number(),
  proposed: z.number(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;
