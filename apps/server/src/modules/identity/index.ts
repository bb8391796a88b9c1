/**
 * A member's identity: the ID documents they upload and operators review, and the tier an approved
 * one gives them ("none" or "id_checked"), which sets their loan and payout limits
 * (docs/domain-rules.md, "Back office: members' records").
 */
export { memberDocumentFile, memberIdDocuments, uploadIdDocument } from './documents.ts';
export { idDocumentFileResponse, sendIdDocumentFile } from './file-answer.ts';
export {
  applyIdentificationOutcome,
  IDENTIFICATION_REASONS,
  requestBvnIdentification,
} from './identification.ts';
export { reviewIdDocument } from './review.ts';
export { identityRoutes } from './routes.ts';
export { checkLoanTier, checkPayoutTier, TIER_MESSAGES, tierOf } from './tier.ts';
