import { STATEMENT_MESSAGES, statementRangeProblem } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import { lagosDay } from '../../lagos-day.ts';
import type { MemberAccountKind } from '../../ledger/index.ts';
import { findMemberPlan } from '../memberships/index.ts';
import { startOfLagosDay } from '../transactions/index.ts';
import { accountActivity } from './queries.ts';

const DAY_MS = 86_400_000;

/** How each account reads on a statement: savings and earnings are owed to the member, the rest owed by them. */
const ACCOUNT_TEXT: Record<
  MemberAccountKind,
  { title: string; moneyIn: string; moneyOut: string; owed: 'to-member' | 'by-member' }
> = {
  contributions: {
    title: 'Savings (contributions)',
    moneyIn: 'Paid in',
    moneyOut: 'Paid out',
    owed: 'to-member',
  },
  earnings: { title: 'Trust earnings', moneyIn: 'Paid in', moneyOut: 'Paid out', owed: 'to-member' },
  loan: { title: 'Loan', moneyIn: 'Borrowed', moneyOut: 'Repaid', owed: 'by-member' },
  pop: { title: 'Purchase Order Power (POP)', moneyIn: 'Borrowed', moneyOut: 'Repaid', owed: 'by-member' },
  etc: { title: 'Emergency Travel Cover (ETC)', moneyIn: 'Borrowed', moneyOut: 'Repaid', owed: 'by-member' },
};

interface StatementLine {
  at: Date;
  description: string;
  reference: string;
  inKobo: bigint;
  outKobo: bigint;
  /** The account's balance after this line. */
  balanceKobo: bigint;
}

export interface StatementSection {
  kind: MemberAccountKind;
  title: string;
  /** Column names for the two directions: "Paid in"/"Paid out", or "Borrowed"/"Repaid" for what the member owes. */
  moneyIn: string;
  moneyOut: string;
  owed: 'to-member' | 'by-member';
  openingKobo: bigint;
  lines: StatementLine[];
  totalInKobo: bigint;
  totalOutKobo: bigint;
  closingKobo: bigint;
}

export interface Statement {
  member: { name: string; tfp: string; plan: string };
  /** The Lagos calendar days asked for, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The first instant of `from` and the first instant after `to`, in Lagos. */
  startsAt: Date;
  endsBefore: Date;
  generatedAt: Date;
  sections: StatementSection[];
}

const startOfDay = (isoDay: string): Date => {
  const [y, m, d] = isoDay.split('-');
  const at = startOfLagosDay(`${m}/${d}/${y}`);
  if (!at) throw badRequest(STATEMENT_MESSAGES.fromInvalid, { field: 'from' });
  return at;
};

const PLAN_LABEL: Record<string, string> = { ORDINARY: 'BASIC' };

/** Runs each movement into a section: totals and running balance, so opening + in - out = closing. */
function toSection(
  kind: MemberAccountKind,
  openingKobo: bigint,
  movements: { at: Date; description: string; reference: string; amountKobo: bigint }[],
): StatementSection {
  let balance = openingKobo;
  let totalIn = 0n;
  let totalOut = 0n;
  const lines = movements.map((m) => {
    const inKobo = m.amountKobo > 0n ? m.amountKobo : 0n;
    const outKobo = m.amountKobo < 0n ? -m.amountKobo : 0n;
    balance += m.amountKobo;
    totalIn += inKobo;
    totalOut += outKobo;
    return {
      at: m.at,
      description: m.description,
      reference: m.reference,
      inKobo,
      outKobo,
      balanceKobo: balance,
    };
  });
  return {
    kind,
    ...ACCOUNT_TEXT[kind],
    openingKobo,
    lines,
    totalInKobo: totalIn,
    totalOutKobo: totalOut,
    closingKobo: balance,
  };
}

/**
 * The signed-in member's statement of account for the Lagos days from..to (YYYY-MM-DD), all from the
 * ledger. Savings always has a section (a member with nothing yet gets a statement saying so); any
 * other account has one when it moved in the range or holds a balance.
 * Errors: 400 with the field at fault for a range that is reversed, in the future or longer than
 * STATEMENT_MAX_DAYS; 404 when the member is gone.
 */
export async function buildStatement(
  db: Db,
  userId: number,
  range: { from: string; to: string },
  now: Date,
): Promise<Statement> {
  const problem = statementRangeProblem(range.from, range.to, lagosDay(now));
  if (problem) throw badRequest(problem.message, { field: problem.field });
  const startsAt = startOfDay(range.from);
  const endsBefore = new Date(startOfDay(range.to).getTime() + DAY_MS);
  const [[user], plan, activity] = await Promise.all([
    db.select({ name: users.fullName, tfp: users.tfpPin }).from(users).where(eq(users.id, userId)).limit(1),
    findMemberPlan(db, userId),
    accountActivity(db, userId, startsAt, endsBefore),
  ]);
  if (!user) throw notFound('Member not found');
  const sections = activity
    .map((a) => toSection(a.kind, a.openingKobo, a.movements))
    .filter((s) => s.kind === 'contributions' || s.lines.length > 0 || s.openingKobo !== 0n);
  if (!sections.some((s) => s.kind === 'contributions')) sections.unshift(toSection('contributions', 0n, []));
  return {
    member: {
      name: user.name,
      tfp: user.tfp ?? '',
      plan: plan ? (PLAN_LABEL[plan.plan.name] ?? plan.plan.name) : 'No active plan',
    },
    from: range.from,
    to: range.to,
    startsAt,
    endsBefore,
    generatedAt: now,
    sections,
  };
}
