/**
 * The operators' calls that command-line tools and the start-up share: proposing a bank transfer
 * confirmation, and making the fund's first operator.
 */

export {
  adminExists,
  anyAccount,
  anyMember,
  createOperator,
} from './operators/create.ts';
export { markBatchSent, proposeBatch } from './payouts/index.ts';
export { makeStaffAccount } from './staff/accounts.ts';
export { proposeTransfer } from './transfers/index.ts';
