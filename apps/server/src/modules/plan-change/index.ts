import { registerPaymentPurpose } from '../payments/index.ts';
import { planChangePurpose, planChangeTransferPurpose } from './payment-purposes.ts';

// What an upgrade's payment does when it is paid (modules/payments settles it).
registerPaymentPurpose(planChangePurpose);
registerPaymentPurpose(planChangeTransferPurpose);

/** What the plan-change module offers the rest of the server; everything else in it is its own. */
export { planChangeRoutes } from './routes.ts';
export { awaitedChangeTransfer, confirmChangeTransfer } from './transfer.ts';
