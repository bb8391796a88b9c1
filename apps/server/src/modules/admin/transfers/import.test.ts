import { TRANSFER_MESSAGES } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../ledger/index.ts';
import { joiningTestApp } from '../../../test/joining.ts';
import { awaitingTransfer, consoleCall, financePair, type JoiningApp } from '../../../test/transfers.ts';

/**
 * A bank statement imported in the console: the matched lines proposed for approval, the others listed
 * with the reason, and a file read twice proposes nothing twice.
 */
let t: JoiningApp;
beforeAll(async () => {
  t = await joiningTestApp({ FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(() => t.close());

describe('bank statements imported in the console', () => {
  it('imports a GTBank statement: proposes the matches, lists unmatched and duplicate lines, never twice', () =>
    importsLayout(
      'gtbank',
      'Trans. Date,Value. Date,Reference,Debits,Credits,Balance,Originating Branch,Remarks',
      (d, ref, amt, nar) => `${d},${d},${ref},,"${amt}",0,Lagos,${nar}`,
    ));

  it('imports an Access or Zenith statement: proposes the matches, lists unmatched and duplicate lines, never twice', () =>
    importsLayout(
      'access-zenith',
      'Posted Date,Value Date,Description,Debit,Credit,Balance,Reference',
      (d, ref, amt, nar) => `${d},${d},${nar},,"${amt}",0,${ref}`,
    ));

  it('imports a generic statement: proposes the matches, lists unmatched and duplicate lines, never twice', () =>
    importsLayout(
      'generic',
      'date,amount,narration,reference',
      (d, ref, amt, nar) => `${d},"${amt}",${nar},${ref}`,
    ));

  it('lists what it cannot propose: a debit, a second line for one transfer, one already waiting for approval; and says what it did', async () => {
    const { maker } = await financePair(t);
    const a = await awaitingTransfer(t);
    const b = await awaitingTransfer(t);
    // b's transfer was proposed by hand from the queue: it waits for a second operator.
    const byHand = await consoleCall(t, '/admin/transfers/propose', maker.headers, {
      tfp: b.tfp,
      amount: b.total,
      reference: `HAND-${b.tfp}`,
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    const csv = [
      'date,amount,narration,reference',
      '03-Dec-2026,"-1,000.00",BANK CHARGES,imp-debit',
      '03-Dec-2026,"0.00",NOTHING MOVED,imp-zero',
      `03-Dec-2026,"${b.total}",TRF FROM ADA ${a.tfp},imp-a1-${a.tfp}`,
      `04-Dec-2026,"${b.total}",TRF FROM ADA ${a.tfp} AGAIN,imp-a2-${a.tfp}`,
      `04-Dec-2026,"${b.total}",TRF FROM BAYO ${b.tfp},imp-b1-${b.tfp}`,
    ].join('\n');
    const reasons = (r: { data: { lines: { status: string; reason: string | null }[] } }) =>
      r.data.lines.map((l) => [l.status, l.reason]);
    const preview = (
      await consoleCall(t, '/admin/transfers/import', maker.headers, { csv, preview: true })
    ).json();
    expect(reasons(preview)).toEqual([
      ['unmatched', 'Not a credit to the fund’s account'],
      ['unmatched', 'Not a credit to the fund’s account'],
      ['matched', null],
      ['unmatched', 'Line 4 already matches this transfer'],
      ['unmatched', 'A confirmation is already waiting for approval'],
    ]);
    expect(preview.message).toBe('1 matched, 4 unmatched, 0 duplicate');
    const done = (
      await consoleCall(t, '/admin/transfers/import', maker.headers, { csv, preview: false })
    ).json();
    expect(done.message).toBe(TRANSFER_MESSAGES.imported(1));
    expect(done.data).toMatchObject({ matched: 1, proposed: 1 });
    // A second operator approves the confirmation proposed from the file.
    const { checker } = await financePair(t);
    const proposalId = done.data.lines.find(
      (l: { proposal_id: number | null }) => l.proposal_id,
    )?.proposal_id;
    const queue = (await consoleCall(t, '/admin/approvals?kind=transfer-confirm', checker.headers)).json()
      .data.proposals;
    const proposal = queue.find((p: { id: number }) => p.id === proposalId);
    const approved = await consoleCall(t, `/admin/approvals/${proposalId}/approve`, checker.headers, {
      payload_hash: proposal.payload_hash,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The same file again: the line confirmed is a duplicate; the member's plan now started, their
    // second transfer reads as a weekly contribution; the hand-made proposal still waits.
    const again = (
      await consoleCall(t, '/admin/transfers/import', maker.headers, { csv, preview: true })
    ).json();
    expect(reasons(again)).toEqual([
      ['unmatched', 'Not a credit to the fund’s account'],
      ['unmatched', 'Not a credit to the fund’s account'],
      ['duplicate', 'Already imported: this credit was proposed or confirmed before'],
      ['matched', null],
      ['unmatched', 'A confirmation is already waiting for approval'],
    ]);
    expect(again.data.lines[3].match.kind).toBe('contribution');
    expect(again.message).toBe('1 matched, 3 unmatched, 1 duplicate');
    // Only lines matching nothing: nothing is proposed, and the answer says so.
    const nothing = (
      await consoleCall(t, '/admin/transfers/import', maker.headers, {
        csv: ['date,amount,narration,reference', '05-Dec-2026,"700.00",NO PIN HERE,imp-none'].join('\n'),
        preview: false,
      })
    ).json();
    expect([nothing.message, nothing.data.proposed]).toEqual([TRANSFER_MESSAGES.nothingMatched, 0]);
  });

  it('refuses a file that is not a bank statement with a sentence, not a 500', async () => {
    const { maker } = await financePair(t);
    const res = await consoleCall(t, '/admin/transfers/import', maker.headers, {
      csv: 'a,b\n1,2',
      preview: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a bank statement we can read/);
  });

  it('keeps the ledger balanced', async () => {
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});

/** A statement of this layout with a match, a line without a TFP, a repeated line and an unknown TFP. */
async function importsLayout(
  layout: string,
  header: string,
  row: (date: string, reference: string, amount: string, narration: string) => string,
) {
  const { maker } = await financePair(t);
  const a = await awaitingTransfer(t);
  const csv = [
    'Account statement,Trust Fund Cooperative',
    header,
    row('03-Dec-2026', `${layout}-1`, '4,000.00', `TRF FROM ADA ${a.tfp}`),
    row('03-Dec-2026', `${layout}-2`, '2,500.00', 'TRF FROM SOMEONE'),
    row('03-Dec-2026', `${layout}-1`, '4,000.00', `TRF FROM ADA ${a.tfp}`),
    row('04-Dec-2026', `${layout}-3`, '3,999.00', 'TFP0000000001 transfer'),
  ].join('\n');
  const preview = (
    await consoleCall(t, '/admin/transfers/import', maker.headers, { csv, preview: true })
  ).json().data;
  expect(preview).toMatchObject({ layout, matched: 1, unmatched: 2, duplicate: 1, proposed: 0 });
  expect(preview.lines.map((l: { status: string; reason: string | null }) => [l.status, l.reason])).toEqual([
    ['matched', null],
    ['unmatched', 'No TFP in the narration'],
    ['duplicate', 'The same bank reference as line 3'],
    ['unmatched', 'No member has the TFP TFP0000000001'],
  ]);
  const done = (
    await consoleCall(t, '/admin/transfers/import', maker.headers, { csv, preview: false })
  ).json().data;
  expect(done).toMatchObject({ matched: 1, proposed: 1 });
  const twice = (
    await consoleCall(t, '/admin/transfers/import', maker.headers, { csv, preview: false })
  ).json().data;
  expect(twice).toMatchObject({ matched: 0, proposed: 0, duplicate: 2 });
}
