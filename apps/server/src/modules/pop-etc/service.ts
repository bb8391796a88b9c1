import {
  apiDay,
  type EtcApplyBody,
  formatNaira,
  nairaToKobo,
  POP_ETC_MESSAGES,
  type PopApplyBody,
  type PopEtcApplication,
  type PopEtcTerms,
  sortableDay,
  toNairaNumber,
} from '@trust/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { etcCities, popEtcApplications, popItems } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict } from '../../http/envelope.ts';
import { lagosDay } from '../../lagos-day.ts';
import { lockedMemberBalance } from '../../ledger/index.ts';
import { openApplication, popEtcState } from './state.ts';
import { KIND_LABEL, memberTerms, type PopEtcKind } from './terms.ts';

type Row = typeof popEtcApplications.$inferSelect;

const fieldError = (message: string, field: string) => badRequest(message, { field });

/** GET /popetcterms: for each, the status, the read-only amount and why the member may not apply. */
export async function popEtcTerms(db: Db, userId: number, now: Date): Promise<PopEtcTerms> {
  const [terms, state] = await Promise.all([memberTerms(db, userId, now), popEtcState(db, userId)]);
  const refusal = (kind: PopEtcKind, status: number) =>
    status !== 3
      ? { refusal: POP_ETC_MESSAGES.alreadyOpen(KIND_LABEL[kind]), gate: 'open' as const }
      : { refusal: terms.refusal?.message(KIND_LABEL[kind]) ?? null, gate: terms.refusal?.gate ?? null };
  const amount = toNairaNumber(terms.limitKobo);
  return {
    plan_name: terms.planName,
    pop: { status: state.pop, amount, ...refusal('pop', state.pop) },
    etc: {
      status: state.etc,
      amount,
      ...refusal('etc', state.etc),
      air: terms.air,
      abroad: terms.abroad,
    },
  };
}

/**
 * What both applications check inside their transaction: the member may apply (section 4.6 and 6),
 * has nothing of this kind open (an application in use that is repaid in full is closed here), and
 * sent no amount other than the plan's limit. Returns the amount. Throws 403 with the refusal, 409
 * when one is open, 400 for another amount.
 */
async function admit(tx: Db, userId: number, kind: PopEtcKind, now: Date, sentNaira: number | undefined) {
  const label = KIND_LABEL[kind];
  const terms = await memberTerms(tx, userId, now);
  if (terms.refusal) throw new ApiError(terms.refusal.status, terms.refusal.message(label));
  const open = await openApplication(tx, userId, kind, true);
  if (open?.status === 1) throw conflict(POP_ETC_MESSAGES.alreadyOpen(label));
  if (open?.status === 2) {
    if ((await lockedMemberBalance(tx, userId, kind)) > 0n)
      throw conflict(POP_ETC_MESSAGES.alreadyOpen(label));
    await tx
      .update(popEtcApplications)
      .set({ status: 3, closedAt: now })
      .where(eq(popEtcApplications.id, open.id));
  } else if ((await lockedMemberBalance(tx, userId, kind)) > 0n) {
    throw conflict(POP_ETC_MESSAGES.alreadyOpen(label));
  }
  if (sentNaira !== undefined && nairaToKobo(sentNaira) !== terms.limitKobo)
    throw fieldError(POP_ETC_MESSAGES.amount(label, formatNaira(terms.limitKobo)), `${kind}_amount`);
  return terms;
}

/** A day (MM/DD/YYYY) that must not be before today in Lagos; 400 naming the field otherwise. */
function notPast(day: string, now: Date, message: string, field: string) {
  if (sortableDay(day) < lagosDay(now)) throw fieldError(message, field);
}

/**
 * POST /emergencytravelcover. Rules of part 2 sections 5 and 6 beyond the body's own (cities differ,
 * return date for Round Trip and not before travel): the cities are on the list, the plan covers the
 * trip (air for GOLD and PLATINUM, outside Nigeria for PLATINUM), no date in the past, the repayment
 * not before the travel date. One open ETC at a time (the unique index backs the check under races).
 */
export async function applyEtc(
  db: Db,
  userId: number,
  body: EtcApplyBody & { ec_to_travel_date: string },
  now: Date,
) {
  notPast(body.ec_from_travel_date, now, POP_ETC_MESSAGES.pastTravel, 'ec_from_travel_date');
  const roundTrip = body.ec_type === 'Round Trip';
  if (roundTrip) notPast(body.ec_to_travel_date, now, POP_ETC_MESSAGES.pastReturn, 'ec_to_travel_date');
  notPast(body.ec_repayment_date, now, POP_ETC_MESSAGES.pastRepayment, 'ec_repayment_date');
  if (sortableDay(body.ec_repayment_date) < sortableDay(body.ec_from_travel_date))
    throw fieldError(POP_ETC_MESSAGES.repaymentBeforeTravel, 'ec_repayment_date');
  return insertOnce(
    db,
    async (tx) => {
      const terms = await admit(tx, userId, 'etc', now, body.ec_amount as number | undefined);
      const cities = await tx
        .select()
        .from(etcCities)
        .where(
          and(inArray(etcCities.id, [Number(body.ec_from), Number(body.ec_to)]), eq(etcCities.active, true)),
        );
      const from = cities.find((c) => c.id === Number(body.ec_from));
      const to = cities.find((c) => c.id === Number(body.ec_to));
      if (!from) throw fieldError(POP_ETC_MESSAGES.unknownCity, 'ec_from');
      if (!to) throw fieldError(POP_ETC_MESSAGES.unknownCity, 'ec_to');
      const plan = terms.planName ?? '';
      if (body.ec_travel_by === 'Air' && !terms.air)
        throw fieldError(POP_ETC_MESSAGES.airNotCovered(plan), 'ec_travel_by');
      if (!terms.abroad && (from.country !== 'Nigeria' || to.country !== 'Nigeria'))
        throw fieldError(
          POP_ETC_MESSAGES.abroadNotCovered(plan),
          from.country !== 'Nigeria' ? 'ec_from' : 'ec_to',
        );
      const [row] = await tx
        .insert(popEtcApplications)
        .values({
          userId,
          kind: 'etc',
          amountKobo: terms.limitKobo,
          reason: body.ec_reason,
          repaymentDate: sortableDay(body.ec_repayment_date),
          fromCityId: from.id,
          toCityId: to.id,
          coverType: body.ec_type,
          travelBy: body.ec_travel_by ?? 'Bus',
          travelDate: sortableDay(body.ec_from_travel_date),
          returnDate: roundTrip ? sortableDay(body.ec_to_travel_date) : null,
          createdAt: now,
        })
        .returning();
      return row as Row;
    },
    'etc',
  );
}

/** POST /purchaseorderpower: an item from the list, the plan's limit, a repayment date not in the past. */
export async function applyPop(db: Db, userId: number, body: PopApplyBody, now: Date) {
  notPast(body.pr_repayment_date, now, POP_ETC_MESSAGES.pastRepayment, 'pr_repayment_date');
  const sent = (body.pr_item_amount ?? body.ec_amount) as number | undefined;
  return insertOnce(
    db,
    async (tx) => {
      const terms = await admit(tx, userId, 'pop', now, sent);
      const [item] = await tx
        .select()
        .from(popItems)
        .where(and(eq(popItems.id, Number(body.pr_item_id)), eq(popItems.active, true)));
      if (!item) throw fieldError(POP_ETC_MESSAGES.unknownItem, 'pr_item_id');
      const [row] = await tx
        .insert(popEtcApplications)
        .values({
          userId,
          kind: 'pop',
          amountKobo: terms.limitKobo,
          reason: body.pr_reason_item_purchase,
          repaymentDate: sortableDay(body.pr_repayment_date),
          itemId: item.id,
          itemName: body.pr_item_name,
          deliveryLocation: body.pr_delivery_location,
          createdAt: now,
        })
        .returning();
      return row as Row;
    },
    'pop',
  );
}

/** Two applications at once: the one-open unique index refuses the second, answered as "already open". */
async function insertOnce(db: Db, work: (tx: Db) => Promise<Row>, kind: PopEtcKind): Promise<Row> {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(POP_ETC_MESSAGES.alreadyOpen(KIND_LABEL[kind]));
    throw e;
  }
}

function isUniqueViolation(e: unknown): boolean {
  for (let c: unknown = e; c; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** POST /cancelpurchaseorderpower, /cancelemergencytravelcover: only while in process (status 1). */
export async function cancelApplication(db: Db, userId: number, kind: PopEtcKind, now: Date) {
  return db.transaction(async (tx) => {
    const open = await openApplication(tx, userId, kind, true);
    if (open?.status !== 1) throw badRequest(POP_ETC_MESSAGES.nothingToCancel(KIND_LABEL[kind]));
    await tx
      .update(popEtcApplications)
      .set({ status: 3, cancelledAt: now })
      .where(eq(popEtcApplications.id, open.id));
    return { ...open, status: 3 };
  });
}

/** Applications with their city names, as members and operators read them. */
export async function viewApplications(db: Db, rows: Row[]): Promise<PopEtcApplication[]> {
  const ids = [
    ...new Set(rows.flatMap((r) => [r.fromCityId, r.toCityId]).filter((x): x is number => x != null)),
  ];
  const cities = ids.length ? await db.select().from(etcCities).where(inArray(etcCities.id, ids)) : [];
  const city = (id: number | null) => cities.find((c) => c.id === id)?.name ?? null;
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as PopEtcKind,
    status: r.status,
    amount: toNairaNumber(r.amountKobo),
    reason: r.reason,
    repayment_date: apiDay(r.repaymentDate),
    created_at: r.createdAt.toISOString(),
    pop_item_name: r.itemName,
    pop_delivery_location: r.deliveryLocation,
    etc_from: city(r.fromCityId),
    etc_to: city(r.toCityId),
    etc_type: r.coverType,
    etc_travel_by: r.travelBy,
    etc_travel_date: r.travelDate ? apiDay(r.travelDate) : null,
    etc_return_date: r.returnDate ? apiDay(r.returnDate) : null,
  }));
}

/** GET /emergencytravelcoverlist (and /purchaseorderpowerlist): the member's own, newest first. */
export async function listOwn(db: Db, userId: number, kind: PopEtcKind) {
  const rows = await db
    .select()
    .from(popEtcApplications)
    .where(and(eq(popEtcApplications.userId, userId), eq(popEtcApplications.kind, kind)))
    .orderBy(desc(popEtcApplications.createdAt), desc(popEtcApplications.id));
  return viewApplications(db, rows);
}

/** GET /etccitylist: active cities, Nigeria's first, then by country and name. */
export async function cityList(db: Db) {
  const rows = await db
    .select()
    .from(etcCities)
    .where(eq(etcCities.active, true))
    .orderBy(sql`${etcCities.country} <> 'Nigeria'`, asc(etcCities.country), asc(etcCities.name));
  return rows.map((c) => ({ etc_city_id: c.id, etc_city_name: c.name, etc_country: c.country }));
}

/** GET /popitemlist */
export async function itemList(db: Db) {
  const rows = await db.select().from(popItems).where(eq(popItems.active, true)).orderBy(asc(popItems.name));
  return rows.map((i) => ({ pop_item_id: i.id, pop_item_name: i.name }));
}

/** One application as the member reads it. */
export async function viewApplication(db: Db, row: Row): Promise<PopEtcApplication> {
  const [view] = await viewApplications(db, [row]);
  if (!view) throw new Error('no view of an application');
  return view;
}
