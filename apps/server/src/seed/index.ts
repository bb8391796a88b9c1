import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { type DemoLogin, seedAccounts } from './accounts.ts';
import { seedContent } from './content.ts';
import { seedMeetings } from './meetings.ts';
import { seedMemberHome } from './member-home.ts';
import { seedPlans } from './plans.ts';
import { seedPopEtc } from './pop-etc.ts';

/**
 * Demo content for a fresh database: every feature's seed, in dependency order. Each seed is
 * idempotent, so a restart keeps what operators and members changed. Returns the demo logins.
 */
export async function seed(db: Db, clock: Clock = systemClock): Promise<DemoLogin[]> {
  const now = clock.now();
  const logins = await seedAccounts(db, now);
  await seedPlans(db);
  await seedPopEtc(db);
  await seedContent(db);
  await seedMeetings(db, now);
  await seedMemberHome(db, clock);
  return logins;
}
