import type { TrusterType } from '@trust/shared';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, plans, trustMembers, users } from '../../db/schema/index.ts';

/** The plan each truster tab shows (part 2 section 2.8): Silver, Gold, Platinum trust members. */
export const PREFIX_OF_PLAN: Record<string, TrusterType> = { SILVER: 'STM', GOLD: 'GTM', PLATINUM: 'PTM' };
const PLAN_OF_PREFIX: Record<TrusterType, string> = { STM: 'SILVER', GTM: 'GOLD', PTM: 'PLATINUM' };

export interface AcceptedTrustMember {
  id: number;
  fullName: string;
  tfpPin: string;
  planPrefix: TrusterType;
  tfpPinStatus: number;
  imagePath: string | null;
}

/**
 * The member's accepted trust members (trust_members status 1, either side of the link) on an active
 * Silver, Gold or Platinum plan, by name; planPrefix keeps one tab. offset is the page from 1.
 * The trust network module owns this query; this copy has its exact name and signature so the two
 * can be swapped.
 */
export async function acceptedTrustMembers(
  db: Db,
  memberId: number,
  opts: { planPrefix?: TrusterType; offset: number; count: number },
): Promise<AcceptedTrustMember[]> {
  const other = sql<number>`case when ${trustMembers.lowId} = ${memberId} then ${trustMembers.highId} else ${trustMembers.lowId} end`;
  const planNames = opts.planPrefix ? [PLAN_OF_PREFIX[opts.planPrefix]] : Object.keys(PREFIX_OF_PLAN);
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      tfpPin: users.tfpPin,
      plan: plans.name,
      tfpPinStatus: users.tfpPinStatus,
      imagePath: users.imagePath,
    })
    .from(trustMembers)
    .innerJoin(users, eq(users.id, other))
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.status, 'active')))
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(
      and(
        eq(trustMembers.status, 1),
        or(eq(trustMembers.lowId, memberId), eq(trustMembers.highId, memberId)),
        inArray(plans.name, planNames),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(opts.count)
    .offset((Math.max(1, opts.offset) - 1) * opts.count);
  return rows.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    tfpPin: r.tfpPin ?? '',
    planPrefix: PREFIX_OF_PLAN[r.plan] ?? 'STM',
    tfpPinStatus: r.tfpPinStatus,
    imagePath: r.imagePath,
  }));
}
