/**
 * Purchase order power (POP) and emergency travel cover (ETC): applications, their cancellation, the
 * console's disbursal under maker-checker (kinds pop-disbursal, etc-disbursal), and the statuses the
 * dashboard and the wallet read. Repayment is the trust wallet's (modules/wallet).
 */
import './disbursal.ts';

export { adminPopEtcRoutes } from './admin-routes.ts';
export { DISBURSAL_KIND } from './disbursal.ts';
export { popEtcRoutes } from './routes.ts';
export { popEtcState, statusOf as popEtcStatusOf } from './state.ts';
