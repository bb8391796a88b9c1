import { inArray } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { SandboxGateway } from '../gateways/index.ts';
import { ensureDedicatedAccount } from '../modules/dedicated-accounts/index.ts';

/** The demo members (seed/member-home.ts) who get an account number of their own. */
const DEMO_MEMBERS = ['ada@demo.trustfund.ng', 'tunde@demo.trustfund.ng'];

/**
 * Each demo member's own account number, opened through the real service on the sandbox, whose
 * numbers are deterministic (a member's number is the one the running sandbox would give them), at
 * DEDICATED_ACCOUNT_BANK's default bank. A transfer to it from /sandbox/transfers is then credited.
 */
export async function seedDedicatedAccounts(db: Db, clock: Clock): Promise<void> {
  const gateway = new SandboxGateway({
    publicUrl: 'http://localhost',
    now: () => clock.now(),
    deliverWebhook: async () => {},
  });
  const members = await db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_MEMBERS));
  for (const m of members) {
    await ensureDedicatedAccount(
      { db, clock, gateway, config: { DEDICATED_ACCOUNT_BANK: 'wema-bank' }, log: { warn() {} } },
      m.id,
    );
  }
}
