import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { SANDBOX_SERIALS, SandboxBanks, sandboxAccount } from '../gateways/index.ts';
import { changePayoutAccount } from '../modules/profile/index.ts';

/**
 * Demo: Tunde gave a Kuda account held by someone else (the sandbox's "OKAFOR CHINEDU"), so his bank
 * details wait in the console's Bank reviews for finance, and his profile says so. Through the real
 * service (the bank list, the name check, the audit and the notice), as if he had saved it himself.
 */
export async function seedBankReview(db: Db, clock: Clock): Promise<void> {
  const [tunde] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'tunde@demo.trustfund.ng'));
  if (!tunde) return;
  await changePayoutAccount(
    { db, banks: new SandboxBanks() },
    tunde.id,
    { bankCode: '50211', accountNumber: sandboxAccount('50211', SANDBOX_SERIALS.someoneElse) },
    { userId: tunde.id, kind: 'member' },
    clock.now(),
  );
}
