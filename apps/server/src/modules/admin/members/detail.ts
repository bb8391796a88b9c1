import { ADMIN_MESSAGES, type AdminMemberDetail, toNairaNumber } from '@trust/shared';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  journalEntries,
  ledgerAccounts,
  payments,
  postings,
  sessions,
  trustPartners,
  users,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../http/envelope.ts';
import { SESSION_IDLE_MS } from '../../../http/session-guard.ts';
import {
  describeAccount,
  MEMBER_ACCOUNT_KINDS,
  memberAccount,
  memberBalances,
} from '../../../ledger/index.ts';
import { cycleWeeks } from '../../contributions/index.ts';
import { dedicatedAccountForOperator } from '../../dedicated-accounts/index.ts';
import { findMemberPlan } from '../../memberships/index.ts';
import { paymentReferenceOf } from '../../transactions/index.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** How many recent ledger postings and payments the member's page shows. */
const RECENT = 15;
/** Referrals listed on the page (a member who brought in more has the newest shown). */
const REFERRALS_SHOWN = 100;

/** The account's code and kind, then its balance as the member sees it (ledger/balances.ts). */
async function accounts(db: Db, userId: number) {
  const balances = await memberBalances(db, userId);
  return MEMBER_ACCOUNT_KINDS.map((kind) => ({
    kind,
    code: memberAccount(userId, kind),
    balance: toNairaNumber(balances[kind]),
  }));
}

/** The newest postings on any of the member's accounts, signed as the member sees them. */
async function recentTransactions(db: Db, userId: number) {
  const rows = await db
    .select({
      code: ledgerAccounts.code,
      kind: journalEntries.kind,
      description: journalEntries.description,
      key: journalEntries.idempotencyKey,
      amount: postings.amount,
      createdAt: postings.createdAt,
    })
    .from(ledgerAccounts)
    .innerJoin(postings, eq(postings.accountId, ledgerAccounts.id))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(eq(ledgerAccounts.memberId, userId))
    .orderBy(desc(postings.createdAt), desc(postings.entryId))
    .limit(RECENT);
  return rows.map((r) => {
    const info = describeAccount(r.code);
    return {
      account: r.code.slice(r.code.lastIndexOf(':') + 1),
      kind: r.kind,
      description: r.description,
      reference: paymentReferenceOf(r.key),
      // Debit-positive in the ledger; a liability's credit is money the member gains.
      amount: toNairaNumber((info.type === 'liability' ? -1n : 1n) * r.amount),
      createdAt: r.createdAt,
    };
  });
}

/**
 * Everything an operator needs about one member on one page. Errors: 404 when the id is not a member's.
 */
export async function memberDetail(db: Db, now: Date, userId: number): Promise<AdminMemberDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (user?.role !== 'member') throw notFound(ADMIN_MESSAGES.memberNotFound);
  const partner = alias(users, 'partner');
  const [current, accountList, transactions, paymentRows, referrals, [trust], [referrer], [live], dedicated] =
    await Promise.all([
      findMemberPlan(db, userId),
      accounts(db, userId),
      recentTransactions(db, userId),
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(RECENT),
      db
        .select({ id: users.id, name: users.fullName, tfp: users.tfpPin, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.referredByUserId, userId))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(REFERRALS_SHOWN),
      db
        .select({
          relationship: trustPartners.relationship,
          id: partner.id,
          name: partner.fullName,
          tfp: partner.tfpPin,
        })
        .from(trustPartners)
        .leftJoin(partner, eq(partner.id, trustPartners.partnerUserId))
        .where(eq(trustPartners.userId, userId))
        .limit(1),
      user.referredByUserId
        ? db
            .select({ id: users.id, name: users.fullName, tfp: users.tfpPin })
            .from(users)
            .where(eq(users.id, user.referredByUserId))
            .limit(1)
        : Promise.resolve([]),
      db
        .select({ n: count() })
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          ),
        ),
      dedicatedAccountForOperator(db, userId),
    ]);
  const m = current?.membership;
  const weeks = m ? await cycleWeeks(db, userId, m.cycleNumber) : [];
  return {
    member: {
      id: user.id,
      name: user.fullName,
      email: user.email,
      phone: user.phone,
      tfp: user.tfpPin,
      status: user.status,
      title: user.memberTitle,
      plan: current?.plan.name ?? null,
      registered_at: user.createdAt.toISOString(),
      email_verified: user.emailVerifiedAt != null,
      bank:
        user.bankName && user.accountNumber
          ? {
              bank_name: user.bankName,
              account_number: user.accountNumber,
              account_holder_name: user.accountHolderName ?? '',
            }
          : null,
      referred_by: referrer ?? null,
      ...dedicated,
      address: user.address,
      kin_name: user.kinName,
      kin_email: user.kinEmail,
      kin_contact: user.kinContact,
    },
    plan:
      current && m
        ? {
            name: current.plan.name,
            membership_status: m.status,
            payment_method: m.paymentMethod,
            contribution: toNairaNumber(m.contributionKobo),
            frequency: m.frequency,
            duration_months: m.durationMonths,
            cycle: m.cycleNumber,
            started_at: iso(m.startedAt),
            cycle_ends_at: iso(m.cycleEndsAt),
            cashout_from: iso(m.cashoutFrom),
            cashout_to: iso(m.cashoutTo),
          }
        : null,
    accounts: accountList,
    weeks: weeks.map((w) => ({
      week: w.week,
      due_at: w.dueAt.toISOString(),
      amount: toNairaNumber(w.amountKobo),
      // A missed week paid within the grace is recorded paid, with the day it was paid late.
      status: w.paidLateAt ? 'late' : (w.status as 'paid' | 'missed' | 'charging'),
      source: w.source,
      failure_reason: w.failureReason,
    })),
    transactions: transactions.map(({ createdAt, ...t }) => ({ ...t, created_at: createdAt.toISOString() })),
    payments: paymentRows.map((p) => ({
      reference: p.reference,
      purpose: p.purpose,
      method: p.method,
      amount: toNairaNumber(p.amountKobo),
      status: p.status,
      failure_reason: p.failureReason,
      created_at: p.createdAt.toISOString(),
    })),
    referrals: referrals.map((r) => ({
      id: r.id,
      name: r.name,
      tfp: r.tfp,
      joined_at: r.createdAt.toISOString(),
    })),
    trust_partner: trust
      ? {
          relationship: trust.relationship,
          partner: trust.id != null ? { id: trust.id, name: trust.name ?? '', tfp: trust.tfp ?? null } : null,
        }
      : null,
    active_sessions: live?.n ?? 0,
  };
}
