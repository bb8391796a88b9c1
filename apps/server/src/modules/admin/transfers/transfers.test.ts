import { APPROVAL_MESSAGES, TRANSFER_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, memberships, notifications } from '../../../db/schema/index.ts';
import { checkLedger, memberBalances } from '../../../ledger/index.ts';
import { joiningTestApp } from '../../../test/joining.ts';
import { lendTo } from '../../../test/ledger.ts';
import { createMember, newMember } from '../../../test/members.ts';
import { confirmByTwo, financePair } from '../../../test/transfers.ts';

let t: Awaited<ReturnType<typeof joiningTestApp>>;
beforeAll(async () => {
  t = await joiningTestApp({ FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(() => t.close());

async function awaiting(plan = 'SILVER') {
  const m = await newMember(t);
  const d = (await m.call('POST', '/userplantransfer', { planid: await t.planId(plan) })).json().data;
  return { m, tfp: d.narration as string, total: d.total as number };
}
const inject = (url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The member says they sent a loan repayment by bank transfer: it is then awaited in the queue. */
async function repayByTransfer(m: { headers: Record<string, string> }, loan_amount: number) {
  const noted = await t.app.inject({
    method: 'POST',
    url: '/api/loanrepayement',
    headers: m.headers,
    payload: { loan_amount, payment_method: 'transfer' },
  });
  expect(noted.statusCode, noted.body).toBe(200);
  return noted;
}

describe('bank transfers in the console', () => {
  it('lists a plan start awaiting its transfer, posts nothing on proposal, refuses the proposer’s approval, applies once and tells the member', async () => {
    const { maker, checker } = await financePair(t);
    const { m, tfp } = await awaiting();
    const queue = (await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data;
    expect(queue.transfers).toEqual([
      expect.objectContaining({ kind: 'plan', tfp, amount: 4000, proposal_id: null }),
    ]);
    const proposed = await inject('/admin/transfers/propose', maker.headers, {
      tfp,
      amount: 4000,
      reference: 'GTB/2026/1001',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const p = proposed.json().data;
    expect(
      (await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers[0].proposal_id,
    ).toBe(p.id);
    expect((await m.call('GET', '/userdashboard')).json().data.awaited_transfer).not.toBeNull();
    // The checker reads what they approve, kind of transfer in words.
    const waiting = (await inject('/admin/approvals?kind=transfer-confirm', checker.headers)).json().data
      .proposals;
    expect(waiting.find((x: { id: number }) => x.id === p.id)?.summary).toBe(
      `Confirm ₦4,000 from ${queue.transfers[0].member.name} (${tfp}), plan start, bank reference GTB/2026/1001`,
    );
    const own = await inject(`/admin/approvals/${p.id}/approve`, maker.headers, {
      payload_hash: p.payload_hash,
    });
    expect([own.statusCode, own.json().message]).toEqual([403, APPROVAL_MESSAGES.ownProposal]);
    const ok = await inject(`/admin/approvals/${p.id}/approve`, checker.headers, {
      payload_hash: p.payload_hash,
    });
    expect(ok.json().data.result).toMatchObject({ kind: 'plan', plan: 'SILVER', weeks_paid: [] });
    const again = await inject(`/admin/approvals/${p.id}/approve`, checker.headers, {
      payload_hash: p.payload_hash,
    });
    expect(again.statusCode).toBe(200);
    // The plan is active: the member now owes weekly contributions by transfer.
    expect(
      (await inject(`/admin/transfers?q=${tfp}`, maker.headers))
        .json()
        .data.transfers.map((x: { kind: string }) => x.kind),
    ).toEqual(['contribution']);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(told.filter((n) => n.subject === 'Bank transfer confirmed').map((n) => n.message)).toEqual([
      'We received your bank transfer of ₦4,000 (plan start, bank reference GTB/2026/1001). It is now in your account.',
    ]);
    // The plan's receipt is mailed once, after the approval, though it was pressed twice.
    const email = (await m.call('GET', '/user')).json().data.u_email;
    const receipts = t.outbox().filter((mail) => mail.to === email && /receipt/i.test(mail.subject));
    expect(receipts.map((mail) => mail.subject)).toEqual([
      `Your Trust Fund receipt ${ok.json().data.result.reference}`,
    ]);
  });

  it('confirms an upgrade paid by transfer: the member is on the new plan and its receipt is mailed once', async () => {
    const tfp = `TFP5${String(Date.now()).slice(-9)}`;
    const m = await createMember(t, { plan: 'ORDINARY', user: { tfpPin: tfp, fullName: 'Uche Upgrades' } });
    const asked = await inject('/userplanchange', m.headers, {
      pl_id: await t.planId('GOLD'),
      pl_change: 1,
      pay_method: 'transfer',
    });
    const { total, reference } = asked.json().data as { total: number; reference: string };
    const done = await confirmByTwo(t, { tfp, amount: total, reference: `GTB/UP/${m.userId}` });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ kind: 'plan', reference });
    const [active] = await t.database.db
      .select({ planId: memberships.planId })
      .from(memberships)
      .where(and(eq(memberships.userId, m.userId), eq(memberships.status, 'active')));
    expect(active?.planId).toBe(await t.planId('GOLD'));
    await vi.waitFor(() =>
      expect(t.outbox().filter((mail) => mail.to === m.email && /receipt/i.test(mail.subject))).toHaveLength(
        1,
      ),
    );
    expect(
      t
        .outbox()
        .filter((mail) => mail.to === m.email && /receipt/i.test(mail.subject))
        .map((mail) => mail.subject),
    ).toEqual([`Your Trust Fund receipt ${reference}`]);
  });

  it('confirms a loan repayment by transfer through proposal and approval, from the queue', async () => {
    const tfp = `TFP7${String(Date.now()).slice(-9)}`;
    const m = await createMember(t, { plan: 'SILVER', user: { tfpPin: tfp, fullName: 'Rita Repays' } });
    await lendTo(t, m.userId, 'loan', 1_000_000n, `transfers-loan:${m.userId}`);
    const noted = await repayByTransfer(m, 4_000);
    const { maker } = await financePair(t);
    const queued = (await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers;
    expect(queued).toEqual([
      expect.objectContaining({ kind: 'loan', amount: 4000, payment_reference: noted.json().data.reference }),
    ]);
    const done = await confirmByTwo(t, { tfp, amount: 4000, payment_reference: queued[0].payment_reference });
    expect(done.statusCode, done.body).toBe(200);
    const reference = queued[0].payment_reference;
    expect(done.json().data).toMatchObject({
      kind: 'loan',
      amount: 4000,
      message: "Transfer confirmed: Rita Repays's loan repayment is posted",
      reference,
      weeks_paid: [],
    });
    expect((await memberBalances(t.database.db, m.userId)).loan).toBe(600_000n);
    // The member is told in words, and the audit keeps who confirmed which credit.
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.userId));
    expect(told.map((n) => n.message)).toContain(
      `We received your bank transfer of ₦4,000 (loan repayment, bank reference TEST-${tfp}-4000). It is now in your account.`,
    );
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'transfer.confirm_repayment'), eq(auditLog.targetUserId, m.userId)));
    expect(audited?.details).toEqual({
      tfp,
      amount_kobo: '400000',
      reference,
      bank_reference: `TEST-${tfp}-4000`,
    });
  });

  it('lists each awaited transfer once under its own kind, oldest first, by kind when asked; a weekly one shows its open confirmation', async () => {
    // One search word in every name, so the list holds these members only.
    const word = `Kinds${'abcdefghij'[Date.now() % 10]}${'klmnopqrst'[Math.floor(Date.now() / 10) % 10]}`;
    const now = Date.now();
    const tfpOf = (n: number) => `TFP8${String(now + n).slice(-9)}`;
    const weekly = await createMember(t, {
      plan: 'SILVER',
      pays: 'transfer',
      user: { fullName: `${word} Weekly`, tfpPin: tfpOf(1) },
    });
    t.clock.advance(60_000);
    const start = await newMember(t, { u_first_name: `${word} Start` });
    const started = (
      await start.call('POST', '/userplantransfer', { planid: await t.planId('SILVER') })
    ).json().data.narration as string;
    t.clock.advance(60_000);
    const borrower = await createMember(t, {
      plan: 'SILVER',
      user: { fullName: `${word} Borrower`, tfpPin: tfpOf(2) },
    });
    await lendTo(t, borrower.userId, 'loan', 1_000_000n, `transfers-kinds:${borrower.userId}`);
    await repayByTransfer(borrower, 2_500);
    t.clock.advance(60_000);
    // An upgrade from the ordinary plan may be paid by transfer.
    const upgrader = await createMember(t, {
      plan: 'ORDINARY',
      user: { fullName: `${word} Upgrade`, tfpPin: tfpOf(3) },
    });
    const upgrade = await inject('/userplanchange', upgrader.headers, {
      pl_id: await t.planId('GOLD'),
      pl_change: 1,
      pay_method: 'transfer',
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    // No TFP, so no narration names them: a weekly transfer nobody could match is not listed.
    await createMember(t, {
      plan: 'SILVER',
      pays: 'transfer',
      user: { fullName: `${word} Nopin`, tfpPin: null },
    });
    // Awaited by card, not transfer: a plan start and an upgrade whose card payment is still open.
    const byCard = await newMember(t, { u_first_name: `${word} Card` });
    const checkout = await byCard.call('POST', '/userplanpayment', { planid: await t.planId('SILVER') });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const cardUpgrader = await createMember(t, {
      plan: 'SILVER',
      user: { fullName: `${word} Card Upgrade`, tfpPin: tfpOf(4) },
    });
    const cardUpgrade = await inject('/userplanchange', cardUpgrader.headers, {
      pl_id: await t.planId('GOLD'),
      pl_change: 1,
      pay_method: 'card',
    });
    expect(cardUpgrade.statusCode, cardUpgrade.body).toBe(200);
    // A POP and an ETC repayment said to be sent by transfer.
    for (const [n, kind] of [
      [5, 'pop'],
      [6, 'etc'],
    ] as const) {
      t.clock.advance(60_000);
      const owes = await createMember(t, {
        plan: 'SILVER',
        user: { fullName: `${word} ${kind.toUpperCase()}`, tfpPin: tfpOf(n) },
      });
      await lendTo(t, owes.userId, kind, 500_000n, `transfers-kinds:${kind}:${owes.userId}`);
      const noted = await inject(`/${kind}repayement`, owes.headers, {
        [`${kind}_amount`]: 1_500,
        payment_method: 'transfer',
      });
      expect(noted.statusCode, noted.body).toBe(200);
    }
    const { maker } = await financePair(t);
    const list = async (query = '') =>
      (
        (await inject(`/admin/transfers?q=${word}${query}`, maker.headers)).json().data.transfers as {
          kind: string;
          tfp: string;
          amount: number;
          proposal_id: number | null;
        }[]
      ).map((x) => [x.kind, x.tfp, x.amount, x.proposal_id]);
    const upgradeTotal = upgrade.json().data.total as number;
    expect(await list()).toEqual([
      ['contribution', tfpOf(1), 1000, null],
      ['plan', started, 4000, null],
      ['loan', tfpOf(2), 2500, null],
      ['plan-change', tfpOf(3), upgradeTotal, null],
      ['pop', tfpOf(5), 1500, null],
      ['etc', tfpOf(6), 1500, null],
    ]);
    expect(await list('&kind=plan-change')).toEqual([['plan-change', tfpOf(3), upgradeTotal, null]]);
    expect(await list('&kind=loan')).toEqual([['loan', tfpOf(2), 2500, null]]);
    expect(await list('&kind=pop')).toEqual([['pop', tfpOf(5), 1500, null]]);
    expect(await list('&kind=etc')).toEqual([['etc', tfpOf(6), 1500, null]]);
    expect(await list('&kind=plan')).toEqual([['plan', started, 4000, null]]);
    expect(await list('&kind=contribution')).toEqual([['contribution', tfpOf(1), 1000, null]]);
    // The search is the words typed: a % or _ is that character, not a wildcard matching everyone.
    for (const typed of ['%25', '_', `${word.slice(0, 3)}%25`]) {
      const found = (await inject(`/admin/transfers?q=${typed}`, maker.headers)).json().data.transfers;
      expect(found, typed).toEqual([]);
    }
    // A confirmation of the weekly contribution waits for approval: its row says which.
    const proposed = await inject('/admin/transfers/propose', maker.headers, {
      tfp: tfpOf(1),
      amount: 1000,
      reference: `GTB/KINDS/${weekly.userId}`,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await list('&kind=contribution'))[0]?.[3]).toBe(proposed.json().data.id);
    // A second week's credit waits too (several weeks may come as separate transfers): the row still
    // names the oldest confirmation.
    const secondWeek = await inject('/admin/transfers/propose', maker.headers, {
      tfp: tfpOf(1),
      amount: 1000,
      reference: `GTB/KINDS/${weekly.userId}/2`,
    });
    expect(secondWeek.statusCode, secondWeek.body).toBe(200);
    expect((await list('&kind=contribution'))[0]?.[3]).toBe(proposed.json().data.id);
  });

  it('reads a transfer named by TFP and amount alone: a repayment of that exact amount first, else the weekly contribution; nothing from a card payer', async () => {
    const tfp = `TFP9${String(Date.now()).slice(-9)}`;
    const m = await createMember(t, { plan: 'SILVER', pays: 'transfer', user: { tfpPin: tfp } });
    await lendTo(t, m.userId, 'loan', 1_000_000n, `transfers-resolve:${m.userId}`);
    await repayByTransfer(m, 2_500);
    const { maker } = await financePair(t);
    const propose = (amount: number, reference: string, payment_reference?: string) =>
      inject('/admin/transfers/propose', maker.headers, {
        tfp,
        amount,
        reference,
        ...(payment_reference ? { payment_reference } : {}),
      });
    const targetOf = async (res: Awaited<ReturnType<typeof propose>>) => {
      expect(res.statusCode, res.body).toBe(200);
      const rows = (await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers as {
        kind: string;
        proposal_id: number | null;
      }[];
      return rows.find((r) => r.proposal_id === res.json().data.id)?.kind;
    };
    // The repayment named by its reference with another amount: the confirmation's own check refuses it.
    const listed = (await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers as {
      kind: string;
      payment_reference: string | null;
    }[];
    const loanReference = listed.find((r) => r.kind === 'loan')?.payment_reference ?? '';
    const wrong = await propose(2_000, `GTB/RES/${m.userId}/0`, loanReference);
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      `The amount due from ${tfp} is ₦2,500; ₦2,000 was proposed. Check the bank statement.`,
    ]);
    const first = await propose(2_500, `GTB/RES/${m.userId}/1`);
    expect(await targetOf(first)).toBe('loan');
    // Another bank credit for the same repayment while the first waits: refused, naming the proposal that waits.
    const again = await propose(2_500, `GTB/RES/${m.userId}/1b`);
    expect([again.statusCode, again.json().message, again.json().data]).toEqual([
      409,
      APPROVAL_MESSAGES.alreadyOpen,
      { proposal_id: first.json().data.id },
    ]);
    expect(await targetOf(await propose(1_000, `GTB/RES/${m.userId}/2`))).toBe('contribution');
    const unknown = await propose(2_500, `GTB/RES/${m.userId}/3`, 'TF-NOT-AWAITED');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'No bank transfer with the reference TF-NOT-AWAITED is awaited',
    ]);
    // A member who pays by card awaits no transfer.
    const cardTfp = `TFP6${String(Date.now()).slice(-9)}`;
    await createMember(t, { plan: 'SILVER', user: { tfpPin: cardTfp } });
    const card = await inject('/admin/transfers/propose', maker.headers, {
      tfp: cardTfp,
      amount: 1_000,
      reference: `GTB/RES/${cardTfp}`,
    });
    expect([card.statusCode, card.json().message]).toEqual([
      404,
      `No bank transfer is awaited from ${cardTfp}`,
    ]);
  });

  it('pays an upgrade first when a member paying weekly by transfer also awaits it', async () => {
    const tfp = `TFP4${String(Date.now()).slice(-9)}`;
    const m = await createMember(t, { plan: 'ORDINARY', pays: 'transfer', user: { tfpPin: tfp } });
    const asked = await inject('/userplanchange', m.headers, {
      pl_id: await t.planId('GOLD'),
      pl_change: 1,
      pay_method: 'transfer',
    });
    const { total } = asked.json().data as { total: number };
    const { maker } = await financePair(t);
    const kinds = (await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers as {
      kind: string;
      proposal_id: number | null;
    }[];
    expect(kinds.map((r) => r.kind).sort()).toEqual(['contribution', 'plan-change']);
    // A week's amount is not taken as the week while the upgrade waits: the upgrade's own check refuses it.
    const week = await inject('/admin/transfers/propose', maker.headers, {
      tfp,
      amount: 1000,
      reference: `GTB/WEEK/${m.userId}`,
    });
    expect([week.statusCode, week.json().message]).toEqual([
      400,
      `The amount due from ${tfp} for the change to GOLD is ₦${total.toLocaleString('en-NG')}; ₦1,000 was entered. Check the bank statement.`,
    ]);
    const proposed = await inject('/admin/transfers/propose', maker.headers, {
      tfp,
      amount: total,
      reference: `GTB/FIRST/${m.userId}`,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const after = (await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers as {
      kind: string;
      proposal_id: number | null;
    }[];
    expect(after.find((r) => r.proposal_id === proposed.json().data.id)?.kind).toBe('plan-change');
  });

  it('tells the member when a proposal is rejected, and posts nothing', async () => {
    const { maker, checker } = await financePair(t);
    const { m, tfp } = await awaiting('GOLD');
    const p = (
      await inject('/admin/transfers/propose', maker.headers, {
        tfp,
        amount: 20_000,
        reference: 'ZEN/2026/9',
      })
    ).json().data;
    const res = await inject(`/admin/approvals/${p.id}/reject`, checker.headers, {
      reason: 'Not on the statement',
    });
    expect(res.statusCode).toBe(200);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(told.map((n) => n.message).join()).toContain('Not on the statement');
    expect((await inject(`/admin/transfers?q=${tfp}`, maker.headers)).json().data.transfers).toHaveLength(1);
  });

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
    const a = await awaiting();
    const b = await awaiting();
    // b's transfer was proposed by hand from the queue: it waits for a second operator.
    const byHand = await inject('/admin/transfers/propose', maker.headers, {
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
    const preview = (await inject('/admin/transfers/import', maker.headers, { csv, preview: true })).json();
    expect(reasons(preview)).toEqual([
      ['unmatched', 'Not a credit to the fund’s account'],
      ['unmatched', 'Not a credit to the fund’s account'],
      ['matched', null],
      ['unmatched', 'Line 4 already matches this transfer'],
      ['unmatched', 'A confirmation is already waiting for approval'],
    ]);
    expect(preview.message).toBe('1 matched, 4 unmatched, 0 duplicate');
    const done = (await inject('/admin/transfers/import', maker.headers, { csv, preview: false })).json();
    expect(done.message).toBe(TRANSFER_MESSAGES.imported(1));
    expect(done.data).toMatchObject({ matched: 1, proposed: 1 });
    // A second operator approves the confirmation proposed from the file.
    const { checker } = await financePair(t);
    const proposalId = done.data.lines.find(
      (l: { proposal_id: number | null }) => l.proposal_id,
    )?.proposal_id;
    const queue = (await inject('/admin/approvals?kind=transfer-confirm', checker.headers)).json().data
      .proposals;
    const proposal = queue.find((p: { id: number }) => p.id === proposalId);
    const approved = await inject(`/admin/approvals/${proposalId}/approve`, checker.headers, {
      payload_hash: proposal.payload_hash,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    // The same file again: the line confirmed is a duplicate; the member's plan now started, their
    // second transfer reads as a weekly contribution; the hand-made proposal still waits.
    const again = (await inject('/admin/transfers/import', maker.headers, { csv, preview: true })).json();
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
      await inject('/admin/transfers/import', maker.headers, {
        csv: ['date,amount,narration,reference', '05-Dec-2026,"700.00",NO PIN HERE,imp-none'].join('\n'),
        preview: false,
      })
    ).json();
    expect([nothing.message, nothing.data.proposed]).toEqual([TRANSFER_MESSAGES.nothingMatched, 0]);
  });

  it('refuses a file that is not a bank statement with a sentence, not a 500', async () => {
    const { maker } = await financePair(t);
    const res = await inject('/admin/transfers/import', maker.headers, { csv: 'a,b\n1,2', preview: true });
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
  const a = await awaiting();
  const csv = [
    'Account statement,Trust Fund Cooperative',
    header,
    row('03-Dec-2026', `${layout}-1`, '4,000.00', `TRF FROM ADA ${a.tfp}`),
    row('03-Dec-2026', `${layout}-2`, '2,500.00', 'TRF FROM SOMEONE'),
    row('03-Dec-2026', `${layout}-1`, '4,000.00', `TRF FROM ADA ${a.tfp}`),
    row('04-Dec-2026', `${layout}-3`, '3,999.00', 'TFP0000000001 transfer'),
  ].join('\n');
  const preview = (await inject('/admin/transfers/import', maker.headers, { csv, preview: true })).json()
    .data;
  expect(preview).toMatchObject({ layout, matched: 1, unmatched: 2, duplicate: 1, proposed: 0 });
  expect(preview.lines.map((l: { status: string; reason: string | null }) => [l.status, l.reason])).toEqual([
    ['matched', null],
    ['unmatched', 'No TFP in the narration'],
    ['duplicate', 'The same bank reference as line 3'],
    ['unmatched', 'No member has the TFP TFP0000000001'],
  ]);
  const done = (await inject('/admin/transfers/import', maker.headers, { csv, preview: false })).json().data;
  expect(done).toMatchObject({ matched: 1, proposed: 1 });
  const twice = (await inject('/admin/transfers/import', maker.headers, { csv, preview: false })).json().data;
  expect(twice).toMatchObject({ matched: 0, proposed: 0, duplicate: 2 });
}
