import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { anyMember } from '../modules/admin/index.ts';
import { type DemoLogin, seedAccounts } from './accounts.ts';
import { seedBankReview } from './bank-review.ts';
import { seedConsoleQueues } from './console-queues.ts';
import { seedDedicatedAccounts } from './dedicated-accounts.ts';
import { seedDemoFundRegistration } from './fund-details.ts';
import { seedMemberHome } from './member-home.ts';
import { seedMemberRecords } from './member-records.ts';
import { seedFundMessages } from './messages.ts';
import { seedStaff } from './staff.ts';
import { seedSupportContact } from './support-contact.ts';
import { seedSupportQueue } from './support-queue.ts';
import { seedUncreditedTransfers } from './uncredited-transfers.ts';

export class DemoRefusedError extends Error {}

/**
 * The demo: five operators and two members with a plan, contributions and a full profile, made
 * through the real services (so the ledger check is clean). Made once, on a database with no member:
 * never recomputed (the members' history is theirs from then on), never beside real members, never
 * in production (seed/start.ts and cli/seed-demo.ts decide when). Returns the logins.
 * Errors: DemoRefusedError when the database already has a member.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<DemoLogin[]> {
  if (await anyMember(db)) {
    throw new DemoRefusedError(
      'This database already has members: the demo is made only on a database without any.',
    );
  }
  const logins = await seedAccounts(db, clock.now());
  await seedMemberHome(db, clock);
  await seedFundMessages(db, clock);
  await seedDedicatedAccounts(db, clock);
  await seedMemberRecords(db, clock);
  await seedBankReview(db, clock);
  await seedUncreditedTransfers(db, clock);
  await seedConsoleQueues(db, clock);
  await seedSupportContact(db, clock.now());
  await seedSupportQueue(db, clock);
  await seedDemoFundRegistration(db, clock.now());
  return [...logins, ...(await seedStaff(db, clock.now()))];
}
