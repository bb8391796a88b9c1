import { randomBytes } from 'node:crypto';
import { nairaToKobo, notificationKinds, OPERATOR_ROLES } from '@trust/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contributionWeeks,
  loans,
  mailOutbox,
  memberships,
  payments,
  trustMembers,
  users,
} from '../db/schema/index.ts';
import { notFound, ok } from '../http/envelope.ts';
import { requireLocalCaller } from '../http/local-only.ts';
import { ACCOUNTS, etcDisbursed, loanDisbursed, memberAccount, popDisbursed, post } from '../ledger/index.ts';
import { applyAssignOutcome } from '../modules/dedicated-accounts/index.ts';
import { notifyMember } from '../modules/notifications/index.ts';

const DAY_MS = 86_400_000;

const bodySchema = z.object({
  email: z.string().email(),
  u_status: z.union([z.literal(1), z.literal(3), z.literal(5)]).optional(),
  u_tfp_pin_status: z.number().int().min(0).max(3).optional(),
  u_membertitle: z.string().max(30).optional(),
  email_verified: z.boolean().optional(),
  /** Makes the account an operator of this role (a browser test's own operator). */
  u_role: z.enum(['member', ...OPERATOR_ROLES]).optional(),
  /** Money as the payment and loan modules would post it, each entry dated days_ago before now. */
  ledger: z
    .array(
      z.object({
        kind: z.enum(['contribution', 'referral-earning', 'loan', 'pop', 'etc']),
        naira: z.number().positive().max(10_000_000),
        days_ago: z.number().int().min(0).max(800).default(0),
      }),
    )
    .max(200)
    .default([]),
  /** Notifications written as the modules write them (notifyMember), oldest first, a minute apart. */
  notifications: z
    .array(
      z.object({
        kind: z.enum(notificationKinds),
        subject: z.string().min(1).max(200),
        message: z.string().min(1).max(2000),
        loan_id: z.number().int().positive().optional(),
        by_user_id: z.number().int().positive().optional(),
      }),
    )
    .max(50)
    .default([]),
  /** Adds this many paid weekly contributions due before now (the 24 weeks POP and ETC need). */
  paid_weeks: z.number().int().min(1).max(60).optional(),
  /** Fills the profile (details, next of kin, bank) so it stands at 75% or more. */
  profile_complete: z.boolean().optional(),
  /**
   * Bank details as a member saved them before banks came from a list (no name check, no change time):
   * payouts to them are not held, so console journeys can batch them at once.
   */
  bank: z
    .object({
      bank_name: z.string().min(1).max(60),
      account_number: z.string().regex(/^\d{10}$/),
      holder: z.string().min(1).max(60),
      /** The bank's code from the bank list (058 GTBank): a BVN can then be identified against it. */
      bank_code: z
        .string()
        .regex(/^\d{3,6}$/)
        .optional(),
    })
    .optional(),
  /**
   * Makes the member able to apply for a loan (part 2 section 4.6): profile and bank details filled
   * (75%), and 12 paid weeks of contributions due in the past 12 weeks.
   */
  loan_ready: z.boolean().optional(),
  /**
   * A N50,000 loan of the member's in this phase, as the loans module leaves it: approved by every
   * truster (waiting for the operators), granted (to withdraw), or withdrawn with its payout on the way
   * (the debt posted, no payout sent).
   */
  loan_phase: z.enum(['approved', 'to_withdraw', 'being_paid_out']).optional(),
  /** Accepted trust network links (trust_members status 1) with these members. */
  trust_with: z.array(z.string().email()).max(20).default([]),
  /** Moves the member's open cycle this many days into the past (start, end and cash-out window). */
  shift_cycle_days: z.number().int().min(0).max(800).optional(),
  /** A payment of this many naira whose refund the provider refused (the console's Refunds). */
  refund_failed_naira: z.number().positive().max(1_000_000).optional(),
  /** An email to the member the outbox gave up on (the console's Dead mail). */
  dead_mail: z.boolean().optional(),
  /**
   * The provider's refusal to assign the member's dedicated account (Paystack's
   * dedicatedaccount.assign.failed), with this reason, applied as the webhook applies it.
   */
  dedicated_account_refused: z.string().min(1).max(300).optional(),
});

/**
 * Test-only fixtures for the member-home browser tests: states that take months or other modules
 * to reach (a locked account, a running loan, the cash-out season). Registered only when
 * NODE_ENV=test (the e2e server) and answering only callers on this machine; never in production.
 */
export const e2eFixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.deps.config.NODE_ENV !== 'test') return;
  app.post('/test/member-fixture', { schema: { hide: true, body: bodySchema } }, async (request) => {
    requireLocalCaller(request, 'Fixtures are for local tests only');
    const { db, clock } = app.deps;
    const b = request.body;
    const now = clock.now();
    const [user] = await db.select().from(users).where(eq(users.email, b.email.toLowerCase())).limit(1);
    if (!user) throw notFound('No such member');
    await db
      .update(users)
      .set({
        ...(b.u_status !== undefined ? { status: b.u_status } : {}),
        ...(b.u_tfp_pin_status !== undefined ? { tfpPinStatus: b.u_tfp_pin_status } : {}),
        ...(b.u_membertitle !== undefined ? { memberTitle: b.u_membertitle } : {}),
        ...(b.email_verified !== undefined ? { emailVerifiedAt: b.email_verified ? now : null } : {}),
        ...(b.u_role !== undefined ? { role: b.u_role } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    for (const line of b.ledger) {
      const amount = nairaToKobo(line.naira);
      const at = new Date(now.getTime() - line.days_ago * DAY_MS);
      const key = `e2e:${randomBytes(8).toString('hex')}`;
      const description = `Test fixture ${line.kind}`;
      if (line.kind === 'loan' || line.kind === 'pop' || line.kind === 'etc') {
        // Lent as the loans module will lend it: the member owes it, the fund owes the payout.
        const lent = { loan: loanDisbursed, pop: popDisbursed, etc: etcDisbursed }[line.kind];
        await db.transaction(async (tx) => {
          let lentKey = key;
          if (line.kind === 'loan') {
            // A loan record for the entry to name (its /transactions row links to /viewloan). It is
            // not an open application, so the wallet reads the debt from the ledger as before.
            const [loan] = await tx
              .insert(loans)
              .values({
                userId: user.id,
                amountKobo: amount,
                repaymentDate: new Date(at.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
                state: 'repaid',
                createdAt: at,
                disbursedAt: at,
              })
              .returning({ id: loans.id });
            lentKey = `loan:${loan?.id}:disbursal`;
          }
          await post(tx, lent({ key: lentKey, memberId: user.id, amountKobo: amount, description, at }));
        });
        continue;
      }
      const [debit, credit] =
        line.kind === 'contribution'
          ? [ACCOUNTS.providerClearing, memberAccount(user.id, 'contributions')]
          : [ACCOUNTS.referralEarnings, memberAccount(user.id, 'earnings')];
      await db.transaction((tx) =>
        post(tx, {
          key,
          kind: line.kind,
          memberId: user.id,
          description,
          at,
          lines: [
            { account: debit, amount },
            { account: credit, amount: -amount },
          ],
        }),
      );
    }
    for (const [i, n] of b.notifications.entries()) {
      const at = new Date(now.getTime() - (b.notifications.length - i) * 60_000);
      await db.transaction((tx) =>
        notifyMember(tx, {
          memberId: user.id,
          kind: n.kind,
          subject: n.subject,
          message: n.message,
          at,
          loanId: n.loan_id,
          byUserId: n.by_user_id,
        }),
      );
    }
    if (b.profile_complete) {
      await db
        .update(users)
        .set({
          gender: 'Female',
          dob: '1990-04-02',
          businessSector: 'Retail',
          address: '12 Allen Avenue, Ikeja',
          kinName: 'Emeka Nwosu',
          kinContact: '2348031234567',
          kinEmail: 'emeka@example.com',
          bankName: 'Guaranty Trust Bank',
          accountNumber: '0123456789',
          accountHolderName: user.fullName,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
    }
    if (b.bank) {
      await db
        .update(users)
        .set({
          bankName: b.bank.bank_name,
          accountNumber: b.bank.account_number,
          accountHolderName: b.bank.holder,
          bankCode: b.bank.bank_code ?? null,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
    }
    if (b.paid_weeks) {
      const [m] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'active')));
      if (!m) throw notFound('The member has no active plan');
      // Numbered past the cycle's own weeks so they never collide with the schedule's rows.
      await db.insert(contributionWeeks).values(
        Array.from({ length: b.paid_weeks }, (_, i) => ({
          userId: user.id,
          membershipId: m.id,
          cycleNumber: m.cycleNumber,
          week: 1000 + i,
          dueAt: new Date(now.getTime() - (i + 1) * 7 * DAY_MS),
          amountKobo: m.contributionKobo,
          status: 'paid',
          source: 'transfer',
          reference: `e2e-week:${user.id}:${1000 + i}`,
        })),
      );
    }
    if (b.shift_cycle_days) {
      const by = sql.raw(`interval '${b.shift_cycle_days} days'`);
      await db
        .update(memberships)
        .set({
          startedAt: sql`${memberships.startedAt} - ${by}`,
          cycleEndsAt: sql`${memberships.cycleEndsAt} - ${by}`,
          cashoutFrom: sql`${memberships.cashoutFrom} - ${by}`,
          cashoutTo: sql`${memberships.cashoutTo} - ${by}`,
        })
        .where(and(eq(memberships.userId, user.id), inArray(memberships.status, ['active', 'pending'])));
    }
    if (b.loan_ready) {
      await db
        .update(users)
        .set({
          gender: 'Female',
          dob: '1990-01-01',
          businessSector: 'Trading',
          address: '12 Broad Street, Lagos',
          kinName: 'Ade Kin',
          kinContact: '2348030000000',
          kinEmail: 'kin@example.com',
          bankName: 'Guaranty Trust Bank',
          accountNumber: `01${String(user.id).padStart(8, '0')}`,
          accountHolderName: user.fullName,
        })
        .where(eq(users.id, user.id));
      const [m] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, user.id), eq(memberships.status, 'active')))
        .limit(1);
      if (m) {
        await db.insert(contributionWeeks).values(
          Array.from({ length: 12 }, (_, i) => ({
            userId: user.id,
            membershipId: m.id,
            cycleNumber: 0,
            week: i + 1,
            dueAt: new Date(now.getTime() - (12 - i) * 7 * DAY_MS),
            amountKobo: m.contributionKobo,
            status: 'paid',
            source: 'card',
            reference: `e2e-week:${user.id}:${i + 1}`,
          })),
        );
      }
    }
    if (b.loan_phase) {
      const state = { approved: 'approved', to_withdraw: 'granted', being_paid_out: 'disbursed' }[
        b.loan_phase
      ];
      const amountKobo = nairaToKobo(50_000);
      await db.transaction(async (tx) => {
        const [loan] = await tx
          .insert(loans)
          .values({
            userId: user.id,
            amountKobo,
            repaymentDate: new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
            state,
            minWeight: 2,
            maxWeight: 4,
            createdAt: now,
            submittedAt: now,
            decidedAt: now,
            ...(state === 'disbursed' ? { disbursedAt: now } : {}),
          })
          .returning({ id: loans.id });
        if (state === 'disbursed')
          await post(
            tx,
            loanDisbursed({
              key: `loan:${loan?.id}:disbursal`,
              memberId: user.id,
              amountKobo,
              description: 'Test fixture loan',
              at: now,
            }),
          );
      });
    }
    for (const email of b.trust_with) {
      const [other] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      if (!other) throw notFound('No such member');
      await db
        .insert(trustMembers)
        .values({
          requesterId: user.id,
          memberId: other.id,
          lowId: Math.min(user.id, other.id),
          highId: Math.max(user.id, other.id),
          status: 1,
          requestedAt: now,
          answeredAt: now,
        })
        .onConflictDoNothing();
    }
    if (b.refund_failed_naira) {
      await db.insert(payments).values({
        reference: `SM-E2E${randomBytes(8).toString('hex').toUpperCase()}`,
        userId: user.id,
        purpose: 'save-more',
        method: 'checkout',
        gateway: app.deps.gateway.name,
        amountKobo: nairaToKobo(b.refund_failed_naira),
        status: 'failed',
        failureReason: 'Amount mismatch: the provider reports another amount; refunded',
        createdAt: now,
        settledAt: now,
        refundRequestedAt: now,
        refundStatus: 'failed',
        refundError: 'Transaction has not been paid, so it cannot be refunded',
      });
    }
    if (b.dead_mail) {
      await db.insert(mailOutbox).values({
        dedupeKey: `e2e-dead:${user.id}:${randomBytes(4).toString('hex')}`,
        userId: user.id,
        kind: 'payment_received',
        to: user.email,
        name: user.fullName,
        subject: 'Payment received',
        message: 'We received your payment.',
        status: 'dead',
        attempts: 8,
        nextAttemptAt: now,
        lastError: '550 5.1.1 mailbox unavailable',
        createdAt: now,
      });
    }
    if (b.dedicated_account_refused) {
      await applyAssignOutcome(app.deps, {
        outcome: 'failed',
        customerCode: `CUS_e2e${user.id}`,
        email: user.email,
        reason: b.dedicated_account_refused,
      });
    }
    return ok({ u_id: user.id });
  });
};
