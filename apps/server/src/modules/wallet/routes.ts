import {
  answers,
  etcRepayBodySchema,
  type FundAccount,
  formatNaira,
  LENDING_LABELS,
  loanRepayBodySchema,
  popRepayBodySchema,
  repayPaymentSchema,
  repayStartedSchema,
  repayVerifyBodySchema,
  toNairaNumber,
  trustWalletSchema,
  WALLET_MESSAGES,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { paymentsContext } from '../payments/index.ts';
import { LENDING_KINDS } from './lendings.ts';
import { confirmCardRepayment, type RepayStart, startRepayment } from './repay.ts';
import { trustWallet } from './service.ts';

const fundAccount = (c: Config): FundAccount => ({
  bank_name: c.FUND_BANK_NAME,
  account_number: c.FUND_ACCOUNT_NUMBER,
  account_name: c.FUND_ACCOUNT_NAME,
});

/** The answer of a started repayment: the checkout address, or the transfer noted with where to pay. */
function started(r: RepayStart, label: string) {
  if (r.method === 'card') {
    const data = {
      authurl: r.authurl,
      authorization_url: r.authurl,
      reference: r.reference,
      amount: toNairaNumber(r.amountKobo),
    };
    return ok(data, WALLET_MESSAGES.paymentStarted);
  }
  const data = {
    reference: r.reference,
    amount: toNairaNumber(r.amountKobo),
    narration: r.narration,
    bank: r.bank,
  };
  return ok(data, WALLET_MESSAGES.transferNoted(label, formatNaira(r.amountKobo)));
}

/** The trust wallet (part 2 sections 2.10, 3, 4.3, 4.4, 7): the figures and the repayments. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usertrustwallet',
    { schema: { tags: ['wallet'], response: answers(trustWalletSchema) }, preHandler: requireMember },
    async (request) =>
      ok(await trustWallet(app.deps.db, request.member.userId, fundAccount(app.deps.config))),
  );

  // POST /loanrepayement {loan_amount}, /poprepayement {pop_amount}, /etcrepayement {etc_amount}.
  const repayCalls = [
    ['/loanrepayement', 'loan', loanRepayBodySchema],
    ['/poprepayement', 'pop', popRepayBodySchema],
    ['/etcrepayement', 'etc', etcRepayBodySchema],
  ] as const;
  for (const [path, what, body] of repayCalls) {
    app.post(
      path,
      {
        schema: { tags: ['wallet'], body, response: answers(repayStartedSchema) },
        preHandler: requireMember,
      },
      async (request) => {
        // The three bodies differ only in the amount's name (<what>_amount), read as kobo.
        const b = request.body as { payment_method: 'card' | 'transfer' } & Record<string, unknown>;
        const r = await startRepayment(paymentsContext(app), request.member.userId, LENDING_KINDS[what], {
          amountKobo: b[`${what}_amount`] as bigint,
          method: b.payment_method,
          bank: fundAccount(app.deps.config),
        });
        return started(r, LENDING_LABELS[what]);
      },
    );
  }

  app.post(
    '/repaymentcallback',
    {
      schema: { tags: ['wallet'], body: repayVerifyBodySchema, response: answers(repayPaymentSchema) },
      preHandler: requireMember,
    },
    async (request) => {
      const s = await confirmCardRepayment(
        paymentsContext(app),
        request.member.userId,
        request.body.reference,
      );
      const p = s.payment;
      const data = {
        reference: p.reference,
        repay_type: s.kind.name,
        status: p.status as 'pending' | 'success' | 'failed',
        amount: toNairaNumber(p.amountKobo),
        paid_at: p.settledAt?.toISOString() ?? null,
        method: 'Card',
        outstanding: toNairaNumber(s.owedKobo),
      };
      if (p.status === 'failed') {
        throw new ApiError(
          402,
          p.failureReason === WALLET_MESSAGES.refunded(s.kind.label)
            ? p.failureReason
            : WALLET_MESSAGES.paymentFailed,
          data,
        );
      }
      if (p.status === 'pending') return ok(data, 'Payment pending');
      return ok(data, WALLET_MESSAGES.repaid(s.kind.label, formatNaira(p.amountKobo)));
    },
  );
};
