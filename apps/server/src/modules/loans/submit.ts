import {
  formatNaira,
  LOAN_MESSAGES,
  type loanRequestBodySchema,
  selectionWeight,
  TRUSTER_TYPES,
  type TrusterType,
} from '@trust/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { loans, loanTrusters, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../http/envelope.ts';
import { lagosDay } from '../../lagos-day.ts';
import { checkLoanTier } from '../identity/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { checkEligible, checkHours } from './eligibility.ts';
import { capText, limitsFor, PLAN_LOAN_CAP_KOBO, requirementFor } from './requirement.ts';
import { ANSWER_WINDOW_MS, isoDayOf, PIN } from './states.ts';
import { acceptedTrustMembers } from './trusters-source.ts';

type Body = z.output<typeof loanRequestBodySchema>;

/** The key of the in-app request each truster gets (part 2 section 3). */
const TRUST_REQUEST_KEY = 'aye_noty_loan_request_to_trusters';

/** Every accepted trust member at once (a network is small; the table pages them for the screen). */
const ALL = { offset: 1, count: 10_000 };

/** A Postgres unique violation (PGlite and node-postgres both carry the code). */
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * POST /checkloanrequirement: the member may apply (section 4.6), the amount is within their plan's
 * limit (section 6) and their tier's (no checked ID: ₦100,000), and the trusters it needs (docs/domain-rules.md, Loans).
 */
export async function loanRequirement(db: Db, userId: number, amountKobo: bigint, now: Date) {
  const plan = await checkEligible(db, userId, now);
  const cap = PLAN_LOAN_CAP_KOBO[plan] ?? 0n;
  if (amountKobo > cap)
    throw badRequest(LOAN_MESSAGES.planCap(plan, capText(plan)), { field: 'loan_amount' });
  // Without a checked ID the member's tier caps the loan below the plan's (docs/domain-rules.md).
  await checkLoanTier(db, userId, amountKobo);
  return requirementFor(amountKobo);
}

/**
 * POST /userloanrequest. loan_process 2 keeps the application for later (nobody is restricted);
 * 1 submits it: in one transaction the chosen trusters' pins are locked in id order, each must be
 * AVAILABLE and becomes IN PROCESS (so of two borrowers racing for one truster the second is refused),
 * the application waits 48 hours for their answers, and each truster is notified in-app; mails follow.
 */
export async function requestLoan(deps: Pick<Deps, 'db'>, userId: number, b: Body, now: Date) {
  const submit = b.loan_process === 1;
  const requirements = await loanRequirement(deps.db, userId, b.loan_amount, now);
  const repaymentDate = isoDayOf(b.loan_repayment_date);
  if (!repaymentDate) throw badRequest(LOAN_MESSAGES.dateInvalid, { field: 'loan_repayment_date' });
  if (repaymentDate < lagosDay(now))
    throw badRequest(LOAN_MESSAGES.datePast, { field: 'loan_repayment_date' });
  if (submit) checkHours(now);

  // Each pick must be an accepted trust member; their tab is their own plan's, whatever was sent.
  const network = new Map((await acceptedTrustMembers(deps.db, userId, ALL)).map((m) => [m.id, m] as const));
  const ids = [...new Set(TRUSTER_TYPES.flatMap((t) => b.trustmembers[t].map((p) => p.id)))];
  const picks = ids.map((id) => {
    const m = network.get(id);
    if (!m || id === userId) throw badRequest(LOAN_MESSAGES.notTruster, { field: 'trustmembers' });
    return m;
  });
  const counts = Object.fromEntries(TRUSTER_TYPES.map((t) => [t, 0])) as Record<TrusterType, number>;
  for (const p of picks) counts[p.planPrefix] += 1;
  const weight = selectionWeight(counts);
  const { min, max } = limitsFor(b.loan_amount);
  if (weight > max) throw badRequest(LOAN_MESSAGES.exceeded, { field: 'trustmembers' });
  if (submit && picks.length === 0) throw badRequest(LOAN_MESSAGES.noTrusters, { field: 'trustmembers' });
  if (submit && weight < min) throw badRequest(LOAN_MESSAGES.belowMinimum(min), { field: 'trustmembers' });

  let loanId: number;
  try {
    loanId = await deps.db.transaction(async (tx) => {
      if (submit && picks.length > 0) {
        // Row locks in id order: two submissions naming the same truster take turns, never deadlock.
        const locked = await tx
          .select({ id: users.id, pin: users.tfpPin, status: users.tfpPinStatus })
          .from(users)
          .where(inArray(users.id, ids))
          .orderBy(asc(users.id))
          .for('update');
        for (const u of locked) {
          if (u.status !== PIN.available)
            throw conflict(LOAN_MESSAGES.unavailable(u.pin ?? ''), { truster: u.id });
        }
        await tx.update(users).set({ tfpPinStatus: PIN.inProcess }).where(inArray(users.id, ids));
      }
      const values = {
        amountKobo: b.loan_amount,
        repaymentDate,
        state: submit ? 'awaiting' : 'saved',
        minWeight: min,
        maxWeight: max,
        submittedAt: submit ? now : null,
        expiresAt: submit ? new Date(now.getTime() + ANSWER_WINDOW_MS) : null,
      };
      let id: number;
      if (b.loan_id) {
        const [saved] = await tx
          .select({ id: loans.id })
          .from(loans)
          .where(and(eq(loans.id, b.loan_id), eq(loans.userId, userId), eq(loans.state, 'saved')))
          .for('update');
        if (!saved) throw notFound('We could not find this saved loan application');
        await tx.update(loans).set(values).where(eq(loans.id, saved.id));
        await tx.delete(loanTrusters).where(eq(loanTrusters.loanId, saved.id));
        id = saved.id;
      } else {
        const [row] = await tx
          .insert(loans)
          .values({ userId, createdAt: now, ...values })
          .returning({ id: loans.id });
        if (!row) throw new Error('loan not stored');
        id = row.id;
      }
      if (picks.length > 0) {
        await tx
          .insert(loanTrusters)
          .values(picks.map((p) => ({ loanId: id, trusterId: p.id, type: p.planPrefix })));
      }
      if (submit) {
        const [me] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
        const name = me?.name ?? 'A trust member';
        // In-app, and by email when the truster keeps "Loan trust requests" on: the email waits in the
        // outbox of this transaction, so a request that commits is always mailed, and one rolled back never.
        for (const p of picks) {
          await notifyMember(tx, {
            memberId: p.id,
            kind: TRUST_REQUEST_KEY,
            subject: 'Loan trust request',
            message: `${name} asked you to trust their loan. Answer within 48 hours.`,
            at: now,
            key: `loan-trust-request:${id}:${p.id}`,
            byUserId: userId,
            loanId: id,
            email: {
              subject: 'A trust member asked you to trust their loan',
              message: [
                `${name} asked you to trust their interest-free loan of ${formatNaira(b.loan_amount)}.`,
                'Open your notifications to TRUST or DECLINE. The request ends if it is not answered within 48 hours.',
              ].join('\n\n'),
            },
          });
        }
      }
      return id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(LOAN_MESSAGES.openLoan);
    throw e;
  }
  return { loan_id: loanId, loan_status: submit ? 2 : 0, requirements };
}
