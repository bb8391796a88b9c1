import { POP_ETC_MESSAGES } from '@trust/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { popEtcApplications } from '../../db/schema/index.ts';
import { secondConnection } from '../../test/database.ts';
import { untilWaitingOnLock } from '../../test/locks.ts';
import { eligibleMember } from '../../test/pop-etc.ts';
import { popEtcConsole } from '../../test/pop-etc-console.ts';
import { popEtcForms } from '../../test/pop-etc-forms.ts';

/**
 * POP and ETC requests that meet another change of the member's applications at the same moment: an
 * application stored, or cancelled, or put in use by its disbursal, while the request checks.
 */
// Thursday 3 Dec 2026, 10:00 in Lagos.
const w = popEtcConsole('2026-12-03T09:00:00Z');
const { call } = w;
const { applyEtc, applyPop, refusal } = popEtcForms(w);

/**
 * Holds a transaction open on a second connection while `request` runs, and commits once the request
 * waits on its locks (PostgreSQL: seen in pg_stat_activity). On the embedded database the one process
 * runs the request only after the commit.
 */
async function whileHeld<T>(hold: (tx: Db) => Promise<void>, request: () => Promise<T>): Promise<T> {
  const second = await secondConnection(w.t.database);
  try {
    let pending: Promise<T> | undefined;
    await second.db.transaction(async (tx) => {
      await hold(tx);
      pending = request();
      if (w.t.database.pglite) return;
      await untilWaitingOnLock(second.db, 1);
    });
    return await (pending as Promise<T>);
  } finally {
    await second.close();
  }
}

/** What another request does to an application under its row lock: lock it, then change it. */
function changedUnderLock(id: number, set: Partial<typeof popEtcApplications.$inferInsert>) {
  return async (tx: Db) => {
    await tx.select().from(popEtcApplications).where(eq(popEtcApplications.id, id)).for('update');
    await tx.update(popEtcApplications).set(set).where(eq(popEtcApplications.id, id));
  };
}

describe('applying while another request changes the member’s applications', () => {
  it('answers 409 already open when another ETC of the member is stored while theirs is checked', async () => {
    const m = await eligibleMember(w.t);
    const res = await whileHeld(
      async (tx) => {
        await tx.insert(popEtcApplications).values({
          userId: m.userId,
          kind: 'etc',
          amountKobo: 2_000_000n,
          reason: 'Sent from another device',
          repaymentDate: '2027-01-30',
          createdAt: w.t.clock.now(),
        });
      },
      () => applyEtc(m),
    );
    expect(refusal(res)).toEqual([409, POP_ETC_MESSAGES.alreadyOpen('ETC')]);
    const rows = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(eq(popEtcApplications.userId, m.userId));
    expect(rows.map((r) => r.reason)).toEqual(['Sent from another device']);
  });

  it('takes a new ETC when the one in process is cancelled while it is checked', async () => {
    const m = await eligibleMember(w.t);
    const first = (await applyEtc(m)).json().data;
    const res = await whileHeld(
      // The member's cancel from another device, under the application's lock.
      changedUnderLock(first.id, { status: 3, cancelledAt: w.t.clock.now() }),
      () => applyEtc(m),
    );
    expect([res.statusCode, res.json().data.status], res.body).toEqual([200, 1]);
  });
});

describe('cancelling while the disbursal is approved', () => {
  it('does not cancel an application its disbursal puts in use at that moment', async () => {
    const m = await eligibleMember(w.t);
    const app = (await applyPop(m)).json().data;
    const res = await whileHeld(
      // What the approval of its disbursal does under the row's lock: the application is in use.
      changedUnderLock(app.id, { status: 2 }),
      () => call(m, 'POST', '/cancelpurchaseorderpower'),
    );
    expect(refusal(res)).toEqual([400, POP_ETC_MESSAGES.nothingToCancel('POP')]);
    const [row] = await w.t.database.db
      .select()
      .from(popEtcApplications)
      .where(eq(popEtcApplications.id, app.id));
    expect([row?.status, row?.cancelledAt]).toEqual([2, null]);
  });
});
