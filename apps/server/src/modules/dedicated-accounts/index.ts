/**
 * Dedicated accounts: an account number of each member's own at the provider's bank (Paystack
 * Dedicated Virtual Accounts, or the sandbox's), and the crediting of every transfer into it without
 * an operator, by the rules of allocation.ts (docs/domain-rules.md, "Money rails: dedicated accounts").
 */
export { ensureDedicatedAccount, findDedicatedAccount, toVirtualAccount } from './account.ts';
export { openAccountAfterIdentification } from './after-identification.ts';
export { applyAssignOutcome } from './assign-outcome.ts';
export { creditIncomingTransfer } from './credit.ts';
export { dedicatedAccountForOperator } from './operator-view.ts';
export { dedicatedAccountRoutes } from './routes.ts';
export { listUncredited, proposeUncreditedCredit, uncreditedCreditKind } from './uncredited.ts';
export { recordUncredited } from './uncredited-record.ts';
