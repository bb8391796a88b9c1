import type { Db } from '../db/client.ts';
import { fundDetails } from '../db/schema/index.ts';

/**
 * The fund's contact as the public site showed it before operators could edit it (the footer's
 * contact block of part 1 section 2: enquiries by email or WhatsApp, an address in Akure, a phone).
 * Added once per database (starters.ts); the registration stays empty until an operator enters the
 * fund's real one, so no visitor reads a number nobody can look up.
 */
export async function seedFundContact(db: Db, now: Date): Promise<void> {
  await db
    .insert(fundDetails)
    .values({
      id: 1,
      email: 'enquiries@trustfund.ng',
      phone: '2348031234567',
      whatsapp: '2348031234567',
      address: 'Trust Fund House\n14 Oyemekun Road\nAkure, Ondo State\nNigeria',
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** The demo fund's registration (demo.ts): what the footer and Learn More look like once it is set. */
export async function seedDemoFundRegistration(db: Db, now: Date): Promise<void> {
  await db.update(fundDetails).set({
    legalName: 'Trust Fund Multipurpose Cooperative Society Ltd (demo)',
    registration: 'Registered cooperative society, Ondo State, no. OD/CS/1234 (demo)',
    regulator: 'Supervised by the Ondo State Department of Cooperative Services (demo)',
    updatedAt: now,
  });
}
