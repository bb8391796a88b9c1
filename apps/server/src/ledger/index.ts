/**
 * The ledger: every movement of money is a balanced journal entry written through post(), inside the
 * transaction of the business change it belongs to. No HTTP here. Rules: docs/domain-rules.md.
 */
export {
  ACCOUNTS,
  type AccountType,
  describeAccount,
  MEMBER_ACCOUNT_KINDS,
  type MemberAccountKind,
  memberAccount,
} from './accounts.ts';
export {
  balance,
  lockedMemberBalance,
  type MemberBalances,
  memberBalances,
  toMemberBalances,
} from './balances.ts';
export { checkLedger, type LedgerReport } from './check.ts';
export {
  IdempotencyConflictError,
  InsufficientBalanceError,
  InvalidTransferError,
  ReversalError,
  UnknownAccountError,
} from './errors.ts';
export { findEntry, type JournalEntry, type PostResult, post, postMany } from './post.ts';
export { type Transfer, type TransferLine, validateTransfer } from './posting.ts';
export {
  fromBalancesJson,
  memberAccountCode,
  memberAccountParams,
  memberBalancesJson,
} from './prepared-balances.ts';
export { reverse } from './reverse.ts';
export {
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
  membershipFee,
  popDisbursed,
  popRepaid,
  referralEarning,
} from './transfers.ts';
