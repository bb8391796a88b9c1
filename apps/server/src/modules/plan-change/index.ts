/** What the plan-change module offers the rest of the server; everything else in it is its own. */

export { applyPaidChange } from './apply.ts';
export { planChangePurpose, planChangeTransferPurpose } from './payment-purposes.ts';
export { planChangeReceipt } from './receipt-lines.ts';
export { planChangeRoutes } from './routes.ts';
export { awaitedChangeTransfer, confirmChangeTransfer } from './transfer.ts';
