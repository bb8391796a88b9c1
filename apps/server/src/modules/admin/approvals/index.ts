/**
 * Maker-checker for operators' money actions: a module registers its kind (registerApprovalKind),
 * its own call proposes (propose), and the queue's calls approve or reject. See kinds.ts.
 */
export { type ApplyContext, type ApprovalKind, approvalKind, registerApprovalKind } from './kinds.ts';
export { payloadHash } from './payload-hash.ts';
export { approvalRoutes } from './routes.ts';
export { approve, type Operator, propose, reject, viewProposal, viewProposals } from './service.ts';
