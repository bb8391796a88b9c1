import type { Segment, SegmentPreview } from '@trust/shared';
import { type SQL, sql } from 'drizzle-orm';
import { addressInStates } from '../../db/address-state.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** The kind every message from the fund is written as (notification, email template, choices). */
export const FUND_MESSAGE_KIND = 'fund_message';

const STATUS_CODES = { active: 1, locked: 3 } as const;

/**
 * The members of a segment, as conditions on `users u` joined to the member's current membership `m`
 * (lateral, below): members only (never an operator), active or locked (a terminated member gets
 * nothing), narrowed by each condition the segment gives.
 */
function conditions(segment: Segment): SQL {
  const parts: SQL[] = [sql`u.role = 'member'`, sql`u.status in (1, 3)`];
  if (segment.statuses.length > 0) {
    const codes = segment.statuses.map((s) => STATUS_CODES[s]);
    parts.push(sql`u.status = any(${sql.param(codes)}::int[])`);
  }
  if (segment.plan_ids.length > 0) parts.push(sql`m.plan_id = any(${sql.param(segment.plan_ids)}::int[])`);
  // In arrears: a week of the current cycle missed and not paid since (a late payment marks it paid).
  const missed = sql`exists (select 1 from contribution_weeks w
      where w.membership_id = m.id and w.cycle_number = m.cycle_number and w.status = 'missed')`;
  if (segment.arrears === 'in_arrears') parts.push(missed);
  if (segment.arrears === 'up_to_date') parts.push(sql`not coalesce(${missed}, false)`);
  // The state the address names, by the rule the reports read it with (db/address-state.ts).
  if (segment.states.length > 0) parts.push(addressInStates(sql`u.address`, segment.states));
  return sql.join(parts, sql` and `);
}

/** The member's current membership as modules/memberships defines it: the active one, else the pending one. */
const CURRENT_MEMBERSHIP = sql`left join lateral (
    select cm.id, cm.plan_id, cm.cycle_number from memberships cm
    where cm.user_id = u.id and cm.status in ('active', 'pending')
    order by cm.status limit 1) m on true`;

/** The next `limit` members of the segment after member id `after`, in id order (a send's batch). */
export async function segmentMembersAfter(
  db: Db,
  segment: Segment,
  after: number,
  limit: number,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select u.id from users u ${CURRENT_MEMBERSHIP}
        where ${conditions(segment)} and u.id > ${after}
        order by u.id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * How many members the segment holds now, and how many of them a message would reach by email (their
 * choice for messages from the fund not turned off) and by push (a browser subscribed, push not off).
 */
export async function previewSegment(db: Db, segment: Segment): Promise<SegmentPreview> {
  const [row] = await rowsOf<{ members: number; email: number; push: number }>(
    db,
    sql`select count(*)::int as members,
          count(*) filter (where coalesce(p.email, true))::int as email,
          count(*) filter (where coalesce(p.push, true)
            and exists (select 1 from push_subscriptions s where s.user_id = u.id))::int as push
        from users u ${CURRENT_MEMBERSHIP}
        left join notification_preferences p on p.user_id = u.id and p.kind = ${FUND_MESSAGE_KIND}
        where ${conditions(segment)}`,
  );
  return { members: Number(row?.members ?? 0), email: Number(row?.email ?? 0), push: Number(row?.push ?? 0) };
}

/** The segment in words, for the console's list: "Active or locked members on SILVER, in arrears, in Lagos". */
export function describeSegment(segment: Segment, planNames: ReadonlyMap<number, string>): string {
  const who =
    segment.statuses.length === 1
      ? `${segment.statuses[0] === 'active' ? 'Active' : 'Locked'} members`
      : 'All members';
  const parts = [who];
  if (segment.plan_ids.length > 0)
    parts.push(`on ${segment.plan_ids.map((id) => planNames.get(id) ?? `plan ${id}`).join(' or ')}`);
  if (segment.arrears === 'in_arrears') parts.push('in arrears');
  if (segment.arrears === 'up_to_date') parts.push('up to date');
  if (segment.states.length > 0) parts.push(`in ${segment.states.join(' or ')}`);
  return parts.join(', ').replace(/^(\w+ members), on/, '$1 on');
}
