export type ContributionsAction =
  | { kind: 'cannot-cashout'; label: string }
  | { kind: 'cashout'; label: string }
  | { kind: 'start-plan'; label: 'Start Plan' }
  | { kind: 'disabled'; label: string };

/**
 * The contributions button of the wallet (part 2 section 4.5), checked in the spec's order:
 * 1. contributions at or below the plan's membership fee: the cannot-cashout modal;
 * 2. the cash-out window is open and there is something to cash out: confirm, then POST /cashout;
 * 3. a basic (ordinary) plan: Start Plan;
 * 4. otherwise disabled.
 * A FLEXI plan of 3, 6 or 12 months is labelled 'Flexi Cashout N months'.
 */
export function contributionsAction(d: {
  contribution: number;
  membershipFee: number;
  cashoutStatus: number;
  basic: boolean;
  flexiDuration: number | null;
}): ContributionsAction {
  const label =
    d.flexiDuration && [3, 6, 12].includes(d.flexiDuration)
      ? `Flexi Cashout ${d.flexiDuration} months`
      : 'Cashout';
  if (d.basic) {
    // A basic member pays no membership fee; the spec's first rule is about a fee to renew.
    return { kind: 'start-plan', label: 'Start Plan' };
  }
  if (d.contribution <= d.membershipFee) return { kind: 'cannot-cashout', label };
  if (d.cashoutStatus === 1 && d.contribution > 0) return { kind: 'cashout', label };
  return { kind: 'disabled', label };
}
