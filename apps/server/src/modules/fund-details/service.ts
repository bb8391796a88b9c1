import type { FundDetails, fundDetailsInputSchema } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fundDetails } from '../../db/schema/index.ts';
import { type Actor, audit } from '../audit/index.ts';

type Row = typeof fundDetails.$inferSelect;
type FundDetailsInput = z.output<typeof fundDetailsInputSchema>;

const NONE: FundDetails = {
  legal_name: null,
  registration: null,
  regulator: null,
  address: null,
  email: null,
  phone: null,
  whatsapp: null,
  returns_claim: null,
};

const toDetails = (r: Row | undefined): FundDetails =>
  r
    ? {
        legal_name: r.legalName,
        registration: r.registration,
        regulator: r.regulator,
        address: r.address,
        email: r.email,
        phone: r.phone,
        whatsapp: r.whatsapp,
        returns_claim: r.returnsClaim,
      }
    : NONE;

/** The fund's details as the public site shows them; every detail null before anyone set one. */
export async function readFundDetails(db: Db): Promise<FundDetails> {
  const [row] = await db.select().from(fundDetails).where(eq(fundDetails.id, 1)).limit(1);
  return toDetails(row);
}

/**
 * Replaces the fund's details with the console's form (already checked by the route's schema),
 * audited with the values before and after.
 */
export async function saveFundDetails(
  db: Db,
  actor: Actor,
  now: Date,
  d: FundDetailsInput,
): Promise<FundDetails> {
  const values = {
    legalName: d.legal_name,
    registration: d.registration,
    regulator: d.regulator,
    address: d.address,
    email: d.email,
    phone: d.phone,
    whatsapp: d.whatsapp,
    returnsClaim: d.returns_claim,
    updatedAt: now,
  };
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(fundDetails).where(eq(fundDetails.id, 1)).for('update');
    const [row] = await tx
      .insert(fundDetails)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: fundDetails.id, set: values })
      .returning();
    const after = toDetails(row);
    await audit(tx, { actor, now, action: 'content.fund_details.update', before: toDetails(old), after });
    return after;
  });
}
