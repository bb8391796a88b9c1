import { col, type Definition, figure, nairaOfSum } from './definition.ts';
import { balancesAt, incomeAndExpenses } from './portfolio-queries.ts';

/** How the fund's own accounts read on its statements; an account not named here shows its code. */
const ACCOUNT_NAMES: Record<string, string> = {
  'income:membership-fees': 'Membership fees',
  'expense:referral-earnings': 'Referral earnings granted',
  'expense:trust-bonus': 'Trust bonuses granted',
  'expense:write-offs': 'Write-offs',
  'asset:bank': 'Bank account',
  'asset:provider-clearing': 'Held at the payment provider',
  'member:*:loan': 'Loans to members',
  'member:*:pop': 'POP owed by members',
  'member:*:etc': 'ETC owed by members',
  'member:*:contributions': 'Members’ savings',
  'member:*:earnings': 'Members’ earnings',
  'liability:payouts-due': 'Payouts approved, not yet sent',
  'equity:fund': 'Fund capital',
};
const nameOf = (code: string) => ACCOUNT_NAMES[code] ?? code;

/**
 * The lines every income statement shows even before anything moved on them (the fees the fund
 * earns and what it grants); other income and expense accounts (a write-off, once posted) follow.
 */
const ALWAYS = ['income:membership-fees', 'expense:referral-earnings', 'expense:trust-bonus'];

export const incomeStatement: Definition = {
  title: 'Income statement',
  description:
    'What the fund earned (fees) and what it spent (referral earnings, trust bonuses, write-offs) between the dates chosen (this year unless you choose), from the ledger’s income and expense accounts.',
  range: { kind: 'period', defaultFrom: (to) => `${to.slice(0, 4)}-01-01` },
  async build(db, { startsAt, endsBefore }) {
    const found = await incomeAndExpenses(db, startsAt ?? endsBefore, endsBefore);
    const lines = [
      ...ALWAYS.filter((code) => !found.some((f) => f.code === code)).map((code) => ({
        code,
        type: code.slice(0, code.indexOf(':')),
        net: '0',
      })),
      ...found,
    ].sort((a, b) => (a.type === b.type ? a.code.localeCompare(b.code) : a.type === 'income' ? -1 : 1));
    // Income is a credit (negative): shown positive; expenses are debits.
    const amount = (l: { type: string; net: string }) =>
      l.type === 'income' ? -BigInt(l.net) : BigInt(l.net);
    const income = lines.filter((l) => l.type === 'income').reduce((s, l) => s + amount(l), 0n);
    const expenses = lines.filter((l) => l.type === 'expense').reduce((s, l) => s + amount(l), 0n);
    return {
      figures: [
        figure('income', 'Income', 'money', nairaOfSum(income)),
        figure('expenses', 'Expenses', 'money', nairaOfSum(expenses)),
        figure('surplus', 'Surplus (deficit)', 'money', nairaOfSum(income - expenses)),
      ],
      columns: [col('section', 'Section'), col('line', 'Line'), col('amount', 'Amount', 'money')],
      rows: lines.map((l) => ({
        section: l.type === 'income' ? 'Income' : 'Expenses',
        line: nameOf(l.code),
        account: l.code,
        amount: nairaOfSum(amount(l)),
      })),
      totals: { section: 'Surplus (deficit)', line: null, amount: nairaOfSum(income - expenses) },
      chart: { x: 'line', series: ['amount'] },
    };
  },
};

const SECTIONS = { asset: 'Assets', liability: 'Liabilities', equity: 'Equity' } as const;

export const balanceSheet: Definition = {
  title: 'Balance sheet',
  description:
    'What the fund held, owed and was worth at the end of the day chosen, from the ledger: assets (bank, provider, what members owe), liabilities (members’ savings and earnings, payouts due) and equity (capital and the surplus to date). Assets equal liabilities plus equity.',
  range: { kind: 'as-at' },
  async build(db, { endsBefore }) {
    const found = await balancesAt(db, endsBefore);
    // Each line on its natural side: assets debit positive; liabilities and equity credit positive.
    const natural = (l: { type: string; balance: string }) =>
      l.type === 'asset' || l.type === 'expense' ? BigInt(l.balance) : -BigInt(l.balance);
    const total = (type: string) => found.filter((l) => l.type === type).reduce((s, l) => s + natural(l), 0n);
    const surplus = total('income') - total('expense');
    const assets = total('asset');
    const liabilities = total('liability');
    const equity = total('equity') + surplus;
    const rows = [
      ...(['asset', 'liability', 'equity'] as const).flatMap((type) =>
        found
          .filter((l) => l.type === type)
          .map((l) => ({
            section: SECTIONS[type],
            line: nameOf(l.account),
            account: l.account,
            amount: nairaOfSum(natural(l)),
          })),
      ),
      {
        section: 'Equity',
        line: 'Surplus to date (income less expenses)',
        account: null,
        amount: nairaOfSum(surplus),
      },
    ];
    return {
      figures: [
        figure('assets', 'Assets', 'money', nairaOfSum(assets)),
        figure('liabilities', 'Liabilities', 'money', nairaOfSum(liabilities)),
        figure('equity', 'Equity', 'money', nairaOfSum(equity)),
        figure(
          'balances',
          'Assets = liabilities + equity',
          'text',
          assets === liabilities + equity ? 'Yes' : 'No',
        ),
      ],
      columns: [col('section', 'Section'), col('line', 'Line'), col('amount', 'Amount', 'money')],
      rows,
      totals: null,
      chart: { x: 'line', series: ['amount'] },
    };
  },
};
