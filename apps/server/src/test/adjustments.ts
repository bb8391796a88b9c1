import { ADJUSTMENT_MESSAGES, APPROVAL_MESSAGES } from '@trust/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog, journalEntries, users } from '../db/schema/index.ts';
import { checkLedger } from '../ledger/index.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createMember, type TestMember } from './members.ts';

/**
 * The console's Adjustments as its tests use it: a test app whose member ids have four digits, a
 * finance operator who proposes and an admin who approves, and the reads that show what a correction did.
 * Call once at the top of a test file; `t`, `finance` and `checker` are set before its first test.
 */
export function adjustmentsWorld() {
  let n = 0;
  const w = {
    t: undefined as unknown as TestApp,
    finance: undefined as unknown as TestMember,
    checker: undefined as unknown as TestMember,
  };
  beforeAll(async () => {
    w.t = await createTestApp();
    // Member ids of four digits, as in a fund that has run a while: an account code read with one digit
    // too few (member:7:… for member:1007:…) would name the wrong member.
    await w.t.database.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 1000)`);
    w.finance = await createMember(w.t, {
      user: { role: 'finance', fullName: 'Funmi Finance', tfpPin: null, referralKey: null },
    });
    w.checker = await createMember(w.t, {
      user: { role: 'admin', fullName: 'Ada Admin', tfpPin: null, referralKey: null },
    });
  });
  afterAll(() => w.t.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    w.t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  /** The member's TFP and name, as the console shows them. */
  const who = async (m: TestMember) => {
    const [row] = await w.t.database.db
      .select({ tfp: users.tfpPin, name: users.fullName })
      .from(users)
      .where(eq(users.id, m.userId));
    return { tfp: row?.tfp as string, name: row?.name as string };
  };
  const tfpOf = async (m: TestMember) => (await who(m)).tfp;
  const nameOf = async (m: TestMember) => (await who(m)).name;

  /**
   * Proposes a correction as finance; the proposer cannot approve it, another operator does. Answers
   * the approved proposal's result, after checking the ledger holds.
   */
  async function proposeAndApprove(body: Record<string, unknown>) {
    const { finance, checker } = w;
    const proposed = await call('POST', '/admin/adjustments', finance.headers, body);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().message).toBe(ADJUSTMENT_MESSAGES.proposed);
    const id = proposed.json().data.proposal_id as number;
    const queue = await call('GET', '/admin/approvals?kind=adjustment', checker.headers);
    const proposal = queue.json().data.proposals.find((p: { id: number }) => p.id === id);
    expect(proposal.summary).toContain(String(body.reason));
    const own = await call('POST', `/admin/approvals/${id}/approve`, finance.headers, {
      payload_hash: proposal.payload_hash,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(APPROVAL_MESSAGES.ownProposal);
    const approved = await call('POST', `/admin/approvals/${id}/approve`, checker.headers, {
      payload_hash: proposal.payload_hash,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // A second approval (a double click) posts nothing more.
    await call('POST', `/admin/approvals/${id}/approve`, checker.headers, {
      payload_hash: proposal.payload_hash,
    });
    const report = await checkLedger(w.t.database.db);
    expect(report.ok, JSON.stringify(report.checks.filter((c) => !c.ok))).toBe(true);
    const result = approved.json().data.result as { entry_id: number; reference: string; message: string };
    const audited = await w.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adjustment.post'), eq(auditLog.actorUserId, checker.userId)))
      .orderBy(auditLog.id);
    const audit = audited.find((a) => (a.details as { entry_id?: number }).entry_id === result.entry_id);
    expect(audit).toBeDefined();
    return { ...result, summary: proposal.summary as string, audit };
  }

  /**
   * What an approved correction says, each in its place: the summary the checker read, the words the
   * member reads on their transactions, and what the audit keeps as moved from and to.
   */
  async function expectWords(
    posted: Awaited<ReturnType<typeof proposeAndApprove>>,
    words: { summary: string; member: string; from: string; to: string },
  ) {
    expect(posted.reference).toMatch(/^ADJ[0-9A-F]{10}$/);
    expect(posted.summary).toBe(
      `${words.summary} (${posted.reference}). Reason: ${(posted.audit?.details as { reason?: string } | null)?.reason}`,
    );
    const [entry] = await w.t.database.db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.id, posted.entry_id));
    expect(entry?.description).toBe(`${words.member} (${posted.reference})`);
    const details = posted.audit?.details as { after?: { from: string; to: string } } | undefined;
    expect(details?.after).toMatchObject({ from: words.from, to: words.to });
  }

  /** The member's transactions of one tab, as the member's app reads them. */
  const memberTransactions = async (m: TestMember, trans_type: string) =>
    (await call('POST', '/transactions', m.headers, { trans_type })).json().data as {
      trans_id: number;
      trans_amount: number;
      status: string;
      trans_reference: string;
    }[];

  /** A fresh idempotency key for a posting the test makes itself. */
  const key = () => `adj-test:${++n}`;
  /** The journal entry posted under an idempotency key. */
  const entryByKey = async (k: string) =>
    (await w.t.database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, k)))[0];

  return Object.assign(w, {
    call,
    tfpOf,
    nameOf,
    proposeAndApprove,
    expectWords,
    memberTransactions,
    key,
    entryByKey,
  });
}
