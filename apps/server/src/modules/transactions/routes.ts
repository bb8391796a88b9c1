import {
  errorEnvelope,
  type TransactionRow,
  type TransactionType,
  toNairaNumber,
  transactionsAnswerSchema,
  transactionsBodySchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import type { MemberAccountKind } from '../../ledger/index.ts';
import { startOfLagosDay, toMmDdYyyy } from './lagos-date.ts';
import { type LendingDetail, lendingDetails } from './lending-details.ts';
import { memberHistory } from './queries.ts';
import { statusOf } from './status.ts';

/** The tab's trans_type -> the member's ledger account it lists. */
const ACCOUNT_OF: Record<TransactionType, MemberAccountKind> = {
  contribution: 'contributions',
  referal: 'earnings',
  loan: 'loan',
  pop: 'pop',
  etc: 'etc',
};

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' as 'MM/DD/YYYY'. */
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** POST /transactions (part 2 section 2.7): one page of a tab, from the member's own ledger accounts. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/transactions',
    {
      schema: {
        tags: ['transactions'],
        body: transactionsBodySchema,
        // total_records sits beside data, outside the envelope's usual three fields (part 2 section 7).
        response: { 200: transactionsAnswerSchema, '4xx': errorEnvelope, '5xx': errorEnvelope },
      },
      preHandler: requireMember,
    },
    async (request) => {
      const b = request.body;
      const from = b.trans_from_date ? startOfLagosDay(b.trans_from_date) : null;
      let toStart = b.trans_to_date ? startOfLagosDay(b.trans_to_date) : null;
      if ((b.trans_from_date && !from) || (b.trans_to_date && !toStart)) {
        throw badRequest('Enter a real date as MM/DD/YYYY');
      }
      // The screen's rule: a start after the end moves the end to the start (part 2 section 5).
      if (from && toStart && from > toStart) toStart = from;
      const { rows, total, lent } = await memberHistory(
        app.deps.db,
        request.member.userId,
        ACCOUNT_OF[b.trans_type],
        {
          from: from ?? undefined,
          to: toStart ? new Date(toStart.getTime() + DAY_MS) : undefined,
          order: b.orderby,
        },
        { limit: b.count, offset: (b.offset - 1) * b.count },
      );
      const lending = ACCOUNT_OF[b.trans_type];
      const details =
        lending === 'loan' || lending === 'pop' || lending === 'etc'
          ? lendingDetails(lending, rows, lent)
          : new Map<number, LendingDetail>();
      const list: TransactionRow[] = rows.map((r) => {
        const d = details.get(r.entryId);
        return {
          trans_id: r.entryId,
          trans_reference: r.reference,
          trans_date: toMmDdYyyy(r.createdAt),
          trans_amount: toNairaNumber(r.amountKobo < 0n ? -r.amountKobo : r.amountKobo),
          status: statusOf(r.kind, r.amountKobo),
          pop_item_name: d?.popItemName ?? null,
          etc_from: d?.etcFrom ?? null,
          etc_to: d?.etcTo ?? null,
          etc_type: d?.etcType ?? null,
          etc_return_date: d?.etcReturnDate ? mmddyyyy(d.etcReturnDate) : null,
          loan_id: d?.loanId ?? null,
        };
      });
      return { ...ok(list, list.length ? 'Success' : 'No records available'), total_records: total };
    },
  );
};
