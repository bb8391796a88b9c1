import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popEtcApplications } from '../../db/schema/index.ts';
import { lockedMemberBalance } from '../../ledger/index.ts';

/** The application a POP or ETC disbursal reference belongs to (`pop-disbursal:<id>`, then `:2`…). */
export function applicationOfDisbursal(reference: string): { kind: 'pop' | 'etc'; id: number } | undefined {
  const m = /^(pop|etc)-disbursal:([1-9]\d{0,9})(?::[2-9]|:[1-9]\d+)?$/.exec(reference);
  return m ? { kind: m[1] as 'pop' | 'etc', id: Number(m[2]) } : undefined;
}

/**
 * A POP or ETC payout the bank did not take (failed, reversed or bounced), in the transaction that gave
 * the money back: the member no longer owes it, so the application is in process again (status 1) and
 * back in the console's queue, where the operators disburse it again (a new attempt, disbursal.ts) once
 * the member's bank details are right; the member may cancel it meanwhile. Left as it is: one part of
 * which was repaid while its payout was on its way (what is owed is not back at zero), for the
 * operators. Answers whether the application is in process again.
 */
export async function reopenReturnedApplication(
  tx: Db,
  payout: { reference: string; userId: number },
): Promise<boolean> {
  const named = applicationOfDisbursal(payout.reference);
  if (!named) return false;
  const [app] = await tx
    .select()
    .from(popEtcApplications)
    .where(eq(popEtcApplications.id, named.id))
    .for('update');
  if (app?.status !== 2 || app.kind !== named.kind || app.userId !== payout.userId) return false;
  if ((await lockedMemberBalance(tx, app.userId, named.kind)) !== 0n) return false;
  await tx
    .update(popEtcApplications)
    .set({ status: 1, disbursedAt: null })
    .where(eq(popEtcApplications.id, app.id));
  return true;
}
