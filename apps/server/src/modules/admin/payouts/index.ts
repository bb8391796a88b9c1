/**
 * Payouts: money the fund owes members, sent in batches under maker-checker (kind payout-batch),
 * through the provider's transfer API or a bulk-payment CSV for the fund's bank.
 */

export { payoutBounceKind } from './bounce.ts';
export { payoutBatchKind } from './kind.ts';
export { adminPayoutsRoutes } from './routes.ts';
export { markBatchSent, proposeBatch } from './service.ts';
export { applyTransferEvent as payoutTransferEvents } from './transfer-events.ts';
