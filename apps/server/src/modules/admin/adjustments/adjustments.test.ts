import { ADJUSTMENT_MESSAGES } from '@trust/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/rows.ts';
import { journalEntries } from '../../../db/schema/index.ts';
import { memberBalances } from '../../../ledger/index.ts';
import { adjustmentsWorld } from '../../../test/adjustments.ts';
import { postToMember } from '../../../test/ledger.ts';
import { createMember } from '../../../test/members.ts';

/**
 * The console's Adjustments: every correction proposed by one operator with a reason, posted only
 * when a different operator approves it, as a new entry through the one ledger pipeline. Access, the
 * journal search and reversals; each kind of correction has a file of its own.
 */
const w = adjustmentsWorld();
const { call, tfpOf, proposeAndApprove, memberTransactions, key } = w;

describe('the Adjustments section', () => {
  it('refuses a member and a support operator with 403, and bad input with a sentence naming it', async () => {
    const member = await createMember(w.t);
    const support = await createMember(w.t, { user: { role: 'support', tfpPin: null, referralKey: null } });
    const body = {
      type: 'manual',
      debit: 'asset:bank',
      credit: 'equity:fund',
      amount: 10,
      reason: 'Opening',
    };
    expect((await call('POST', '/admin/adjustments', member.headers, body)).statusCode).toBe(403);
    expect((await call('POST', '/admin/adjustments', support.headers, body)).statusCode).toBe(403);
    expect((await call('GET', '/admin/adjustments/entries?q=1', support.headers)).statusCode).toBe(403);
    for (const [bad, message] of [
      [{ ...body, type: 'gift' }, ADJUSTMENT_MESSAGES.type],
      [{ ...body, reason: '' }, ADJUSTMENT_MESSAGES.reason],
      [{ ...body, debit: 'asset:vault' }, ADJUSTMENT_MESSAGES.account],
      [{ ...body, credit: 'asset:bank' }, ADJUSTMENT_MESSAGES.sameAccount],
      [{ ...body, amount: 0 }, ADJUSTMENT_MESSAGES.positive],
      [{ type: 'reversal', entry_id: 99_999_999, reason: 'Wrong entry' }, ADJUSTMENT_MESSAGES.noEntry],
    ] as const) {
      const res = await call('POST', '/admin/adjustments', w.finance.headers, bad);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toBe(message);
    }
  });

  it('reverses a journal entry once, as a new entry the member sees; the original stays', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await postToMember(w.t, m.userId, 'contribution', 250_050n, key());
    const [entry] = (
      await call('GET', `/admin/adjustments/entries?q=${await tfpOf(m)}`, w.finance.headers)
    ).json().data.entries as { id: number; lines: { account: string; amount: number }[] }[];
    expect(entry?.lines).toContainEqual({ account: `${await tfpOf(m)}:contributions`, amount: -2500.5 });
    const result = await proposeAndApprove({
      type: 'reversal',
      entry_id: entry?.id,
      reason: 'Posted twice by the bank',
    });
    expect((await memberBalances(w.t.database.db, m.userId)).contributions).toBe(0n);
    const [original] = await w.t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, entry?.id ?? 0));
    expect(original?.description).toBe('test contribution');
    // The transactions page shows amounts as sizes, with what happened as the status.
    const rows = await memberTransactions(m, 'contribution');
    expect(rows[0]).toMatchObject({ trans_id: result.entry_id, trans_amount: 2500.5, status: 'Reversed' });
    // An entry is reversed once.
    const again = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'reversal',
      entry_id: entry?.id,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
  });

  it('finds one entry by its number, typed with spaces, with what reversed it; a member by TFP in any case', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    await postToMember(w.t, m.userId, 'contribution', 120_000n, key());
    const tfp = await tfpOf(m);
    const search = async (q: string) =>
      (await call('GET', `/admin/adjustments/entries?q=${encodeURIComponent(q)}`, w.finance.headers)).json()
        .data as {
        member: { tfp: string } | null;
        entries: { id: number; reverses: number | null; reversed_by: number | null; lines: unknown[] }[];
      };
    const byMember = await search(` ${tfp.toLowerCase()} `);
    expect(byMember.member?.tfp).toBe(tfp);
    const [entry] = byMember.entries;
    expect(entry?.reversed_by).toBeNull();
    const posted = await proposeAndApprove({
      type: 'reversal',
      entry_id: entry?.id,
      reason: 'Credited to the wrong member',
    });
    const reversal = posted.entry_id;
    // What the checker read, what they were told, and what the audit keeps: the correction in full.
    expect(posted.summary).toBe(
      `Reverse a journal entry: ₦1,200, ${tfp} (${posted.reference}). Reason: Credited to the wrong member`,
    );
    expect(posted.message).toBe(`Reverse a journal entry posted as entry ${reversal}`);
    expect(posted.audit?.targetUserId).toBe(m.userId);
    expect(posted.audit?.details).toEqual({
      ip: 'approval',
      type: 'reversal',
      reference: posted.reference,
      reason: 'Credited to the wrong member',
      entry_id: reversal,
      before: null,
      after: {
        amount_kobo: '120000',
        from: `Entry ${entry?.id}: test contribution`,
        to: 'Its mirror entry: every line the other way',
      },
    });
    const one = await search(`  ${entry?.id}  `);
    expect(one.member).toBeNull();
    expect(one.entries.map((e) => [e.id, e.reversed_by])).toEqual([[entry?.id, reversal]]);
    expect(one.entries[0]?.lines).toContainEqual({ account: `${tfp}:contributions`, amount: -1200 });
    // The reversal names what it reverses, and is found by its own number.
    expect((await search(String(reversal))).entries.map((e) => [e.id, e.reverses, e.reversed_by])).toEqual([
      [reversal, entry?.id, null],
    ]);
    // The member's search now finds both, newest first, each with its own lines and what reversed it.
    const both = await search(tfp);
    expect(both.entries.map((e) => [e.id, e.reverses, e.reversed_by])).toEqual([
      [reversal, entry?.id, null],
      [entry?.id, null, reversal],
    ]);
    expect(both.entries.map((e) => e.lines.length)).toEqual([2, 2]);
    expect(both.entries[0]?.lines).toContainEqual({ account: `${tfp}:contributions`, amount: 1200 });
    expect(both.entries[1]?.lines).toContainEqual({ account: `${tfp}:contributions`, amount: -1200 });
    // A reversal is not reversed in turn: refused in words at once, and nothing is posted.
    const undo = await call('POST', '/admin/adjustments', w.finance.headers, {
      type: 'reversal',
      entry_id: reversal,
      reason: 'Undo the undo',
    });
    expect([undo.statusCode, undo.json().message]).toEqual([
      409,
      `Refused: Entry ${reversal} is itself a reversal.`,
    ]);
    expect((await search(tfp)).entries).toHaveLength(2);
    // Text that starts with digits is a TFP, not an entry number.
    const notTfp = await call('GET', '/admin/adjustments/entries?q=12abc', w.finance.headers);
    expect([notTfp.statusCode, notTfp.json().message]).toEqual([404, ADJUSTMENT_MESSAGES.noMember]);
    // A number past any entry (and past what the id column holds) finds nothing; it is not an error.
    for (const q of ['99999999', '2147483647', '2147483648', '99999999999999999999'])
      expect((await search(q)).entries).toEqual([]);
  });

  it('finds the entry numbered 2,147,483,647, the last the id column holds, and none past it', async () => {
    const m = await createMember(w.t);
    const db = w.t.database.db;
    const sequence = sql`pg_get_serial_sequence('journal_entries', 'id')`;
    const [{ last } = { last: 0 }] = await rowsOf<{ last: number }>(
      db,
      sql`select coalesce(max(id), 0)::int as last from journal_entries`,
    );
    await db.execute(sql`select setval(${sequence}, 2147483646)`);
    try {
      await postToMember(w.t, m.userId, 'contribution', 50_000n, key());
    } finally {
      // Later entries of the file are numbered as before.
      await db.execute(sql`select setval(${sequence}, ${last})`);
    }
    const found = (await call('GET', '/admin/adjustments/entries?q=2147483647', w.finance.headers)).json()
      .data;
    expect(found.entries.map((e: { id: number }) => e.id)).toEqual([2_147_483_647]);
    const past = (await call('GET', '/admin/adjustments/entries?q=2147483648', w.finance.headers)).json()
      .data;
    expect(past.entries).toEqual([]);
  });

  it('keeps reversals of two entries waiting side by side, and one of the same entry only once', async () => {
    const m = await createMember(w.t, { plan: 'SILVER' });
    const [k1, k2] = [key(), key()];
    await postToMember(w.t, m.userId, 'contribution', 10_000n, k1);
    await postToMember(w.t, m.userId, 'contribution', 20_000n, k2);
    const entries = await w.t.database.db.select().from(journalEntries);
    const idOf = (k: string) => entries.find((e) => e.idempotencyKey === k)?.id;
    const reverse = (entry_id: number | undefined) =>
      call('POST', '/admin/adjustments', w.finance.headers, {
        type: 'reversal',
        entry_id,
        reason: 'Bounced',
      });
    expect((await reverse(idOf(k1))).statusCode).toBe(200);
    expect((await reverse(idOf(k2))).statusCode).toBe(200);
    expect((await reverse(idOf(k1))).statusCode).toBe(409);
  });
});
