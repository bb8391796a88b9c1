import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  cards,
  debitMandates,
  journalEntries,
  ledgerAccounts,
  memberships,
  payments,
  plans,
  popEtcApplications,
  postings,
  users,
} from '../../db/schema/index.ts';
import {
  fromBalancesJson,
  memberAccountCode,
  memberAccountParams,
  memberBalancesJson,
} from '../../ledger/index.ts';
import { memberLoanJson } from '../loan-phase/index.ts';
import { isCurrentMembership } from '../memberships/index.ts';
import { hasTrustNetworkCondition } from '../trust-network/index.ts';

/** The member and their account codes are the statement's placeholders (db/prepared.ts). */
const userId = sql.placeholder('userId');

const dashboardRow = preparedQuery((db) => {
  // Each joined row is the one a subquery picks: the current membership (modules/memberships), the
  // newest transfer awaiting an operator, the open POP and ETC applications.
  const awaitedPlan = alias(plans, 'awaited_plan');
  const awaitedMembership = alias(memberships, 'awaited_membership');
  const p2 = alias(payments, 'p2');
  const m3 = alias(memberships, 'm3');
  const awaitedId = db
    .select({ id: p2.id })
    .from(p2)
    .innerJoin(m3, eq(m3.id, p2.membershipId))
    .where(
      and(
        eq(p2.userId, userId),
        eq(p2.purpose, 'transfer'),
        eq(p2.status, 'pending'),
        eq(m3.status, 'pending'),
      ),
    )
    .orderBy(desc(p2.createdAt), desc(p2.id))
    .limit(1);
  const pop = alias(popEtcApplications, 'pop');
  const etc = alias(popEtcApplications, 'etc');
  const openApplicationId = (kind: 'pop' | 'etc') => {
    const a = alias(popEtcApplications, `${kind}_open`);
    return db
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.userId, userId), eq(a.kind, kind), inArray(a.status, [1, 2])))
      .limit(1);
  };
  // Only the columns the screen reads: a whole row of each joined table was about 115 columns, and
  // each column costs the driver and drizzle work on every call.
  return db
    .select({
      user: {
        emailVerifiedAt: users.emailVerifiedAt,
        bankName: users.bankName,
        accountNumber: users.accountNumber,
        accountHolderName: users.accountHolderName,
        gender: users.gender,
        dob: users.dob,
        businessSector: users.businessSector,
        address: users.address,
        kinName: users.kinName,
        kinContact: users.kinContact,
        kinEmail: users.kinEmail,
        memberTitle: users.memberTitle,
        tfpPin: users.tfpPin,
        tfpPinStatus: users.tfpPinStatus,
        status: users.status,
        referralKey: users.referralKey,
        createdAt: users.createdAt,
      },
      membership: {
        id: memberships.id,
        status: memberships.status,
        cycleNumber: memberships.cycleNumber,
        startedAt: memberships.startedAt,
        cycleEndsAt: memberships.cycleEndsAt,
        cashoutFrom: memberships.cashoutFrom,
        cashoutTo: memberships.cashoutTo,
        durationMonths: memberships.durationMonths,
        membershipFeeKobo: memberships.membershipFeeKobo,
        frequency: memberships.frequency,
        contributionKobo: memberships.contributionKobo,
      },
      plan: {
        id: plans.id,
        name: plans.name,
        image: plans.image,
        membershipFeeKobo: plans.membershipFeeKobo,
      },
      awaited: {
        reference: payments.reference,
        amountKobo: payments.amountKobo,
        createdAt: payments.createdAt,
        planName: awaitedPlan.name,
      },
      pop: { id: pop.id, status: pop.status },
      etc: { id: etc.id, status: etc.status },
      referred:
        sql<number>`(select count(*) from ${users} r where r.referred_by_user_id = ${userId} and r.id <> ${userId})`.mapWith(
          Number,
        ),
      network: sql<boolean>`${hasTrustNetworkCondition(db, userId)}`.mapWith(Boolean),
      balances: memberBalancesJson(),
      earningNumber:
        sql<number>`(select count(*) from ${postings} p join ${ledgerAccounts} a on a.id = p.account_id where a.code = ${memberAccountCode('earnings')} and p.amount < 0)`.mapWith(
          Number,
        ),
      repayments:
        sql<number>`(select count(*) from ${journalEntries} j where j.member_id = ${userId} and j.kind = 'repayment')`.mapWith(
          Number,
        ),
      // The current cycle's periods as recorded: paid (the header's count) and settled (paid or being
      // charged, which the next debit skips; a missed period is still owed).
      cycleWeeks: sql<{ week: number; status: string }[] | null>`(select json_agg(json_build_object(
          'week', cw.week, 'status', cw.status)) from contribution_weeks cw
        where cw.membership_id = ${memberships.id} and cw.cycle_number = ${memberships.cycleNumber})`,
      // A card, or a bank mandate active at the bank: what the loan's "card on file" asks for
      // (modules/loans/collection.ts), so a member paying by mandate is not sent to add a card.
      cardCount:
        sql<number>`(select count(*) from ${cards} c where c.user_id = ${userId}) + (select count(*) from ${debitMandates} dm where dm.user_id = ${userId} and dm.status = 'active' and dm.authorization_code is not null)`.mapWith(
          Number,
        ),
      loan: memberLoanJson(userId),
    })
    .from(users)
    .leftJoin(memberships, isCurrentMembership(db, userId))
    .leftJoin(plans, eq(plans.id, memberships.planId))
    .leftJoin(payments, eq(payments.id, sql`(${awaitedId})`))
    .leftJoin(awaitedMembership, eq(awaitedMembership.id, payments.membershipId))
    .leftJoin(awaitedPlan, eq(awaitedPlan.id, awaitedMembership.planId))
    .leftJoin(pop, eq(pop.id, sql`(${openApplicationId('pop')})`))
    .leftJoin(etc, eq(etc.id, sql`(${openApplicationId('etc')})`))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('dashboard_inputs');
});

/**
 * Everything the dashboard reads, in one statement: the member's row with, joined laterally, the
 * current plan (modules/memberships), the awaited transfer (as findAwaitedTransfer), the open POP and
 * ETC applications, and as scalar subqueries the counts, the ledger balances, whether a trust
 * network exists and the member's loan (modules/loans memberLoanJson). The screen then costs one round
 * trip beside the session's. Undefined when there is no such member.
 */
export async function dashboardInputs(db: Db, id: number) {
  const [row] = await dashboardRow(db).execute({
    userId: id,
    ...memberAccountParams(id),
  });
  if (!row) return undefined;
  return {
    ...row,
    current: row.membership && row.plan ? { membership: row.membership, plan: row.plan } : null,
    awaited:
      row.awaited?.reference &&
      row.awaited.amountKobo != null &&
      row.awaited.createdAt &&
      row.awaited.planName
        ? {
            reference: row.awaited.reference,
            amountKobo: row.awaited.amountKobo,
            createdAt: row.awaited.createdAt,
            planName: row.awaited.planName,
          }
        : null,
    balances: fromBalancesJson(row.balances),
    cycleWeeks: row.cycleWeeks ?? [],
  };
}
