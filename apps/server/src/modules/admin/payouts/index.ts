/**
 * Payouts: money the fund owes members, sent in batches under maker-checker (kind payout-batch),
 * through the provider's transfer API or a bulk-payment CSV for the fund's bank.
 */
import './kind.ts';
import './bounce.ts';
import { registerTransferEventHandler } from '../../payments/index.ts';
import { applyTransferEvent } from './transfer-events.ts';

registerTransferEventHandler(applyTransferEvent);

export { bankCodeOf } from './bank-codes.ts';
export { adminPayoutsRoutes } from './routes.ts';
export { transferReferenceOf } from './sending.ts';
