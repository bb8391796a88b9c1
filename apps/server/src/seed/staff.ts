import type { StaffRole } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { makeStaffAccount } from '../modules/admin/index.ts';

/** A demo login as start-up prints it (the same shape as accounts.ts's DemoLogin). */
interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/**
 * The demo's chat agents and a second admin: a customer-care agent (a support operator: support
 * staff answer the customer-care chat), one expert of each kind (business, legal, medical), so every
 * chat a member opens has someone to answer it, and a second admin who can approve the admin role
 * granted in Staff (maker-checker). Made once with the rest of the demo; an email already taken is
 * left as it is.
 */
export const DEMO_STAFF_LOGINS: (DemoLogin & { fullName: string; staffRole: StaffRole })[] = [
  {
    role: 'customer care (support)',
    email: 'care@trustfund.ng',
    password: 'Care@2026',
    fullName: 'Kemi Care',
    staffRole: 'support',
  },
  {
    role: 'expert (business)',
    email: 'business@trustfund.ng',
    password: 'Expert@2026',
    fullName: 'Bayo Business',
    staffRole: 'business_expert',
  },
  {
    role: 'expert (legal)',
    email: 'legal@trustfund.ng',
    password: 'Expert@2026',
    fullName: 'Lola Legal',
    staffRole: 'legal_adviser',
  },
  {
    role: 'expert (medical)',
    email: 'medical@trustfund.ng',
    password: 'Expert@2026',
    fullName: 'Dr Musa Medical',
    staffRole: 'medical_adviser',
  },
  {
    role: 'operator (second admin)',
    email: 'chair@trustfund.ng',
    password: 'Chair@2026',
    fullName: 'Ngozi Chair',
    staffRole: 'admin',
  },
];

export async function seedStaff(db: Db, now: Date): Promise<DemoLogin[]> {
  for (const s of DEMO_STAFF_LOGINS) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, s.email));
    if (taken) continue;
    await makeStaffAccount(
      db,
      { fullName: s.fullName, email: s.email, role: s.staffRole, password: s.password },
      now,
    );
  }
  return DEMO_STAFF_LOGINS.map(({ role, email, password }) => ({ role, email, password }));
}
