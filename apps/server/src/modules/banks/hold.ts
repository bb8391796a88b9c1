import { BANK_MESSAGES, formatDateTime } from '@trust/shared';

/** How long payouts wait after the payout account changes. */
const NEW_DETAILS_WAIT_MS = 24 * 60 * 60 * 1000;

export interface PayoutAccountState {
  bankNameCheck: string | null;
  bankChangedAt: Date | null;
}

/**
 * Why a payout to the member's account cannot be sent now, or null when it can: the account's name is
 * waiting for an operator's review or was rejected, or the account changed less than 24 hours ago.
 * Details saved before names were checked (bankNameCheck null, no change time) are not held.
 */
export function payoutHold(
  state: PayoutAccountState,
  now: Date,
): { reason: 'review' | 'rejected' | 'new-details'; message: string; until?: Date } | null {
  if (state.bankNameCheck === 'review') return { reason: 'review', message: BANK_MESSAGES.underReview };
  if (state.bankNameCheck === 'rejected')
    return { reason: 'rejected', message: BANK_MESSAGES.reviewRejected };
  if (state.bankChangedAt) {
    const until = new Date(state.bankChangedAt.getTime() + NEW_DETAILS_WAIT_MS);
    if (now < until)
      return {
        reason: 'new-details',
        message: BANK_MESSAGES.heldForNewDetails(formatDateTime(until)),
        until,
      };
  }
  return null;
}
