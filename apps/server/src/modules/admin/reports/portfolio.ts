import { addDays } from '../../../lagos-day.ts';
import { col, type Definition, figure, nairaOfSum, num, percent, sum } from './definition.ts';
import {
  arrearsAgeing,
  cashoutLiability,
  loanAgeing,
  loansWrittenOff,
  popEtcOutstanding,
} from './portfolio-queries.ts';

/** The ageing buckets of a loan past its repayment date (portfolio-queries.ts ageBucket). */
const LOAN_BUCKETS = [
  'Not yet due',
  '1–30 days overdue',
  '31–60 days overdue',
  '61–90 days overdue',
  'Over 90 days overdue',
];
/** The ages of a missed contribution period (portfolio-queries.ts arrearsAgeing). */
const ARREARS_BUCKETS = [
  'Up to 7 days',
  '8–28 days (within the 4-week grace)',
  '29–60 days',
  '61–90 days',
  'Over 90 days',
];

/** Every bucket in order, with zeros for those no row fell in (an ageing table shows them all). */
function everyBucket<T extends { bucket: number }>(names: string[], found: T[]) {
  return names.map((name, i) => ({ name, row: found.find((r) => Number(r.bucket) === i) }));
}

export const loansOutstanding: Definition = {
  title: 'Loans outstanding and portfolio at risk',
  description:
    'Loans disbursed and not yet repaid at the end of the day chosen, by how long past their repayment date (the ageing table), with the portfolio at risk: the share of what is owed on loans more than 0, 30, 60 and 90 days overdue (PAR 1, 30, 60, 90). A loan written off leaves the portfolio; the loans written off and the amount are counted apart.',
  range: { kind: 'as-at' },
  async build(db, { to, endsBefore }) {
    const found = await loanAgeing(db, to, endsBefore);
    const total = sum(found, 'outstanding');
    const atRisk = (fromBucket: number) =>
      found.filter((r) => Number(r.bucket) >= fromBucket).reduce((s, r) => s + BigInt(r.outstanding), 0n);
    const loans = found.reduce((s, r) => s + num(r.loans), 0);
    const writtenOff = await loansWrittenOff(db, endsBefore);
    return {
      figures: [
        figure('loans', 'Loans outstanding', 'number', loans),
        figure('outstanding', 'Amount outstanding', 'money', nairaOfSum(total)),
        figure('par1', 'PAR 1', 'percent', percent(atRisk(1), total)),
        figure('par30', 'PAR 30', 'percent', percent(atRisk(2), total)),
        figure('par60', 'PAR 60', 'percent', percent(atRisk(3), total)),
        figure('par90', 'PAR 90', 'percent', percent(atRisk(4), total)),
        figure('written_off_loans', 'Loans written off', 'number', num(writtenOff.loans)),
        figure('written_off', 'Amount written off', 'money', nairaOfSum(writtenOff.amount)),
      ],
      columns: [
        col('age', 'Age'),
        col('loans', 'Loans', 'number'),
        col('outstanding', 'Outstanding', 'money'),
        col('share', 'Share of portfolio', 'percent'),
      ],
      rows: everyBucket(LOAN_BUCKETS, found).map(({ name, row }) => ({
        age: name,
        loans: num(row?.loans ?? 0),
        outstanding: nairaOfSum(row?.outstanding ?? null),
        share: percent(BigInt(row?.outstanding ?? 0), total),
      })),
      totals: { age: 'Total', loans, outstanding: nairaOfSum(total), share: total ? 100 : 0 },
      chart: { x: 'age', series: ['outstanding'] },
    };
  },
};

export const contributionArrears: Definition = {
  title: 'Contribution arrears by age',
  description:
    'Contribution periods missed in members’ current cycles and not made good by the end of the day chosen, by how long ago they fell due: up to 28 days they can still be paid late (the 4-week grace).',
  range: { kind: 'as-at' },
  async build(db, { to, endsBefore }) {
    const found = await arrearsAgeing(db, to, endsBefore);
    return {
      columns: [
        col('age', 'Age'),
        col('periods', 'Missed periods', 'number'),
        col('members', 'Members', 'number'),
        col('amount', 'Amount', 'money'),
      ],
      rows: everyBucket(ARREARS_BUCKETS, found).map(({ name, row }) => ({
        age: name,
        periods: num(row?.periods ?? 0),
        members: num(row?.members ?? 0),
        amount: nairaOfSum(row?.amount ?? null),
      })),
      // A member can have periods of two ages: the members column does not add up, so no total for it.
      totals: {
        age: 'Total',
        periods: found.reduce((s, r) => s + num(r.periods), 0),
        members: null,
        amount: nairaOfSum(sum(found, 'amount')),
      },
      chart: { x: 'age', series: ['amount'] },
    };
  },
};

export const cashoutLiabilityReport: Definition = {
  title: 'Cash-out liability',
  description:
    'What the fund will owe members at the end of their cycles, by the month a cycle ends (the next 12 months unless you choose): their savings now, the trust bonus on them at the plan’s rate, and the two together; a cash-out keeps the next year’s membership fee from it.',
  range: {
    kind: 'period',
    future: true,
    defaultFrom: (to) => addDays(to, -364),
    defaultTo: (today) => addDays(today, 364),
  },
  async build(db, { startsAt, endsBefore }) {
    const months = await cashoutLiability(db, startsAt ?? endsBefore, endsBefore);
    const owed = (m: { saved: string; bonus: string }) => BigInt(m.saved) + BigInt(m.bonus);
    return {
      columns: [
        col('month', 'Cycle ends in'),
        col('members', 'Members', 'number'),
        col('saved', 'Savings', 'money'),
        col('bonus', 'Trust bonus', 'money'),
        col('owed', 'Owed at cycle end', 'money'),
        col('fee', 'Next year’s fees', 'money'),
      ],
      rows: months.map((m) => ({
        month: m.month,
        members: num(m.members),
        saved: nairaOfSum(m.saved),
        bonus: nairaOfSum(m.bonus),
        owed: nairaOfSum(owed(m)),
        fee: nairaOfSum(m.fee),
      })),
      totals: {
        month: 'Total',
        members: months.reduce((s, m) => s + num(m.members), 0),
        saved: nairaOfSum(sum(months, 'saved')),
        bonus: nairaOfSum(sum(months, 'bonus')),
        owed: nairaOfSum(months.reduce((s, m) => s + owed(m), 0n)),
        fee: nairaOfSum(sum(months, 'fee')),
      },
      chart: { x: 'month', series: ['saved', 'bonus'] },
    };
  },
};

const KIND_NAMES: Record<string, string> = {
  pop: 'Purchase Order Power (POP)',
  etc: 'Emergency Travel Cover (ETC)',
};

export const popEtcReport: Definition = {
  title: 'POP and ETC outstanding',
  description:
    'Purchase Order Power and Emergency Travel Cover at the end of the day chosen: applications waiting for disbursal and what they ask, those in use with what members still owe, and those past their repayment date.',
  range: { kind: 'as-at' },
  async build(db, { to, endsBefore }) {
    const found = await popEtcOutstanding(db, to, endsBefore);
    const kinds = ['pop', 'etc'].map((kind) => ({ kind, row: found.find((r) => r.kind === kind) }));
    const money = ['waiting_amount', 'outstanding', 'overdue_amount'] as const;
    const counts = ['waiting', 'in_use', 'overdue'] as const;
    return {
      columns: [
        col('kind', 'Kind'),
        col('waiting', 'Waiting for disbursal', 'number'),
        col('waiting_amount', 'Amount asked', 'money'),
        col('in_use', 'In use', 'number'),
        col('outstanding', 'Outstanding', 'money'),
        col('overdue', 'Overdue', 'number'),
        col('overdue_amount', 'Overdue amount', 'money'),
      ],
      rows: kinds.map(({ kind, row }) => ({
        kind: KIND_NAMES[kind] ?? kind,
        ...Object.fromEntries(counts.map((k) => [k, num(row?.[k] ?? 0)])),
        ...Object.fromEntries(money.map((k) => [k, nairaOfSum(row?.[k] ?? null)])),
      })),
      totals: {
        kind: 'Total',
        ...Object.fromEntries(counts.map((k) => [k, found.reduce((s, r) => s + num(r[k]), 0)])),
        ...Object.fromEntries(money.map((k) => [k, nairaOfSum(sum(found, k))])),
      },
      chart: { x: 'kind', series: ['outstanding', 'overdue_amount'] },
    };
  },
};
