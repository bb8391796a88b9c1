import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { DEDICATED_CHANNEL } from '../gateways/index.ts';
import { recordUncredited } from '../modules/dedicated-accounts/index.ts';

/**
 * Demo: a transfer of ₦12,500 the provider received for an account number that is no member's (a
 * sender's typo), so the console's "Uncredited transfers" shows finance one to credit to the right
 * member. Kept through the same call the crediting uses when it cannot place a transfer.
 */
export async function seedUncreditedTransfers(db: Db, clock: Clock): Promise<void> {
  await recordUncredited(db, {
    transfer: {
      reference: 'DEMO-DVA-TYPO-0001',
      status: 'success',
      amountKobo: 1_250_000n,
      currency: 'NGN',
      channel: DEDICATED_CHANNEL,
      customerCode: null,
      accountNumber: '9912345678',
    },
    reason: 'unknown-account',
    account: undefined,
    now: clock.now(),
  });
}
