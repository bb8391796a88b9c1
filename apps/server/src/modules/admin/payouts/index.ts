/**
 * Payouts: money the fund owes members, sent in batches under maker-checker (kind payout-batch),
 * through the provider's transfer API or a bulk-payment CSV for the fund's bank.
 */
import './kind.ts';

export { bankCodeOf } from './bank-codes.ts';
export { adminPayoutsRoutes } from './routes.ts';
export { transferReferenceOf } from './sending.ts';
export { applyTransferEvent } from './transfer-events.ts';
