/**
 * Purchase order power (POP) and emergency travel cover (ETC): applications, their cancellation, the
 * console's disbursal under maker-checker (kinds pop-disbursal, etc-disbursal), and the statuses the
 * dashboard and the wallet read. Repayment is the trust wallet's (modules/wallet).
 */
export {
  adminList as listPopEtcApplications,
  popEtcDisbursalKinds,
  proposeDisbursal as proposePopEtcDisbursal,
} from './disbursal.ts';
export { addCity, addItem, adminCities, adminItems, updateCity, updateItem } from './lists.ts';
export { reopenReturnedApplication } from './reopen-returned.ts';
export { popEtcRoutes } from './routes.ts';
export { applyEtc, applyPop } from './service.ts';
export { statusOf as popEtcStatusOf } from './state.ts';
