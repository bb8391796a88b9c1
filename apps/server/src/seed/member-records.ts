import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { uploadIdDocument } from '../modules/identity/index.ts';

/** A small PNG (a grey card with a darker band), standing in for the photo of an ID card. */
const DEMO_ID_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAUElEQVR42u3XsQkAIAxFwQzmJA7hJO7nOvbpRBAi98gCV30Sq3gBAAAAAHAFaKOXPgAAgOoAOwAAkJuHAQAAAAAAAAAAAAD8A/CRAQAAPGwDW3gQyxkbX5gAAAAASUVORK5CYII=',
  'base64',
);

/**
 * Members' records in the demo: Tunde has uploaded his NIN slip, awaiting an operator's review, so the
 * console's ID check (Members, filter "Awaiting review") has something to approve or reject.
 */
export async function seedMemberRecords(db: Db, clock: Clock): Promise<void> {
  const [tunde] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'tunde@demo.trustfund.ng'));
  if (!tunde) return;
  await uploadIdDocument(db, clock.now(), {
    userId: tunde.id,
    type: 'nin',
    number: '12345678904',
    bytes: DEMO_ID_PNG,
  });
}
