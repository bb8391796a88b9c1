import type { Report, ReportName, ReportQuery } from '@trust/shared';
import type { Db } from '../../../db/client.ts';
import { col, type Definition, nairaOfSum, num, sum } from './definition.ts';
import { balanceSheet, incomeStatement } from './finance.ts';
import { cashoutLiabilityReport, contributionArrears, loansOutstanding, popEtcReport } from './portfolio.ts';
import {
  accountGroups,
  atRiskMembers,
  cashoutsDue,
  contributionWeeksReport,
  memberCounts,
  payoutTotals,
  referralEarningsByMonth,
} from './queries.ts';
import { reportDates } from './range.ts';

const DAY = 86_400_000;
/** At most this many members on the at-risk list (the worst first); the CSV has the same rows. */
const AT_RISK_LIMIT = 2_000;
const STATUS_NAMES: Record<string, string> = {
  '1': 'Active',
  '3': 'Locked',
  '5': 'Terminated',
};

const NOW = { kind: 'now' } as const;

export const REPORTS: Record<ReportName, Definition> = {
  'loans-outstanding': loansOutstanding,
  'contribution-arrears': contributionArrears,
  'cashout-liability': cashoutLiabilityReport,
  'pop-etc-outstanding': popEtcReport,
  'income-statement': incomeStatement,
  'balance-sheet': balanceSheet,
  'trial-balance': {
    title: 'Trial balance',
    range: NOW,
    description:
      'Every ledger account grouped (members’ accounts one line per kind), debits and credits from the ledger. Debits equal credits when the books balance.',
    async build(db) {
      const groups = await accountGroups(db);
      const debit = sum(groups, 'debit');
      const credit = sum(groups, 'credit');
      return {
        columns: [
          col('account', 'Account'),
          col('type', 'Type'),
          col('accounts', 'Accounts', 'number'),
          col('debit', 'Debit', 'money'),
          col('credit', 'Credit', 'money'),
        ],
        rows: groups.map((g) => ({
          account: g.account,
          type: g.type,
          accounts: num(g.accounts),
          debit: nairaOfSum(g.debit),
          credit: nairaOfSum(g.credit),
        })),
        totals: {
          account: 'Total',
          type: null,
          accounts: groups.reduce((s, g) => s + num(g.accounts), 0),
          debit: nairaOfSum(debit),
          credit: nairaOfSum(credit),
        },
        chart: { x: 'account', series: ['debit', 'credit'] },
      };
    },
  },
  'account-balances': {
    title: 'Account balances',
    range: NOW,
    description:
      'The net balance of each kind of account, as the fund reads it: what it holds (assets), owes (liabilities), earned (income) and spent (expenses).',
    async build(db) {
      const groups = await accountGroups(db);
      // Liabilities, income and equity have a credit balance: shown positive, as a balance sheet reads.
      const rowsOut = groups.map((g) => {
        const net = BigInt(g.debit) - BigInt(g.credit);
        const natural = g.type === 'asset' || g.type === 'expense' ? net : -net;
        return { account: g.account, type: g.type, accounts: num(g.accounts), balance: nairaOfSum(natural) };
      });
      return {
        columns: [
          col('account', 'Account'),
          col('type', 'Type'),
          col('accounts', 'Accounts', 'number'),
          col('balance', 'Balance', 'money'),
        ],
        rows: rowsOut,
        totals: null,
        chart: { x: 'account', series: ['balance'] },
      };
    },
  },
  'contributions-by-week': {
    title: 'Contributions due and collected by week',
    range: { kind: 'period' },
    description:
      'Contribution periods due in the dates chosen (the last 52 weeks unless you choose), by the week (from Monday, Lagos) they fell due: due, collected (by card, by bank transfer, by other means: Save More, earnings, the plan purchase) and missed.',
    async build(db, { startsAt, endsBefore }) {
      const weeks = await contributionWeeksReport(db, startsAt ?? endsBefore, endsBefore);
      const money = ['expected', 'collected', 'card', 'transfer', 'other', 'missed'] as const;
      return {
        columns: [
          col('week', 'Week of', 'date'),
          col('periods', 'Periods', 'number'),
          col('expected', 'Due', 'money'),
          col('collected', 'Collected', 'money'),
          col('card', 'Paid by card', 'money'),
          col('transfer', 'Paid by transfer', 'money'),
          col('other', 'Paid otherwise', 'money'),
          col('missed', 'Missed', 'money'),
          col('missed_count', 'Missed periods', 'number'),
        ],
        rows: weeks.map((w) => ({
          week: w.week,
          periods: num(w.periods),
          ...Object.fromEntries(money.map((k) => [k, nairaOfSum(w[k])])),
          missed_count: num(w.missed_count),
        })),
        totals: {
          week: 'Total',
          periods: weeks.reduce((s, w) => s + num(w.periods), 0),
          ...Object.fromEntries(money.map((k) => [k, nairaOfSum(sum(weeks, k))])),
          missed_count: weeks.reduce((s, w) => s + num(w.missed_count), 0),
        },
        chart: { x: 'week', series: ['expected', 'collected'] },
      };
    },
  },
  members: {
    title: 'Members by plan, status, title and state',
    range: NOW,
    description:
      'Every member (operators not counted) by their latest plan, account status, title and the state their address names.',
    async build(db) {
      const counts = await memberCounts(db);
      return {
        columns: [col('grouping', 'By'), col('name', 'Name'), col('members', 'Members', 'number')],
        rows: counts.map((c) => ({
          grouping: c.grouping,
          name: c.grouping === 'Status' ? (STATUS_NAMES[c.name] ?? `Status ${c.name}`) : c.name,
          members: num(c.members),
        })),
        totals: null,
        chart: { x: 'name', series: ['members'] },
      };
    },
  },
  'at-risk-members': {
    title: 'Locked and at-risk members',
    range: NOW,
    description:
      'Locked members, and active members with missed periods in their current cycle not yet paid (four missed in a row locks a member): the nearest to a lock first.',
    async build(db) {
      const list = await atRiskMembers(db, AT_RISK_LIMIT);
      return {
        columns: [
          col('name', 'Member'),
          col('tfp', 'TFP'),
          col('plan', 'Plan'),
          col('status', 'Status'),
          col('missed', 'Missed periods', 'number'),
          col('missed_amount', 'Missed amount', 'money'),
          col('last_missed', 'Last missed', 'date'),
        ],
        rows: list.map((m) => ({
          id: m.id,
          name: m.name,
          tfp: m.tfp,
          plan: m.plan,
          status: STATUS_NAMES[String(m.status)] ?? String(m.status),
          missed: num(m.missed),
          missed_amount: nairaOfSum(m.missed_kobo),
          last_missed: m.last_missed ? new Date(m.last_missed).toISOString() : null,
        })),
        totals: null,
        chart: { x: 'name', series: ['missed'] },
      };
    },
  },
  'cashouts-due': {
    title: 'Cash-outs due',
    range: NOW,
    description:
      'Active members whose cash-out window opens in the coming 12 months, by the month it opens, with what they have saved so far.',
    async build(db, { now }) {
      const months = await cashoutsDue(db, now, new Date(now.getTime() + 366 * DAY));
      return {
        columns: [
          col('month', 'Window opens in'),
          col('members', 'Members', 'number'),
          col('saved', 'Saved so far', 'money'),
        ],
        rows: months.map((m) => ({ month: m.month, members: num(m.members), saved: nairaOfSum(m.saved) })),
        totals: {
          month: 'Total',
          members: months.reduce((s, m) => s + num(m.members), 0),
          saved: nairaOfSum(sum(months, 'saved')),
        },
        chart: { x: 'month', series: ['saved'] },
      };
    },
  },
  payouts: {
    title: 'Payouts sent and pending',
    range: NOW,
    description: 'Money the fund sends to members’ banks (cash-outs, redemptions), by kind and status.',
    async build(db) {
      const totals = await payoutTotals(db);
      return {
        columns: [
          col('kind', 'Kind'),
          col('status', 'Status'),
          col('payouts', 'Payouts', 'number'),
          col('amount', 'Amount', 'money'),
        ],
        rows: totals.map((p) => ({
          label: `${p.kind} ${p.status}`,
          kind: p.kind,
          status: p.status,
          payouts: num(p.payouts),
          amount: nairaOfSum(p.amount),
        })),
        totals: {
          kind: 'Total',
          status: null,
          payouts: totals.reduce((s, p) => s + num(p.payouts), 0),
          amount: nairaOfSum(sum(totals, 'amount')),
        },
        chart: { x: 'label', series: ['amount'] },
      };
    },
  },
  'referral-earnings': {
    title: 'Referral earnings paid',
    range: NOW,
    description: 'Referral earnings credited to members, by month (Lagos), from the ledger.',
    async build(db) {
      const months = await referralEarningsByMonth(db);
      return {
        columns: [
          col('month', 'Month'),
          col('earnings', 'Earnings', 'number'),
          col('amount', 'Amount', 'money'),
        ],
        rows: months.map((m) => ({
          month: m.month,
          earnings: num(m.earnings),
          amount: nairaOfSum(m.amount),
        })),
        totals: {
          month: 'Total',
          earnings: months.reduce((s, m) => s + num(m.earnings), 0),
          amount: nairaOfSum(sum(months, 'amount')),
        },
        chart: { x: 'month', series: ['amount'] },
      };
    },
  },
};

/**
 * One report over the dates asked (each missing one takes the report's default). Throws a 400 naming
 * the field for a To date after today (except on a report that looks ahead) or a period over 5 years.
 */
export async function buildReport(
  db: Db,
  name: ReportName,
  now: Date,
  query: Pick<ReportQuery, 'from' | 'to'> = {},
): Promise<Report> {
  const def = REPORTS[name];
  const dates = reportDates(def.range, query, now);
  const body = await def.build(db, dates);
  return {
    name,
    title: def.title,
    description: def.description,
    generated_at: now.toISOString(),
    range: { kind: dates.kind, from: dates.from, to: dates.to },
    figures: [],
    ...body,
  };
}
