import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The five tabs of /transactions (part 2 section 2.7) and their trans_type. */
export const TRANSACTION_TYPES = ['contribution', 'referal', 'loan', 'pop', 'etc'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTIONS_PER_PAGE = 10;
export const NO_RECORDS = 'No records available';

const MMDDYYYY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
const dateField = z
  .string()
  .trim()
  .refine((s) => s === '' || MMDDYYYY.test(s), 'Dates must be MM/DD/YYYY')
  .optional();

/** POST /transactions */
export const transactionsBodySchema = z.object({
  trans_type: z.enum(TRANSACTION_TYPES, { error: 'Choose a transaction type' }),
  /** The page, from 1. */
  offset: z.coerce.number().int().min(1).max(100_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(TRANSACTIONS_PER_PAGE),
  trans_from_date: dateField,
  trans_to_date: dateField,
  orderby: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['asc', 'desc']))
    .default('desc'),
});
export type TransactionsBody = z.input<typeof transactionsBodySchema>;

/**
 * One row of a /transactions tab (naira; trans_date MM/DD/YYYY). The pop_… and etc_… fields come from
 * the POP/ETC application the entry lent or repaid (null on other tabs); loan_id is the loan of a loan
 * row, for its View link to /viewloan.
 */
export const transactionRowSchema = z.object({
  trans_id: z.number(),
  /** The payment reference to quote to support; trans_id is the spec's id (the ledger entry). */
  trans_reference: z.string(),
  trans_date: z.string(),
  trans_amount: z.number(),
  status: z.string(),
  pop_item_name: z.string().nullable(),
  etc_from: z.string().nullable(),
  etc_to: z.string().nullable(),
  etc_type: z.string().nullable(),
  /** A round trip's return day (MM/DD/YYYY); null for a one-way trip (the table shows N/A). */
  etc_return_date: z.string().nullable(),
  loan_id: z.number().nullable(),
});
export type TransactionRow = z.output<typeof transactionRowSchema>;

/** POST /transactions answers the page's rows in data and, beside the envelope's fields, the tab's total_records. */
export const transactionsAnswerSchema = envelope(z.array(transactionRowSchema)).extend({
  total_records: z.number(),
});
export type TransactionsAnswer = z.output<typeof transactionsAnswerSchema>;
