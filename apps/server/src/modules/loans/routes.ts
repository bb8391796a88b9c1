import {
  answers,
  currentLoanSchema,
  LOAN_MESSAGES,
  loanActionBodySchema,
  loanChecklistSchema,
  loanDetailBodySchema,
  loanDetailSchema,
  loanRequestBodySchema,
  loanRequestResultSchema,
  loanRequirementBodySchema,
  loanRequirementSchema,
  loanTrusterOptionsSchema,
  pageBodySchema,
  savedLoanBodySchema,
  savedLoanSchema,
  trusterAnswerBodySchema,
  trustResponseResultSchema,
} from '@trust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { requireMember } from '../../http/session-guard.ts';
import { withHoldNotice } from '../banks/index.ts';
import { useMoneyOutCode } from '../money-out/index.ts';
import { loanAction, withdrawsToBank } from './actions.ts';
import { loanChecklist } from './checklist.ts';
import { currentLoan, loanDetail, savedLoan, trusterOptions } from './read.ts';
import { answerTrustRequest } from './respond.ts';
import { loanRequirement, requestLoan } from './submit.ts';

const tags = ['loans'];

/** The loan flow (part 2 sections 2.8, 4.11-4.13, 7): apply, trusters answer, the member acts. */
export const loanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  const pre = { preHandler: requireMember };

  // Every condition of applying at once, before the member types anything (docs/domain-rules.md, Loans).
  app.get(
    '/loaneligibility',
    { ...pre, schema: { tags, response: answers(loanChecklistSchema) } },
    async (req) => ok(await loanChecklist(db, req.member.userId, clock.now())),
  );

  app.post(
    '/checkloanrequirement',
    { ...pre, schema: { tags, body: loanRequirementBodySchema, response: answers(loanRequirementSchema) } },
    async (req) => ok(await loanRequirement(db, req.member.userId, req.body.loan_amount, clock.now())),
  );

  app.post(
    '/loantrusters',
    { ...pre, schema: { tags, body: pageBodySchema, response: answers(loanTrusterOptionsSchema) } },
    async (req) => ok(await trusterOptions(db, req.member.userId, req.body)),
  );

  app.post(
    '/userloanrequest',
    { ...pre, schema: { tags, body: loanRequestBodySchema, response: answers(loanRequestResultSchema) } },
    async (req) => {
      const r = await requestLoan(app.deps, req.member.userId, req.body, clock.now());
      return ok(
        { loan_id: r.loan_id, loan_status: r.loan_status },
        req.body.loan_process === 1 ? LOAN_MESSAGES.submitted : LOAN_MESSAGES.saved,
      );
    },
  );

  app.post(
    '/getusersavedloanrequest',
    { ...pre, schema: { tags, body: savedLoanBodySchema, response: answers(savedLoanSchema) } },
    async (req) => ok(await savedLoan(db, req.member.userId, req.body.loan_id)),
  );

  app.get(
    '/usercurrentloan',
    { ...pre, schema: { tags, response: answers(currentLoanSchema) } },
    async (req) => ok(await currentLoan(db, req.member.userId)),
  );

  app.post(
    '/getuserloandetail',
    { ...pre, schema: { tags, body: loanDetailBodySchema, response: answers(loanDetailSchema) } },
    async (req) => ok(await loanDetail(db, req.member.userId, req.body.loan_id)),
  );

  app.post(
    '/usertrustpartnerresponse',
    { ...pre, schema: { tags, body: trusterAnswerBodySchema, response: answers(trustResponseResultSchema) } },
    async (req) => {
      const r = await answerTrustRequest(
        db,
        req.member.userId,
        { loanId: req.body.loanid, trust: req.body.trustresponse === 1 },
        clock.now(),
      );
      return ok({ loan_id: r.loan_id, loan_status: r.loan_status }, r.message);
    },
  );

  app.post(
    '/userloanaction',
    { ...pre, schema: { tags, body: loanActionBodySchema, response: answers(trustResponseResultSchema) } },
    async (req) => {
      const { userId } = req.member;
      const toBank = req.body.loan_action === 1 && (await withdrawsToBank(db, userId, req.body.loan_id));
      if (toBank) await useMoneyOutCode(db, userId, 'loan_withdrawal', req.body.code, clock.now());
      const r = await loanAction(db, userId, req.body.loan_action, req.body.loan_id, clock.now());
      const message = toBank ? await withHoldNotice(db, userId, clock.now(), r.message) : r.message;
      return ok({ loan_id: r.loan_id, loan_status: r.loan_status }, message);
    },
  );
};
