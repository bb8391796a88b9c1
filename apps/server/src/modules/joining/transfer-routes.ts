import { answers, confirmedTransferSchema, confirmTransferBodySchema, toNairaNumber } from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../../http/session-guard.ts';
import { findPayment } from '../payments/index.ts';
import { confirmTransfer } from './bank-transfer.ts';
import { joiningContext } from './context.ts';
import { mailReceiptOnce } from './receipt.ts';

/** POST /api/admin/transfers/confirm {tfp, amount}: a member's bank transfer arrived; activate the plan. */
/** What the operator reads after confirming. */
export function confirmationMessage(r: {
  kind: string;
  member: string;
  plan: string;
  weeks?: { paidLate: number[]; paid: number[] };
}) {
  if (r.kind === 'plan') return `Transfer confirmed: ${r.member}'s ${r.plan} plan is active`;
  const weeks = r.weeks ? r.weeks.paidLate.length + r.weeks.paid.length : 0;
  return `Transfer confirmed: ${r.member}'s contribution is posted (${weeks} week${weeks === 1 ? '' : 's'} paid)`;
}

export const transferConfirmRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/transfers/confirm',
    {
      schema: {
        tags: ['admin'],
        body: confirmTransferBodySchema,
        response: answers(confirmedTransferSchema),
      },
      preValidation: requireOperator,
      // Confirming money received is finance's work.
      config: { roles: ['finance'] },
    },
    async (req) => {
      const actorUserId = req.member?.userId;
      const ctx = joiningContext(app);
      const r = await confirmTransfer(ctx, {
        tfp: req.body.tfp,
        amountKobo: req.body.amount,
        actorUserId,
        bankReference: req.body.reference,
      });
      // The member gets the receipt of a plan paid by transfer, as for a card payment (once).
      if (r.kind === 'plan') {
        const paid = await findPayment(ctx.db, r.reference);
        if (paid) await mailReceiptOnce(ctx, paid);
      }
      return ok(
        {
          tfp: r.tfp,
          member: r.member,
          plan: r.plan,
          amount: toNairaNumber(r.amountKobo),
          reference: r.reference,
          started_at: r.startedAt.toISOString(),
          kind: r.kind,
          weeks_paid: r.weeks ? [...r.weeks.paidLate, ...r.weeks.paid] : [],
        },
        confirmationMessage(r),
      );
    },
  );
};
