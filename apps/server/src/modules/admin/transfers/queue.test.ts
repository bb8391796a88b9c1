import { APPROVAL_MESSAGES } from '@trust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../../ledger/index.ts';
import { joiningTestApp } from '../../../test/joining.ts';
import { lendTo } from '../../../test/ledger.ts';
import { createMember, newMember } from '../../../test/members.ts';
import { consoleCall, financePair, type JoiningApp, repayByTransfer } from '../../../test/transfers.ts';

/**
 * The queue of transfers the fund awaits, and how a transfer named only by TFP and amount is read:
 * each awaited transfer under its own kind, a repayment of that exact amount before the weekly
 * contribution, an upgrade before the week.
 */
let t: JoiningApp;
beforeAll(async () => {
  t = await joiningTestApp({ FUND_ACCOUNT_NUMBER: '0123456789' });
});
afterAll(() => t.close());

describe('the console’s queue of awaited bank transfers', () => {
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
    await repayByTransfer(t, borrower, 2_500);
    t.clock.advance(60_000);
    // An upgrade from the ordinary plan may be paid by transfer.
    const upgrader = await createMember(t, {
      plan: 'ORDINARY',
      user: { fullName: `${word} Upgrade`, tfpPin: tfpOf(3) },
    });
    const upgrade = await consoleCall(t, '/userplanchange', upgrader.headers, {
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
    const cardUpgrade = await consoleCall(t, '/userplanchange', cardUpgrader.headers, {
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
      const noted = await consoleCall(t, `/${kind}repayement`, owes.headers, {
        [`${kind}_amount`]: 1_500,
        payment_method: 'transfer',
      });
      expect(noted.statusCode, noted.body).toBe(200);
    }
    const { maker } = await financePair(t);
    const list = async (query = '') =>
      (
        (await consoleCall(t, `/admin/transfers?q=${word}${query}`, maker.headers)).json().data.transfers as {
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
      const found = (await consoleCall(t, `/admin/transfers?q=${typed}`, maker.headers)).json().data
        .transfers;
      expect(found, typed).toEqual([]);
    }
    // A confirmation of the weekly contribution waits for approval: its row says which.
    const proposed = await consoleCall(t, '/admin/transfers/propose', maker.headers, {
      tfp: tfpOf(1),
      amount: 1000,
      reference: `GTB/KINDS/${weekly.userId}`,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect((await list('&kind=contribution'))[0]?.[3]).toBe(proposed.json().data.id);
    // A second week's credit waits too (several weeks may come as separate transfers): the row still
    // names the oldest confirmation.
    const secondWeek = await consoleCall(t, '/admin/transfers/propose', maker.headers, {
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
    await repayByTransfer(t, m, 2_500);
    const { maker } = await financePair(t);
    const propose = (amount: number, reference: string, payment_reference?: string) =>
      consoleCall(t, '/admin/transfers/propose', maker.headers, {
        tfp,
        amount,
        reference,
        ...(payment_reference ? { payment_reference } : {}),
      });
    const targetOf = async (res: Awaited<ReturnType<typeof propose>>) => {
      expect(res.statusCode, res.body).toBe(200);
      const rows = (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data
        .transfers as {
        kind: string;
        proposal_id: number | null;
      }[];
      return rows.find((r) => r.proposal_id === res.json().data.id)?.kind;
    };
    // The repayment named by its reference with another amount: the confirmation's own check refuses it.
    const listed = (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data
      .transfers as {
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
    const card = await consoleCall(t, '/admin/transfers/propose', maker.headers, {
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
    const asked = await consoleCall(t, '/userplanchange', m.headers, {
      pl_id: await t.planId('GOLD'),
      pl_change: 1,
      pay_method: 'transfer',
    });
    const { total } = asked.json().data as { total: number };
    const { maker } = await financePair(t);
    const kinds = (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data
      .transfers as {
      kind: string;
      proposal_id: number | null;
    }[];
    expect(kinds.map((r) => r.kind).sort()).toEqual(['contribution', 'plan-change']);
    // A week's amount is not taken as the week while the upgrade waits: the upgrade's own check refuses it.
    const week = await consoleCall(t, '/admin/transfers/propose', maker.headers, {
      tfp,
      amount: 1000,
      reference: `GTB/WEEK/${m.userId}`,
    });
    expect([week.statusCode, week.json().message]).toEqual([
      400,
      `The amount due from ${tfp} for the change to GOLD is ₦${total.toLocaleString('en-NG')}; ₦1,000 was entered. Check the bank statement.`,
    ]);
    const proposed = await consoleCall(t, '/admin/transfers/propose', maker.headers, {
      tfp,
      amount: total,
      reference: `GTB/FIRST/${m.userId}`,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const after = (await consoleCall(t, `/admin/transfers?q=${tfp}`, maker.headers)).json().data
      .transfers as {
      kind: string;
      proposal_id: number | null;
    }[];
    expect(after.find((r) => r.proposal_id === proposed.json().data.id)?.kind).toBe('plan-change');
  });

  it('keeps the ledger balanced', async () => {
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});
