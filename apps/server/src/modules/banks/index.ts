export { bankCodesByName, fillBankListIfEmpty } from './directory.ts';
export { payoutHold } from './hold.ts';
export { withHoldNotice } from './member-hold.ts';
export { refreshBankList } from './refresh-job.ts';
export { resolveAccountName } from './resolve.ts';
export { bankRoutes } from './routes.ts';
