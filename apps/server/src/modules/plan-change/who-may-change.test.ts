import { PLAN_CHANGE_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, plans, users } from '../../db/schema/index.ts';
import { checkLedger } from '../../ledger/index.ts';
import { webhooksDelivered } from '../../test/joining.ts';
import { postToMember } from '../../test/ledger.ts';
import { planChangeWorld } from '../../test/plan-change.ts';

/**
 * Who may change plan: a TFP in process, a plan no longer offered or still awaiting its payment,
 * and the flexi modal's pay step held to the same rules.
 */

const w = planChangeWorld();
const { call, change, changesOf, list, member } = w;

describe('who may change', () => {
  it('blocks a member whose TFP is in process as in use, and not one whose TFP is free', async () => {
    const inProcess = await member('GOLD');
    await w.t.database.db.update(users).set({ tfpPinStatus: 3 }).where(eq(users.id, inProcess.userId));
    const r = await change(inProcess, 'PLATINUM', 1);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(PLAN_CHANGE_MESSAGES.tfpInUse);
    expect((await list(inProcess)).blocked).toBe(PLAN_CHANGE_MESSAGES.tfpInUse);
    const free = await member('GOLD');
    await w.t.database.db.update(users).set({ tfpPinStatus: 2 }).where(eq(users.id, free.userId));
    expect((await list(free)).blocked).toBeNull();
    expect((await change(free, 'SILVER', 0)).statusCode).toBe(200);
  });

  it('refuses a plan that is not offered, and a member whose plan still awaits its payment', async () => {
    const m = await member('SILVER');
    const gold = await w.t.planId('GOLD');
    await w.t.database.db.update(plans).set({ active: false }).where(eq(plans.id, gold));
    try {
      const r = await change(m, 'GOLD', 1);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('This plan is not available. Please choose another plan.');
    } finally {
      await w.t.database.db.update(plans).set({ active: true }).where(eq(plans.id, gold));
    }
    const none = await call(m, 'POST', '/userplanchange', { pl_id: 999_999, pl_change: 1 });
    expect(none.statusCode).toBe(400);
    const waiting = await member('SILVER');
    await w.t.database.db
      .update(memberships)
      .set({ status: 'pending' })
      .where(eq(memberships.id, waiting.membershipId));
    const refused = await change(waiting, 'GOLD', 1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PLAN_CHANGE_MESSAGES.noPlan);
  });

  it('holds the flexi modal’s pay step to the same rules: FLEXI only from BASIC, never for a Loan Borrower', async () => {
    const body = {
      planid: await w.t.planId('FLEXI'),
      con_amount: 2000,
      pf_pl_text: 'Weekly',
      pf_pl_duration: 12,
      flexi_type: 2,
    };
    const silver = await member('SILVER');
    const s = await call(silver, 'POST', '/userflexiplanpayment', body);
    expect(s.statusCode).toBe(400);
    expect(s.json().message).toBe(PLAN_CHANGE_MESSAGES.flexiOnlyFromBasic);
    const borrower = await member('ORDINARY');
    await postToMember(w.t, borrower.userId, 'loan', 1_000_000n, `rules-loan:${borrower.userId}`);
    const b = await call(borrower, 'POST', '/userflexiplanpayment', body);
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe(PLAN_CHANGE_MESSAGES.loanBorrower);
    expect(await changesOf(silver.userId)).toEqual([]);
    expect(await changesOf(borrower.userId)).toEqual([]);
  });

  it('refuses the flexi modal’s pay step while FLEXI is not offered, changing nothing', async () => {
    const basic = await member('ORDINARY');
    const flexi = await w.t.planId('FLEXI');
    await w.t.database.db.update(plans).set({ active: false }).where(eq(plans.id, flexi));
    try {
      const r = await call(basic, 'POST', '/userflexiplanpayment', {
        planid: flexi,
        con_amount: 2000,
        pf_pl_text: 'Weekly',
        pf_pl_duration: 12,
        flexi_type: 2,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('This plan is not available. Please choose another plan.');
    } finally {
      await w.t.database.db.update(plans).set({ active: true }).where(eq(plans.id, flexi));
    }
    expect(await changesOf(basic.userId)).toEqual([]);
  });

  it('keeps the ledger balanced', async () => {
    await webhooksDelivered(w.t);
    expect((await checkLedger(w.t.database.db)).ok).toBe(true);
  });
});
