/**
 * The ledger: every movement of money is a balanced journal entry written through post(), inside the
 * transaction of the business change it belongs to. No HTTP here. Rules: docs/domain-rules.md.
 */
export {
  ACCOUNTS,
  describeAccount,
  MEMBER_ACCOUNT_KINDS,
  type MemberAccountKind,
  memberAccount,
  memberAccountOf,
} from './accounts.ts';
export { balance, lockedMemberBalance, memberBalances } from './balances.ts';
export { checkLedger, type LedgerReport } from './check.ts';
export {
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidTransferError,
  ReversalError,
  UnknownAccountError,
} from './errors.ts';
export { findEntry, post, postMany } from './post.ts';
export type { Transfer, TransferLine } from './posting.ts';
export {
  fromBalancesJson,
  memberAccountCode,
  memberAccountParams,
  memberBalancesJson,
} from './prepared-balances.ts';
export { reverse } from './reverse.ts';
export {
  balanceWrittenOff,
  type CashSource,
  cashout,
  contributionFromEarnings,
  contributionReceived,
  earningsRedeemed,
  etcDisbursed,
  etcRepaid,
  type Lending,
  loanDisbursed,
  loanRecoveredAtCashout,
  loanRepaid,
  manualEntry,
  membershipFee,
  membershipFeeRefunded,
  paymentMoved,
  popDisbursed,
  popRepaid,
  providerSettled,
  referralEarning,
} from './transfers.ts';
