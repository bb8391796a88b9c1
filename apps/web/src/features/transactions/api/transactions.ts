import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  TRANSACTIONS_PER_PAGE,
  type TransactionRow,
  type TransactionsAnswer,
  type TransactionType,
} from '@trust/shared';
import { ApiCallError, request } from '../../../lib/api-client.ts';

export interface TransactionsFilter {
  type: TransactionType;
  page: number;
  from: string;
  to: string;
}

/**
 * POST /transactions: one page of a tab. An error status shows an empty list (part 2 section 8),
 * so a failure reads as 'No records available' rather than breaking the screen.
 */
export const transactionsQuery = (f: TransactionsFilter) =>
  queryOptions({
    queryKey: ['transactions', f],
    queryFn: async () => {
      try {
        // total_records comes beside the envelope's data (transactionsAnswerSchema, the route's answer).
        const res: Partial<Pick<TransactionsAnswer, 'total_records'>> & { data: TransactionRow[] } =
          await request('POST /transactions', {
            body: {
              trans_type: f.type,
              offset: f.page,
              count: TRANSACTIONS_PER_PAGE,
              trans_from_date: f.from,
              trans_to_date: f.to,
              orderby: 'desc',
            },
          });
        return { rows: res.data, total: res.total_records ?? 0 };
      } catch (e) {
        if (e instanceof ApiCallError && e.status !== 0) return { rows: [], total: 0 };
        throw e;
      }
    },
    placeholderData: keepPreviousData,
  });

export const useTransactions = (f: TransactionsFilter) => useQuery(transactionsQuery(f));
