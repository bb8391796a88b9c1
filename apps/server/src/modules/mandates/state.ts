import { DEBIT_METHOD_MESSAGES as M } from '@trust/shared';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { debitMandates } from '../../db/schema/index.ts';
import type { MandateVerification } from '../../gateways/index.ts';
import { notifyMember } from '../notifications/index.ts';
import { lockMandate, type MandateRow } from './queries.ts';

/**
 * A mandate's life in one place: what the provider's answer about it (its verify, on a webhook or on
 * the member's return from the bank page) changes. States move forward only, so a webhook repeated or
 * arriving out of order changes nothing twice: pending -> active -> ended, or pending -> ended. The
 * one way back: a mandate ended only because the provider did not know it yet on the member's return
 * ('Not approved at your bank') becomes active when the provider says so after all, if it is still the
 * member's latest mandate and no other is live.
 */

/** Why the verification was asked: a created/active event or the member's return, or an ending event. */
export type Occasion = 'started' | 'returned' | 'ended';

const bankWords = (m: Pick<MandateRow, 'bankName' | 'accountLast4'>) =>
  `${m.bankName || 'your bank'}${m.accountLast4 ? ` account ending ${m.accountLast4}` : ' account'}`;

/** Applies the provider's answer to one mandate in `tx` (locked); answers the mandate as it now is. */
export async function applyVerification(
  tx: Db,
  reference: string,
  v: MandateVerification,
  occasion: Occasion,
  now: Date,
): Promise<MandateRow | undefined> {
  const m = await lockMandate(tx, reference);
  if (!m) return undefined;
  const details =
    v.status === 'not-found'
      ? {}
      : {
          authorizationCode: v.authorizationCode,
          bankName: v.bankName || m.bankName,
          accountLast4: v.accountLast4 || m.accountLast4,
          accountName: v.accountName || m.accountName,
        };
  if (occasion === 'ended') {
    // The bank ended it: believed once the provider no longer calls it active.
    if (m.status === 'ended' || v.status === 'active') return m;
    return end(tx, m, M.endedAtBank, now, { told: true, details });
  }
  if (v.status === 'active') {
    const revivable = m.status === 'ended' && m.endedReason === M.notApproved && (await isLatest(tx, m));
    if (m.status !== 'pending' && !revivable) return m;
    const [active] = await tx
      .update(debitMandates)
      .set({ ...details, status: 'active', activatedAt: now, endedAt: null, endedReason: null })
      .where(eq(debitMandates.id, m.id))
      .returning();
    const row = active as MandateRow;
    await notifyMember(tx, {
      memberId: m.userId,
      kind: 'debit_method_changed',
      subject: 'Weekly debit from your bank account',
      message: `Your weekly contributions will now be debited from your ${bankWords(row)}.`,
      at: now,
      key: `mandate-active:${m.id}`,
    });
    return row;
  }
  if (m.status !== 'pending') return m;
  if (v.status === 'inactive') {
    // Consent given, the bank has not activated it yet: still pending approval, now with its details.
    const [kept] = await tx.update(debitMandates).set(details).where(eq(debitMandates.id, m.id)).returning();
    return kept;
  }
  // Back from the bank page with nothing created there: the member did not approve it.
  if (occasion === 'returned') return end(tx, m, M.notApproved, now, { told: false, details });
  return m;
}

/** Whether no mandate of the member came after this one, and none other is live. */
async function isLatest(tx: Db, m: MandateRow): Promise<boolean> {
  const [newest] = await tx
    .select({ id: debitMandates.id })
    .from(debitMandates)
    .where(eq(debitMandates.userId, m.userId))
    .orderBy(desc(debitMandates.id))
    .limit(1);
  const [otherLive] = await tx
    .select({ id: debitMandates.id })
    .from(debitMandates)
    .where(
      and(
        eq(debitMandates.userId, m.userId),
        ne(debitMandates.id, m.id),
        inArray(debitMandates.status, ['pending', 'active']),
      ),
    )
    .limit(1);
  return newest?.id === m.id && !otherLive;
}

/**
 * Ends a mandate. `told`: the provider already knows it ended (the bank ended it), so there is no
 * authorization to deactivate. A member whose active mandate ends is told what the debit charges now.
 */
export async function end(
  tx: Db,
  m: MandateRow,
  reason: string,
  now: Date,
  o: { told: boolean; details?: Partial<MandateRow> },
): Promise<MandateRow> {
  const [ended] = await tx
    .update(debitMandates)
    .set({
      ...o.details,
      status: 'ended',
      endedReason: reason,
      endedAt: now,
      deactivatedAt: o.told ? now : null,
    })
    .where(eq(debitMandates.id, m.id))
    .returning();
  if (m.status === 'active' && reason !== M.youChoseCard) {
    await notifyMember(tx, {
      memberId: m.userId,
      kind: 'debit_method_changed',
      subject: 'Weekly debit from your bank account ended',
      message: `Your ${bankWords(m)} no longer pays your weekly contribution (${reason.toLowerCase()}). Your saved card pays it from now on; without one, pay each week by bank transfer.`,
      at: now,
      key: `mandate-ended:${m.id}`,
    });
  }
  return ended as MandateRow;
}

/**
 * Ends the member's live mandate because they chose their card (in the card change's or the switch's
 * transaction). Answers whether one was ended; its authorization is deactivated after the commit.
 */
export async function endForCard(tx: Db, userId: number, now: Date): Promise<boolean> {
  const live = await tx
    .select()
    .from(debitMandates)
    .where(and(eq(debitMandates.userId, userId), inArray(debitMandates.status, ['pending', 'active'])));
  for (const m of live) await end(tx, m, M.youChoseCard, now, { told: !m.authorizationCode });
  return live.length > 0;
}
