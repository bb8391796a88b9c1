import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import { type DemoLogin, seedAccounts } from '../modules/auth/seed.ts';
import { seedContent } from '../modules/content/seed.ts';
import { seedMemberHome } from '../modules/contributions/demo-seed.ts';
import { seedMeetings } from '../modules/meetings/seed.ts';
import { seedPlans } from '../modules/plans/seed.ts';
import type { Db } from './client.ts';

/**
 * Demo content for a fresh database: every feature's seed, in dependency order. Each seed is
 * idempotent, so a restart keeps what operators and members changed. Returns the demo logins.
 */
export async function seed(db: Db, clock: Clock = systemClock): Promise<DemoLogin[]> {
  const now = clock.now();
  const logins = await seedAccounts(db, now);
  await seedPlans(db);
  await seedContent(db);
  await seedMeetings(db, now);
  await seedMemberHome(db, clock);
  return logins;
}
