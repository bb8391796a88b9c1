import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { loans, notifications } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { borrower, dayAfter, truster } from './loans.ts';
import { createMember, signIn, type TestMember } from './members.ts';
import { issueCode } from './money-out.ts';

/** Monday 5 Jan 2026, 10:00 in Lagos: inside the hours a loan may be submitted. */
export const MONDAY_10AM = '2026-01-05T09:00:00Z';

/**
 * The loan tests' world: one app whose clock is set back to Monday 10:00 before each test, two loans
 * operators (maker and checker), and the members' loan calls. Registers its own beforeAll, afterAll
 * and beforeEach; read `t` inside a test (it is made in beforeAll).
 */
export function loanWorld() {
  const w = {} as { t: TestApp; loansOperator: TestMember; secondOperator: TestMember };
  beforeAll(async () => {
    w.t = await createTestApp();
    w.loansOperator = await createMember(w.t, { user: { role: 'loans', fullName: 'Lola Loans' } });
    w.secondOperator = await createMember(w.t, { user: { role: 'loans', fullName: 'Kunle Checker' } });
  });
  afterAll(() => w.t.close());
  beforeEach(() => w.t.clock.set(MONDAY_10AM));

  const call = async (
    m: { headers: Record<string, string>; userId?: number },
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ) => {
    // A withdrawal (loan_action 1) goes with the member's code, as the browser sends it.
    const body = payload as Record<string, unknown> | undefined;
    const withCode =
      url === '/userloanaction' &&
      body?.loan_action === 1 &&
      m.userId !== undefined &&
      body.code === undefined
        ? { ...body, code: await issueCode(w.t, m.userId, 'loan_withdrawal') }
        : body;
    return w.t.app.inject({
      method,
      url: `/api${url}`,
      headers: m.headers,
      ...(withCode === undefined ? {} : { payload: withCode }),
    });
  };

  /** A full submit of N50,000 due in 30 days, with these trusters as STM. */
  const request = (m: TestMember, trusters: number[], extra: Record<string, unknown> = {}) =>
    call(m, 'POST', '/userloanrequest', {
      loan_process: 1,
      loan_amount: 50_000,
      loan_repayment_date: dayAfter(w.t, 30),
      trustmembers: { STM: trusters.map((id) => ({ id })), GTM: [], PTM: [] },
      ...extra,
    });

  const answer = (m: TestMember, loanid: number, trust: boolean, termschecked = 1) =>
    call(m, 'POST', '/usertrustpartnerresponse', { trustresponse: trust ? 1 : 0, loanid, termschecked });

  /** Signs the member in again at the clock's now (a test session lasts a day). */
  const fresh = async (...ms: TestMember[]) => {
    for (const m of ms) m.headers = await signIn(w.t.database.db, m.userId, w.t.clock.now());
  };

  /** An operator proposes the loan's disbursal and a different one approves it (maker-checker). */
  async function grant(id: number) {
    await fresh(w.loansOperator, w.secondOperator);
    const proposed = await call(w.loansOperator, 'POST', `/admin/loans/${id}/propose`);
    expect(proposed.statusCode, proposed.body).toBe(200);
    const p = proposed.json().data;
    const approved = await call(w.secondOperator, 'POST', `/admin/approvals/${p.id}/approve`, {
      payload_hash: p.payload_hash,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }

  /**
   * A borrower's loan both its trusters (a and b) have trusted: approved, waiting for the operators.
   * `extra` goes with the request (a repayment date of its own, say).
   */
  async function trustedLoan(extra: Record<string, unknown> = {}) {
    const m = await borrower(w.t);
    const a = await truster(w.t, m.userId);
    const b = await truster(w.t, m.userId);
    const id: number = (await request(m, [a.userId, b.userId], extra)).json().data.loan_id;
    await answer(a, id, true);
    await answer(b, id, true);
    return { m, a, b, id };
  }

  /** A trusted loan the operators granted, to be repaid `days` days after the clock's now. */
  async function grantedLoan(days: number) {
    const loan = await trustedLoan({ loan_repayment_date: dayAfter(w.t, days) });
    await grant(loan.id);
    return loan;
  }

  /** What the member was told about a loan: their notices of it, oldest first. */
  const noticesOf = (userId: number, loanId: number) =>
    w.t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.loanId, loanId)))
      .orderBy(asc(notifications.id));

  const loanRow = async (id: number) =>
    (await w.t.database.db.select().from(loans).where(eq(loans.id, id)))[0];

  return Object.assign(w, {
    call,
    request,
    answer,
    fresh,
    grant,
    loanRow,
    noticesOf,
    trustedLoan,
    grantedLoan,
  });
}
