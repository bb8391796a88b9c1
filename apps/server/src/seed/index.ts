import type { Clock } from '../clock.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import type { DemoLogin } from './accounts.ts';
import { seedDemo } from './demo.ts';
import { seedPlans } from './plans.ts';
import { seedStarters } from './starters.ts';

export type { DemoLogin } from './accounts.ts';
export { DemoRefusedError } from './demo.ts';
export { seedAtStart } from './start.ts';

/**
 * A whole demo fund on an empty database, for tests and benchmarks: the plan catalogue, the public
 * site's starting content, then the demo (operators, members and their history). A start of the
 * server does the same through seedAtStart, which decides whether the demo is wanted.
 */
export async function seed(db: Db, clock: Clock = systemClock): Promise<DemoLogin[]> {
  await seedPlans(db);
  await seedStarters(db, clock.now());
  return seedDemo(db, clock);
}
