import { z } from 'zod';

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

export interface TransactionRow {
  trans_id: number;
  /** The payment reference to quote to support; trans_id is the spec's id, kept for the loan link. */
  trans_reference: string;
  trans_date: string;
  trans_amount: number;
  status: string;
  pop_item_name: string | null;
  etc_from: string | null;
  etc_to: string | null;
  etc_type: string | null;
}
