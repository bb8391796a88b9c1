/** What the trust network offers the rest of the server; everything else in it is its own. */
import type { Db } from '../../db/client.ts';
import { acceptedPage } from './queries.ts';

export { hasTrustNetwork, hasTrustNetworkCondition } from './queries.ts';
export { addTrustMember, answerTrustRequest as answerNetworkRequest, findNetworkMember } from './service.ts';

export interface AcceptedTrustMember {
  id: number;
  name: string;
  tfp: string;
  /** The member's active plan prefix (STM, GTM, PTM, FTM), '' when their plan has ended. */
  planPrefix: string;
  /** u_tfp_pin_status: 0 AVAILABLE, 1 IN USE, 2 NOT AVAILABLE, 3 IN PROCESS (part 2 section 4.12). */
  tfpStatus: number;
  /** The photo's path, '' without one. */
  image: string;
}

/**
 * The members who accepted a trust link with `memberId` (either side asked), in name order: the loan's
 * truster tabs. planPrefix keeps one plan's members (STM, GTM, PTM). offset counts rows to skip (0 for
 * the first row, not a page number); count is how many to return.
 */
export async function acceptedTrustMembers(
  db: Db,
  memberId: number,
  opts: { planPrefix?: string; offset: number; count: number },
): Promise<AcceptedTrustMember[]> {
  const { rows } = await acceptedPage(db, memberId, {
    prefix: opts.planPrefix,
    limit: Math.max(0, opts.count),
    offset: Math.max(0, opts.offset),
  });
  return rows.map((r) => ({
    id: r.otherId,
    name: r.name,
    tfp: r.tfp ?? '',
    planPrefix: r.prefix ?? '',
    tfpStatus: r.tfpStatus,
    image: r.image ?? '',
  }));
}
