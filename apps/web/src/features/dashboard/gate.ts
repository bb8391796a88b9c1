import { PROFILE_PERCENT_TO_APPLY } from '@trust/shared/contracts/dashboard';

export type Gate = 'upgrade' | 'add-card' | 'update-profile' | 'proceed';

/**
 * May the member go on to a loan, POP or ETC application (part 2 section 4.6)? Checked in order:
 * a basic plan is offered an upgrade; no card on file must add one; a profile at 100% or 75% proceeds;
 * otherwise the member is asked to update the profile.
 */
export function applyGate(d: { basic: boolean; hasCard: boolean; profilePercentage: number }): Gate {
  if (d.basic) return 'upgrade';
  if (!d.hasCard) return 'add-card';
  if (d.profilePercentage >= PROFILE_PERCENT_TO_APPLY) return 'proceed';
  return 'update-profile';
}
