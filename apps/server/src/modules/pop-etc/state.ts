import type { PopEtcStatus } from '@trust/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { popEtcApplications } from '../../db/schema/index.ts';
import { memberBalances } from '../../ledger/index.ts';
import type { PopEtcKind } from './terms.ts';

type Row = typeof popEtcApplications.$inferSelect;

/** The member's open (in process or in use) application of this kind, if any. */
export async function openApplication(db: Db, userId: number, kind: PopEtcKind, lock = false) {
  const q = db
    .select()
    .from(popEtcApplications)
    .where(
      and(
        eq(popEtcApplications.userId, userId),
        eq(popEtcApplications.kind, kind),
        inArray(popEtcApplications.status, [1, 2]),
      ),
    )
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * The status of part 2 section 4.4 from the application and what the ledger says is owed: 1 in
 * process, 2 in use while anything is owed, 3 (Apply) when there is none or it is repaid in full. An
 * amount owed with no application (lent before applications were recorded) still reads 2, so the
 * wallet offers Repay.
 */
export function statusOf(open: Pick<Row, 'status'> | null, owedKobo: bigint): PopEtcStatus {
  if (open?.status === 1) return 1;
  if (owedKobo > 0n) return 2;
  return 3;
}

/**
 * POP and ETC statuses for the dashboard badge (section 4.2) and the wallet (section 4.4), read from
 * the member's applications and balances.
 */
export async function popEtcState(
  db: Db,
  memberId: number,
): Promise<{ pop: PopEtcStatus; etc: PopEtcStatus }> {
  const [pop, etc, balances] = await Promise.all([
    openApplication(db, memberId, 'pop'),
    openApplication(db, memberId, 'etc'),
    memberBalances(db, memberId),
  ]);
  return { pop: statusOf(pop, balances.pop), etc: statusOf(etc, balances.etc) };
}
