import { type Report, type ReportColumn, type ReportName, toNairaNumber } from '@trust/shared';
import type { Db } from '../../../db/client.ts';
import {
  accountGroups,
  atRiskMembers,
  cashoutsDue,
  contributionWeeksReport,
  memberCounts,
  payoutTotals,
  referralEarningsByMonth,
} from './queries.ts';

const DAY = 86_400_000;
/** At most this many members on the at-risk list (the worst first); the CSV has the same rows. */
export const AT_RISK_LIMIT = 2_000;

const naira = (kobo: string | bigint | null) => toNairaNumber(BigInt(kobo ?? 0));
const num = (n: string | number) => Number(n);
const col = (key: string, label: string, kind: ReportColumn['kind'] = 'text'): ReportColumn => ({
  key,
  label,
  kind,
});
const STATUS_NAMES: Record<string, string> = {
  '1': 'Active',
  '3': 'Locked',
  '5': 'Terminated',
};

type Body = Omit<Report, 'name' | 'title' | 'description' | 'generated_at'>;
interface Definition {
  title: string;
  description: string;
  build(db: Db, now: Date): Promise<Body>;
}

const sum = (rows: Record<string, unknown>[], key: string) =>
  rows.reduce((s, r) => s + BigInt(String(r[key] ?? 0)), 0n);

export const REPORTS: Record<ReportName, Definition> = {
  'trial-balance': {
    title: 'Trial balance',
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
          debit: naira(g.debit),
          credit: naira(g.credit),
        })),
        totals: {
          account: 'Total',
          type: null,
          accounts: groups.reduce((s, g) => s + num(g.accounts), 0),
          debit: naira(debit),
          credit: naira(credit),
        },
        chart: { x: 'account', series: ['debit', 'credit'] },
      };
    },
  },
  'account-balances': {
    title: 'Account balances',
    description:
      'The net balance of each kind of account, as the fund reads it: what it holds (assets), owes (liabilities), earned (income) and spent (expenses).',
    async build(db) {
      const groups = await accountGroups(db);
      // Liabilities, income and equity have a credit balance: shown positive, as a balance sheet reads.
      const rowsOut = groups.map((g) => {
        const net = BigInt(g.debit) - BigInt(g.credit);
        const natural = g.type === 'asset' || g.type === 'expense' ? net : -net;
        return { account: g.account, type: g.type, accounts: num(g.accounts), balance: naira(natural) };
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
    title: 'Contributions by week',
    description:
      'Contribution periods due in the last 52 weeks, by the week (from Monday, Lagos) they fell due: expected, paid by card, by bank transfer, by other means (Save More, earnings, the plan purchase) and missed.',
    async build(db, now) {
      const weeks = await contributionWeeksReport(db, new Date(now.getTime() - 364 * DAY), now);
      const money = ['expected', 'card', 'transfer', 'other', 'missed'] as const;
      return {
        columns: [
          col('week', 'Week of', 'date'),
          col('periods', 'Periods', 'number'),
          col('expected', 'Expected', 'money'),
          col('card', 'Paid by card', 'money'),
          col('transfer', 'Paid by transfer', 'money'),
          col('other', 'Paid otherwise', 'money'),
          col('missed', 'Missed', 'money'),
          col('missed_count', 'Missed periods', 'number'),
        ],
        rows: weeks.map((w) => ({
          week: w.week,
          periods: num(w.periods),
          ...Object.fromEntries(money.map((k) => [k, naira(w[k])])),
          missed_count: num(w.missed_count),
        })),
        totals: {
          week: 'Total',
          periods: weeks.reduce((s, w) => s + num(w.periods), 0),
          ...Object.fromEntries(money.map((k) => [k, naira(sum(weeks, k))])),
          missed_count: weeks.reduce((s, w) => s + num(w.missed_count), 0),
        },
        chart: { x: 'week', series: ['card', 'transfer', 'other', 'missed'] },
      };
    },
  },
  members: {
    title: 'Members by plan, status and title',
    description: 'Every member (operators not counted) by their latest plan, account status and title.',
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
          missed_amount: naira(m.missed_kobo),
          last_missed: m.last_missed ? new Date(m.last_missed).toISOString() : null,
        })),
        totals: null,
        chart: { x: 'name', series: ['missed'] },
      };
    },
  },
  'cashouts-due': {
    title: 'Cash-outs due',
    description:
      'Active members whose cash-out window opens in the coming 12 months, by the month it opens, with what they have saved so far.',
    async build(db, now) {
      const months = await cashoutsDue(db, now, new Date(now.getTime() + 366 * DAY));
      return {
        columns: [
          col('month', 'Window opens in'),
          col('members', 'Members', 'number'),
          col('saved', 'Saved so far', 'money'),
        ],
        rows: months.map((m) => ({ month: m.month, members: num(m.members), saved: naira(m.saved) })),
        totals: {
          month: 'Total',
          members: months.reduce((s, m) => s + num(m.members), 0),
          saved: naira(sum(months, 'saved')),
        },
        chart: { x: 'month', series: ['saved'] },
      };
    },
  },
  payouts: {
    title: 'Payouts sent and pending',
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
          amount: naira(p.amount),
        })),
        totals: {
          kind: 'Total',
          status: null,
          payouts: totals.reduce((s, p) => s + num(p.payouts), 0),
          amount: naira(sum(totals, 'amount')),
        },
        chart: { x: 'label', series: ['amount'] },
      };
    },
  },
  'referral-earnings': {
    title: 'Referral earnings paid',
    description: 'Referral earnings credited to members, by month (Lagos), from the ledger.',
    async build(db) {
      const months = await referralEarningsByMonth(db);
      return {
        columns: [
          col('month', 'Month'),
          col('earnings', 'Earnings', 'number'),
          col('amount', 'Amount', 'money'),
        ],
        rows: months.map((m) => ({ month: m.month, earnings: num(m.earnings), amount: naira(m.amount) })),
        totals: {
          month: 'Total',
          earnings: months.reduce((s, m) => s + num(m.earnings), 0),
          amount: naira(sum(months, 'amount')),
        },
        chart: { x: 'month', series: ['amount'] },
      };
    },
  },
};

export async function buildReport(db: Db, name: ReportName, now: Date): Promise<Report> {
  const def = REPORTS[name];
  const body = await def.build(db, now);
  return {
    name,
    title: def.title,
    description: def.description,
    generated_at: now.toISOString(),
    ...body,
  };
}
