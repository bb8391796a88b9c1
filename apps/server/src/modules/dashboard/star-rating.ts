import type { ProfileCompleteness } from '../profile/index.ts';

/**
 * The dashboard's star rating, 0 to 5 (docs/domain-rules.md, Member home): one star for each done
 * item of the profile checklist (at most 4), and the fifth for a track record: the member is past
 * the Ordinary title (12 weeks of contributions) or has repaid a loan, POP or ETC.
 */
export function starRating(profile: ProfileCompleteness, memberTitle: string, repayments: number): number {
  const items =
    profile.email_verified +
    profile.bank_info +
    profile.trust_rating_network +
    profile.update_profile_user_info;
  const record = memberTitle.toLowerCase() !== 'ordinary' || repayments > 0 ? 1 : 0;
  return Math.min(5, items + record);
}
