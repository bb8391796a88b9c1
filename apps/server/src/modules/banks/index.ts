export { activeBanks, bankByCode, bankCodesByName, fillBankListIfEmpty, refreshBanks } from './directory.ts';
export { NEW_DETAILS_WAIT_MS, type PayoutAccountState, payoutHold } from './hold.ts';
export { memberPayoutHold, withHoldNotice } from './member-hold.ts';
export { refreshBankList } from './refresh-job.ts';
export { resolveAccountName } from './resolve.ts';
export { bankRoutes } from './routes.ts';
