import { TRUSTER_TYPES, type TrusterType } from '@trust/shared';
import type { Db } from '../../db/client.ts';
import { acceptedTrustMembers as acceptedInNetwork } from '../trust-network/index.ts';

export interface AcceptedTrustMember {
  id: number;
  fullName: string;
  tfpPin: string;
  planPrefix: TrusterType;
  tfpPinStatus: number;
  imagePath: string | null;
}

/**
 * The trusters a member may pick: their accepted trust members (modules/trust-network) on a Silver,
 * Gold or Platinum plan, by name; planPrefix keeps one tab (part 2 section 2.8). offset is the page
 * from 1, as the loan calls send it.
 */
export async function acceptedTrustMembers(
  db: Db,
  memberId: number,
  opts: { planPrefix?: TrusterType; offset: number; count: number },
): Promise<AcceptedTrustMember[]> {
  const skip = (Math.max(1, opts.offset) - 1) * opts.count;
  const tabs = opts.planPrefix ? [opts.planPrefix] : TRUSTER_TYPES;
  const lists = await Promise.all(
    tabs.map((planPrefix) =>
      acceptedInNetwork(db, memberId, { planPrefix, offset: skip, count: opts.count }),
    ),
  );
  return lists.flat().map((m) => ({
    id: m.id,
    fullName: m.name,
    tfpPin: m.tfp,
    planPrefix: m.planPrefix as TrusterType,
    tfpPinStatus: m.tfpStatus,
    imagePath: m.image || null,
  }));
}
