import {
  TRUST_MEMBER_ACCEPTED,
  TRUST_MEMBER_PENDING,
  type TrustMemberRow,
  type TrustPrefix,
  USER_TERMINATED,
} from '@trust/shared';
import { and, count, desc, eq, exists, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberships, plans, trustMembers, users } from '../../db/schema/index.ts';

/** A member as the trust network sees them: the active plan's name and prefix, null without one. */
export interface NetworkProfile {
  id: number;
  name: string;
  email: string;
  image: string | null;
  tfp: string | null;
  tfpStatus: number;
  status: number;
  planName: string | null;
  planPrefix: string | null;
}

const activePlan = and(eq(memberships.userId, users.id), eq(memberships.status, 'active'));

/** The member and their active plan (at most one: a member has one open membership). */
export async function networkProfile(db: Db, where: SQL): Promise<NetworkProfile | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.fullName,
      email: users.email,
      image: users.imagePath,
      tfp: users.tfpPin,
      tfpStatus: users.tfpPinStatus,
      status: users.status,
      planName: plans.name,
      planPrefix: plans.prefix,
    })
    .from(users)
    .leftJoin(memberships, activePlan)
    .leftJoin(plans, eq(plans.id, memberships.planId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Only a member with a pin, on an active paid plan (not BASIC), and not terminated, joins a network. */
export const mayJoinNetwork = (p: NetworkProfile | null): p is NetworkProfile =>
  p != null &&
  p.tfp != null &&
  p.planName != null &&
  p.planName !== 'ORDINARY' &&
  p.status !== USER_TERMINATED;

/** The other member of a link, seen from `me`. */
const otherOf = (me: number) =>
  sql<number>`case when ${trustMembers.requesterId} = ${me} then ${trustMembers.memberId} else ${trustMembers.requesterId} end`;

function linkFilter(me: number | Placeholder, statuses: number[], prefix?: string) {
  return and(
    or(eq(trustMembers.requesterId, me), eq(trustMembers.memberId, me)),
    inArray(trustMembers.status, statuses),
    prefix ? eq(plans.prefix, prefix) : undefined,
  );
}

function linkRows(db: Db, me: number) {
  return db
    .select({
      id: trustMembers.id,
      otherId: users.id,
      name: users.fullName,
      tfp: users.tfpPin,
      prefix: plans.prefix,
      tfpStatus: users.tfpPinStatus,
      status: trustMembers.status,
      image: users.imagePath,
      requesterId: trustMembers.requesterId,
      memberId: trustMembers.memberId,
      requestedAt: trustMembers.requestedAt,
    })
    .from(trustMembers)
    .innerJoin(users, eq(users.id, otherOf(me)))
    .leftJoin(memberships, activePlan)
    .leftJoin(plans, eq(plans.id, memberships.planId));
}
type LinkRow = Awaited<ReturnType<ReturnType<typeof linkRows>['execute']>>[number];

function countLinks(db: Db, me: number, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(trustMembers)
    .innerJoin(users, eq(users.id, otherOf(me)))
    .leftJoin(memberships, activePlan)
    .leftJoin(plans, eq(plans.id, memberships.planId))
    .where(where)
    .then(([r]) => Number(r?.n ?? 0));
}

export function toTrustMemberRow(me: number, r: LinkRow): TrustMemberRow {
  return {
    id: r.otherId,
    u_id: r.otherId,
    u_first_name: r.name,
    u_tfp_pin: r.tfp ?? '',
    pl_prefix: r.prefix ?? '',
    u_tfp_pin_status: r.tfpStatus,
    t_mem_status: r.status,
    u_image: r.image ?? '',
    byuserid: r.requesterId,
    touserid: r.memberId,
    t_mem_direction: r.requesterId === me ? 'sent' : 'received',
    requested_at: r.requestedAt.toISOString(),
  };
}

/**
 * The member's network: accepted links and requests either way still pending (rejected ones drop out).
 * Requests waiting for the member's answer come first, then the newest.
 */
export async function networkPage(db: Db, me: number, page: { limit: number; offset: number }) {
  const where = linkFilter(me, [TRUST_MEMBER_PENDING, TRUST_MEMBER_ACCEPTED]);
  const [rows, total] = await Promise.all([
    linkRows(db, me)
      .where(where)
      .orderBy(
        desc(sql`(${trustMembers.status} = ${TRUST_MEMBER_PENDING} and ${trustMembers.memberId} = ${me})`),
        desc(trustMembers.requestedAt),
        desc(trustMembers.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    countLinks(db, me, where),
  ]);
  return { rows, total };
}

/** Accepted members of one plan prefix (or all), in name order: the loan's truster tabs read these. */
export async function acceptedPage(
  db: Db,
  me: number,
  opts: { prefix?: TrustPrefix | string; limit: number; offset: number },
) {
  const where = linkFilter(me, [TRUST_MEMBER_ACCEPTED], opts.prefix);
  const [rows, total] = await Promise.all([
    linkRows(db, me).where(where).orderBy(users.fullName, users.id).limit(opts.limit).offset(opts.offset),
    countLinks(db, me, where),
  ]);
  return { rows, total };
}

/**
 * Whether the member has at least one accepted trust member (the dashboard's trust rating), as a
 * condition, for a read that gathers several answers in one statement. `me` may be a placeholder, for
 * a statement built once (dashboard/inputs.ts).
 */
export function hasTrustNetworkCondition(db: Db, me: number | Placeholder) {
  return exists(
    db
      .select({ id: trustMembers.id })
      .from(trustMembers)
      .where(linkFilter(me, [TRUST_MEMBER_ACCEPTED])),
  );
}

export async function hasTrustNetwork(db: Db, me: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trustMembers.id })
    .from(trustMembers)
    .where(linkFilter(me, [TRUST_MEMBER_ACCEPTED]))
    .limit(1);
  return row != null;
}
