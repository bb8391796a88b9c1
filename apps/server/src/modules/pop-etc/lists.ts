import { type AdminEtcCity, type AdminPopItem, POP_ETC_LIST_MESSAGES } from '@trust/shared';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { etcCities, popEtcApplications, popItems } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/envelope.ts';
import { recordAudit } from '../audit/index.ts';

interface Actor {
  userId: number;
  ip: string;
}

/** The operator's change in the audit log, as the console's other content changes are written. */
async function audit(
  tx: Db,
  input: { actor: Actor; action: string; now: Date; before?: unknown; after: unknown },
) {
  await recordAudit(tx, {
    actorUserId: input.actor.userId,
    action: input.action,
    details: { ip: input.actor.ip, before: input.before ?? null, after: input.after },
    createdAt: input.now,
  });
}

type City = typeof etcCities.$inferSelect;
type Item = typeof popItems.$inferSelect;

/**
 * The console's ETC cities and POP items (Content section). The member calls (/etccitylist,
 * /popitemlist) and the applications read these tables directly, so a change shows at the next
 * request. Nothing is deleted: an inactive entry is no longer offered, and applications that named it
 * still show it. Every change is audited with the values before and after.
 */

/** Every city, active ones first (Nigeria's first, as the form lists them), with how often used. */
export async function adminCities(db: Db): Promise<AdminEtcCity[]> {
  const used = sql<number>`(select count(*)::int from ${popEtcApplications} where ${popEtcApplications.fromCityId} = ${etcCities.id} or ${popEtcApplications.toCityId} = ${etcCities.id})`;
  const rows = await db
    .select({ city: etcCities, used })
    .from(etcCities)
    .orderBy(
      sql`${etcCities.active} desc`,
      sql`${etcCities.country} <> 'Nigeria'`,
      asc(etcCities.country),
      asc(etcCities.name),
    );
  return rows.map(({ city, used: n }) => ({ ...cityView(city), used: Number(n) }));
}

const cityView = (c: City) => ({ id: c.id, name: c.name, country: c.country, active: c.active });

/** The same name in the same country (any case) is the same city. */
async function cityTaken(db: Db, name: string, country: string, except?: number) {
  const [same] = await db
    .select({ id: etcCities.id })
    .from(etcCities)
    .where(
      and(
        sql`lower(${etcCities.name}) = lower(${name})`,
        sql`lower(${etcCities.country}) = lower(${country})`,
        except ? ne(etcCities.id, except) : undefined,
      ),
    );
  if (same) throw conflict(POP_ETC_LIST_MESSAGES.cityExists);
}

export async function addCity(db: Db, actor: Actor, now: Date, input: { name: string; country: string }) {
  return db.transaction(async (tx) => {
    await cityTaken(tx, input.name, input.country);
    const [row] = await tx.insert(etcCities).values(input).onConflictDoNothing().returning();
    if (!row) throw conflict(POP_ETC_LIST_MESSAGES.cityExists);
    await audit(tx, { actor, now, action: 'content.etc_city.create', after: cityView(row) });
    return { ...cityView(row), used: 0 };
  });
}

export async function updateCity(
  db: Db,
  actor: Actor,
  now: Date,
  id: number,
  input: { name?: string; country?: string; active?: boolean },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(etcCities).where(eq(etcCities.id, id)).for('update');
    if (!before) throw notFound(POP_ETC_LIST_MESSAGES.notFound);
    const next = { name: input.name ?? before.name, country: input.country ?? before.country };
    await cityTaken(tx, next.name, next.country, id);
    const [row] = await tx
      .update(etcCities)
      .set({ ...next, active: input.active ?? before.active })
      .where(eq(etcCities.id, id))
      .returning();
    if (!row) throw notFound(POP_ETC_LIST_MESSAGES.notFound);
    await audit(tx, {
      actor,
      now,
      action: 'content.etc_city.update',
      before: cityView(before),
      after: cityView(row),
    });
    const [n] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(popEtcApplications)
      .where(or(eq(popEtcApplications.fromCityId, id), eq(popEtcApplications.toCityId, id)));
    return { ...cityView(row), used: Number(n?.n ?? 0) };
  });
}

const itemView = (i: Item) => ({ id: i.id, name: i.name, active: i.active });

/** Every POP item kind, active ones first, by name, with how often applied for. */
export async function adminItems(db: Db): Promise<AdminPopItem[]> {
  const used = sql<number>`(select count(*)::int from ${popEtcApplications} where ${popEtcApplications.itemId} = ${popItems.id})`;
  const rows = await db
    .select({ item: popItems, used })
    .from(popItems)
    .orderBy(sql`${popItems.active} desc`, asc(popItems.name));
  return rows.map(({ item, used: n }) => ({ ...itemView(item), used: Number(n) }));
}

async function itemTaken(db: Db, name: string, except?: number) {
  const [same] = await db
    .select({ id: popItems.id })
    .from(popItems)
    .where(and(sql`lower(${popItems.name}) = lower(${name})`, except ? ne(popItems.id, except) : undefined));
  if (same) throw conflict(POP_ETC_LIST_MESSAGES.itemExists);
}

export async function addItem(db: Db, actor: Actor, now: Date, input: { name: string }) {
  return db.transaction(async (tx) => {
    await itemTaken(tx, input.name);
    const [row] = await tx.insert(popItems).values(input).onConflictDoNothing().returning();
    if (!row) throw conflict(POP_ETC_LIST_MESSAGES.itemExists);
    await audit(tx, { actor, now, action: 'content.pop_item.create', after: itemView(row) });
    return { ...itemView(row), used: 0 };
  });
}

export async function updateItem(
  db: Db,
  actor: Actor,
  now: Date,
  id: number,
  input: { name?: string; active?: boolean },
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(popItems).where(eq(popItems.id, id)).for('update');
    if (!before) throw notFound(POP_ETC_LIST_MESSAGES.notFound);
    const name = input.name ?? before.name;
    await itemTaken(tx, name, id);
    const [row] = await tx
      .update(popItems)
      .set({ name, active: input.active ?? before.active })
      .where(eq(popItems.id, id))
      .returning();
    if (!row) throw notFound(POP_ETC_LIST_MESSAGES.notFound);
    await audit(tx, {
      actor,
      now,
      action: 'content.pop_item.update',
      before: itemView(before),
      after: itemView(row),
    });
    const [n] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(popEtcApplications)
      .where(eq(popEtcApplications.itemId, id));
    return { ...itemView(row), used: Number(n?.n ?? 0) };
  });
}
