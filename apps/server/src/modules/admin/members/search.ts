import {
  ADMIN_MEMBERS_PER_PAGE,
  type AdminMembersFilter,
  type AdminMembersPage,
  MEMBER_STATUS_FILTER,
} from '@trust/shared';
import { and, asc, desc, eq, inArray, isNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { contributionWeeks, idDocuments, memberships, plans, users } from '../../../db/schema/index.ts';

/** LIKE's own characters in what an operator typed match themselves, not any text. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const startsWith = (prefix: string) => `${escapeLike(prefix)}%`;
const contains = (part: string) => `%${escapeLike(part)}%`;

/**
 * Text this long or longer is looked for anywhere inside a field, through the pg_trgm indexes
 * (users_{name,email,phone}_trgm_idx): a trigram index needs three characters to narrow anything, so a
 * shorter text matches the start of a field, through the prefix indexes.
 */
const CONTAINS_FROM = 3;

/**
 * What an operator's search text matches:
 * - `TFP…`: the start of the Trust Fund Pin;
 * - with an `@`: the email (anywhere inside it);
 * - digits (spaces, dashes and a leading + ignored): the phone anywhere inside it, a local 0… number read
 *   as 234…, or the start of the pin's digits;
 * - anything else: anywhere inside the full name or the email.
 * Below CONTAINS_FROM characters, each of these matches the start of the field instead, and one word
 * also any whole word of the name. Empty: every member.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const text = (q ?? '').trim().toLowerCase();
  if (!text) return undefined;
  const lowerName = sql`lower(${users.fullName})`;
  const lowerEmail = sql`lower(${users.email})`;
  const inside = (t: string) => (t.length >= CONTAINS_FROM ? contains(t) : startsWith(t));
  if (/^tfp\d*$/.test(text)) return sql`${users.tfpPin} like ${startsWith(text.toUpperCase())}`;
  if (text.includes('@')) return sql`${lowerEmail} like ${inside(text)}`;
  const digits = text.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    const phone = digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
    return or(
      sql`${users.phone} like ${inside(phone)}`,
      sql`${users.tfpPin} like ${startsWith(`TFP${digits}`)}`,
    );
  }
  return or(
    sql`${lowerName} like ${inside(text)}`,
    sql`${lowerEmail} like ${inside(text)}`,
    /\s/.test(text) ? undefined : sql`string_to_array(${lowerName}, ' ') @> array[${text}]::text[]`,
  );
}

/** Whether the search is a TFP prefix: its matches are listed in pin order (see searchOrder). */
const isPinSearch = (q: string | undefined) => /^tfp\d*$/.test((q ?? '').trim().toLowerCase());

/**
 * The order of a page: the newest first without a search, in name order with one, in pin order for a
 * TFP prefix. Why not newest first for a search too: ordered by id, the planner reads the primary key
 * backwards hoping to meet 20 matches early, and for a search that matches one member it reads all
 * 100,000 rows (330 ms on PostgreSQL against 7 ms).
 * - A TFP prefix walks users_tfp_prefix_idx in its own (byte) order, USING ~<~: every entry of the
 *   range matches, so a bare `TFP9` reads one page of the index, not 100,000 pins (498 ms → 3 ms).
 * - A name is compared byte by byte (COLLATE "C"), which no index offers on purpose: the matches are
 *   gathered by the bitmap of the trigram, prefix and word indexes and the page picked by a cheap sort.
 *   An order an index offers tempts the planner to walk the whole name index for a rare match (600 ms
 *   for one email), and the byte compare keeps sorting 10,000 members of a common surname cheap.
 */
export function searchOrder(q: string | undefined): SQL[] {
  if (!searchCondition(q)) return [desc(users.id)];
  if (isPinSearch(q)) return [sql`${users.tfpPin} using ~<~`];
  return [sql`lower(${users.fullName}) collate "C"`, asc(users.id)];
}

/** A missed period of the member's open membership's current cycle, not paid since (arrears). */
const inArrears = sql`exists (
  select 1 from ${contributionWeeks}
  where ${contributionWeeks.membershipId} = ${memberships.id}
    and ${contributionWeeks.cycleNumber} = ${memberships.cycleNumber}
    and ${contributionWeeks.status} = 'missed')`;

const hasDocument = (status: 'approved' | 'pending') => sql`exists (
  select 1 from ${idDocuments}
  where ${idDocuments.userId} = ${users.id} and ${idDocuments.status} = ${status})`;

/**
 * The filters beside the search: the plan of the member's open membership ("none": no open plan), the
 * account's status, arrears (a missed period of the current cycle not paid since) and the ID check
 * (checked: a document approved; pending: one awaiting review and none approved; none: neither).
 */
function filterCondition(f: Omit<AdminMembersFilter, 'q' | 'page'>): SQL | undefined {
  return and(
    f.plan === 'none' ? isNull(plans.name) : f.plan ? eq(plans.name, f.plan) : undefined,
    f.status ? eq(users.status, MEMBER_STATUS_FILTER[f.status]) : undefined,
    f.arrears === 'yes' ? inArrears : f.arrears === 'no' ? not(inArrears) : undefined,
    f.id_check === 'checked'
      ? hasDocument('approved')
      : f.id_check === 'pending'
        ? and(hasDocument('pending'), not(hasDocument('approved')))
        : f.id_check === 'none'
          ? and(not(hasDocument('pending')), not(hasDocument('approved')))
          : undefined,
  );
}

/** Members (never operators) with their open membership's plan: the search's and the export's rows. */
export const memberRows = (db: Db, f: Omit<AdminMembersFilter, 'page'>) =>
  db
    .select({
      id: users.id,
      name: users.fullName,
      email: users.email,
      phone: users.phone,
      tfp: users.tfpPin,
      status: users.status,
      title: users.memberTitle,
      plan: plans.name,
      createdAt: users.createdAt,
    })
    .from(users)
    // At most one open membership per member (memberships_one_open_per_user).
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), inArray(memberships.status, ['pending', 'active'])),
    )
    .leftJoin(plans, eq(plans.id, memberships.planId))
    .where(and(eq(users.role, 'member'), searchCondition(f.q), filterCondition(f)))
    .orderBy(...searchOrder(f.q))
    .$dynamic();

/**
 * One page of members, and whether another page follows: one row more than a page is read to know,
 * never a count of every match (counting 10,000 members sharing a surname cost more than finding the
 * page).
 */
export async function searchMembers(db: Db, f: AdminMembersFilter): Promise<AdminMembersPage> {
  const rows = await memberRows(db, f)
    .limit(ADMIN_MEMBERS_PER_PAGE + 1)
    .offset((f.page - 1) * ADMIN_MEMBERS_PER_PAGE);
  return {
    members: rows
      .slice(0, ADMIN_MEMBERS_PER_PAGE)
      .map(({ createdAt, ...r }) => ({ ...r, registered_at: createdAt.toISOString() })),
    page: f.page,
    per_page: ADMIN_MEMBERS_PER_PAGE,
    more: rows.length > ADMIN_MEMBERS_PER_PAGE,
  };
}
