import { type AdminMembersFilter, MEMBER_EXPORT_MAX_ROWS } from '@trust/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { contributionWeeks, idDocuments, memberships, users } from '../../../db/schema/index.ts';
import { csvText, safeCell } from '../../../http/csv.ts';
import { lagosDay } from '../../../lagos-day.ts';
import { memberRows } from './search.ts';

const STATUS_TEXT: Record<number, string> = { 1: 'active', 3: 'locked', 5: 'terminated' };

/**
 * Every member the search and filters find (in the list's order), as a CSV file: pin, name, email,
 * phone, plan, status, title, the current cycle's missed periods, the ID check and the day they
 * registered. Text cells are formula-safe (http/csv.ts).
 */
export async function membersCsv(db: Db, f: Omit<AdminMembersFilter, 'page'>): Promise<string> {
  const rows = await memberRows(db, f).limit(MEMBER_EXPORT_MAX_ROWS);
  const ids = rows.map((r) => r.id);
  const extra = new Map<number, { missed: number; idCheck: string }>();
  if (ids.length > 0) {
    const found = await rowsOf<{ id: number; missed: number; id_check: string }>(
      db,
      sql`
      select u.id,
        (select count(*)::int from ${contributionWeeks} cw
           join ${memberships} m on m.id = cw.membership_id and m.status in ('pending', 'active')
          where cw.user_id = u.id and cw.cycle_number = m.cycle_number and cw.status = 'missed') as missed,
        case
          when exists (select 1 from ${idDocuments} d where d.user_id = u.id and d.status = 'approved') then 'checked'
          when exists (select 1 from ${idDocuments} d where d.user_id = u.id and d.status = 'pending') then 'pending'
          else 'none'
        end as id_check
      from ${users} u where u.id = any(${sql.param(ids)}::int[])`,
    );
    for (const r of found) extra.set(Number(r.id), { missed: Number(r.missed), idCheck: r.id_check });
  }
  return csvText([
    ['TFP', 'Name', 'Email', 'Phone', 'Plan', 'Status', 'Title', 'Missed periods', 'ID check', 'Registered'],
    ...rows.map((r) => [
      r.tfp ?? '',
      safeCell(r.name),
      safeCell(r.email),
      r.phone,
      r.plan ?? '',
      STATUS_TEXT[r.status] ?? String(r.status),
      r.title,
      String(extra.get(r.id)?.missed ?? 0),
      extra.get(r.id)?.idCheck ?? 'none',
      lagosDay(r.createdAt),
    ]),
  ]);
}
