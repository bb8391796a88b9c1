import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { DEMO_STAFF_LOGINS } from './staff.ts';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/**
 * Five operator accounts, so every maker-checker step can be shown with two people: an admin (the
 * whole console), a support operator (Members, Inbox), a finance operator (transfers and payouts the
 * admin approves, and the other way round), a loans operator (loan, POP and ETC disbursals) and a
 * content operator (the public site's texts); and two demo members (verified emails). Made once, with
 * the rest of the demo (demo.ts); an email already taken is left as it is.
 */
export const DEMO_LOGINS: (DemoLogin & { fullName: string; phone: string; appRole: string })[] = [
  {
    role: 'operator (admin)',
    appRole: 'admin',
    email: 'admin@trustfund.ng',
    password: 'Admin@2026',
    fullName: 'Fund Operator',
    phone: '2348030000001',
  },
  {
    role: 'operator (support)',
    appRole: 'support',
    email: 'support@trustfund.ng',
    password: 'Support@2026',
    fullName: 'Sola Support',
    phone: '2348030000004',
  },
  {
    role: 'operator (finance)',
    appRole: 'finance',
    email: 'finance@trustfund.ng',
    password: 'Finance@2026',
    fullName: 'Femi Finance',
    phone: '2348030000005',
  },
  {
    role: 'operator (loans)',
    appRole: 'loans',
    email: 'loans@trustfund.ng',
    password: 'Loans@2026',
    fullName: 'Lara Loans',
    phone: '2348030000006',
  },
  {
    role: 'operator (content)',
    appRole: 'content',
    email: 'content@trustfund.ng',
    password: 'Content@2026',
    fullName: 'Chioma Content',
    phone: '2348030000007',
  },
  {
    role: 'member',
    appRole: 'member',
    email: 'ada@demo.trustfund.ng',
    password: 'Member@2026',
    fullName: 'Adaeze Okafor',
    phone: '2348030000002',
  },
  {
    role: 'member',
    appRole: 'member',
    email: 'tunde@demo.trustfund.ng',
    password: 'Member@2026',
    fullName: 'Tunde Bakare',
    phone: '2348030000003',
  },
];

export async function seedAccounts(db: Db, now: Date): Promise<DemoLogin[]> {
  for (const d of DEMO_LOGINS) {
    await db
      .insert(users)
      .values({
        fullName: d.fullName,
        email: d.email,
        phone: d.phone,
        passwordHash: await hashPassword(d.password),
        role: d.appRole,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email });
  }
  return DEMO_LOGINS.map(({ role, email, password }) => ({ role, email, password }));
}

/** The demo logins whose accounts exist in this database (as first made: a changed password is not known). */
export async function demoLoginsPresent(db: Db): Promise<DemoLogin[]> {
  // The demo's chat agents and second admin (staff.ts) are printed with the others.
  const all = [...DEMO_LOGINS, ...DEMO_STAFF_LOGINS];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        all.map((d) => d.email),
      ),
    );
  const present = new Set(rows.map((r) => r.email));
  return all
    .filter((d) => present.has(d.email))
    .map(({ role, email, password }) => ({
      role,
      email,
      password,
    }));
}
