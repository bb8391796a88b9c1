import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { type Database, SEED_LOCK, withAdvisoryLock } from '../db/client.ts';
import { ApiError } from '../http/envelope.ts';
import { adminExists, anyAccount, createOperator } from '../modules/admin/index.ts';
import { type DemoLogin, demoLoginsPresent } from './accounts.ts';
import { seedDemo } from './demo.ts';
import { seedPlans } from './plans.ts';
import { seedStarters } from './starters.ts';

/** What a start with no admin account prints: the one line that says how to make one. */
export const NO_OPERATOR_NOTICE =
  'No operator account yet: set ADMIN_EMAIL and ADMIN_PASSWORD and start again, or run ' +
  '"npm run operator:create -- --email you@example.com --role admin" (the password is asked for).';

export interface StartSeeding {
  /** The demo logins present in the database (none in production), to print. */
  demoLogins: DemoLogin[];
  /** The demo was made by this start (the database had no account at all). */
  demoMade: boolean;
  /** The email of the admin this start made from ADMIN_EMAIL. */
  firstOperator?: string;
  /** One line to print when something needs the operator's hand (no admin yet; ADMIN_EMAIL taken). */
  notice?: string;
}

/**
 * What every start does after migrating, safe to run at any start of any instance:
 * - the plan catalogue: each plan missing by name is added (operators edit plans, never add or
 *   remove them, and the code names them);
 * - the public site's starting content, once per database (starters.ts);
 * - the first operator from ADMIN_EMAIL and ADMIN_PASSWORD, only while no admin exists (an existing
 *   account is never changed);
 * - the demo (demo.ts), only on a database with no account at all and never with NODE_ENV=production.
 * Nothing here recomputes what members or operators did. On PostgreSQL instances starting together
 * take turns (an advisory lock), so the demo and the first operator are made once.
 */
export async function seedAtStart(
  database: Database,
  config: Pick<Config, 'NODE_ENV' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  clock: Clock,
): Promise<StartSeeding> {
  return withAdvisoryLock(database, SEED_LOCK, async () => {
    const db = database.db;
    const now = clock.now();
    const empty = !(await anyAccount(db));
    await seedPlans(db);
    await seedStarters(db, now);
    const result: StartSeeding = { demoLogins: [], demoMade: false };
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD && !(await adminExists(db))) {
      try {
        const made = await createOperator(
          db,
          { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, role: 'admin', via: 'ADMIN_EMAIL' },
          now,
        );
        result.firstOperator = made.email;
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        result.notice = `ADMIN_EMAIL was not made an operator: ${e.message}`;
      }
    }
    const production = config.NODE_ENV === 'production';
    if (!production && empty) {
      await seedDemo(db, clock);
      result.demoMade = true;
    }
    if (!production) result.demoLogins = await demoLoginsPresent(db);
    if (!result.notice && !(await adminExists(db))) result.notice = NO_OPERATOR_NOTICE;
    return result;
  });
}
