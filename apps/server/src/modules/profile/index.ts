/** What the profile module offers the rest of the server; everything else in it is its own. */

export { memberBankChangeKind, proposeMemberBankChange } from './bank-change-kind.ts';
export { decideBankReview, listBankReviews } from './bank-review.ts';
export { type ProfileCompleteness, profileCompleteness, profileItems } from './completeness.ts';
export { changePayoutAccount } from './payout-account.ts';
export { loadUser } from './service.ts';
