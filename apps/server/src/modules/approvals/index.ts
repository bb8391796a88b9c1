/**
 * Maker-checker for operators' money actions: a shared module. The module that owns a kind of action
 * declares it (an ApprovalKind, listed in modules/registries.ts), its own call proposes (propose), and
 * the console's Approvals section (modules/admin/approvals) lists, approves or rejects. See kinds.ts.
 */
export { type ApprovalKind, approvalKindNames, defineApprovalKind, registerApprovalKind } from './kinds.ts';
export { operatorOf } from './operator.ts';
export {
  approve,
  listProposals,
  type Operator,
  propose,
  reject,
  viewProposal,
  viewProposals,
} from './service.ts';
