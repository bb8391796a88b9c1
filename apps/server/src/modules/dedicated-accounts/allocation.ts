/**
 * Where a transfer into a member's dedicated account goes (docs/domain-rules.md, "Money rails:
 * dedicated accounts"). Pure arithmetic on kobo, so the order and the remainders are tested apart
 * from the database:
 *
 * 1. the plan payment being made (a plan start or an upgrade awaiting its transfer), whole or not at
 *    all: a transfer smaller than the amount due pays none of it;
 * 2. missed weeks still in their grace, oldest first, one whole period each (a part of a period pays
 *    no week);
 * 3. what is owed on a loan, then a POP, then an ETC, up to what is owed;
 * 4. the rest to Save More (the member's contributions; whole periods count as the coming weeks, a
 *    remainder stays in the savings).
 *
 * The parts always add up to the transfer, to the kobo.
 */

type PartName = 'plan' | 'missed-weeks' | 'loan' | 'pop' | 'etc' | 'save-more';

export interface Part {
  part: PartName;
  amountKobo: bigint;
  /** Missed weeks paid (missed-weeks only). */
  weeks?: number;
}

/** What the member owes when the transfer arrives (after the plan step, for the rest). */
export interface Owed {
  /** The amount a plan start or upgrade awaiting its transfer needs, if one does. */
  planDueKobo?: bigint;
  /** Missed periods still within their grace. */
  missedWeeks: number;
  /** One period of the active plan (0 without one). */
  periodKobo: bigint;
  loanKobo: bigint;
  popKobo: bigint;
  etcKobo: bigint;
}

/** Step 1: the plan payment takes the amount due when the transfer covers it, else nothing. */
export function planShare(amountKobo: bigint, planDueKobo: bigint | undefined): bigint {
  return planDueKobo !== undefined && planDueKobo > 0n && amountKobo >= planDueKobo ? planDueKobo : 0n;
}

/** Steps 2 to 4, on what is left after the plan. */
export function allocateRest(amountKobo: bigint, owed: Omit<Owed, 'planDueKobo'>): Part[] {
  const parts: Part[] = [];
  let left = amountKobo;
  if (owed.periodKobo > 0n && owed.missedWeeks > 0) {
    const affordable = left / owed.periodKobo;
    const weeks = Number(affordable < BigInt(owed.missedWeeks) ? affordable : BigInt(owed.missedWeeks));
    if (weeks > 0) {
      const paid = BigInt(weeks) * owed.periodKobo;
      parts.push({ part: 'missed-weeks', amountKobo: paid, weeks });
      left -= paid;
    }
  }
  for (const [part, due] of [
    ['loan', owed.loanKobo],
    ['pop', owed.popKobo],
    ['etc', owed.etcKobo],
  ] as const) {
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    const paid = left < due ? left : due;
    if (paid > 0n) {
      parts.push({ part, amountKobo: paid });
      left -= paid;
    }
  }
  if (left > 0n) parts.push({ part: 'save-more', amountKobo: left });
  return parts;
}

/** The whole allocation, when nothing changes between the steps (the rules' worked examples). */
export function allocateTransfer(amountKobo: bigint, owed: Owed): Part[] {
  const plan = planShare(amountKobo, owed.planDueKobo);
  return [
    ...(plan > 0n ? [{ part: 'plan' as const, amountKobo: plan }] : []),
    ...allocateRest(amountKobo - plan, owed),
  ];
}

/** How a part reads on the member's receipt. */
export function partLabel(p: Part): string {
  switch (p.part) {
    case 'plan':
      return 'your plan payment';
    case 'missed-weeks':
      return p.weeks === 1 ? '1 missed week' : `${p.weeks} missed weeks`;
    case 'loan':
      return 'your loan repayment';
    case 'pop':
      return 'your P.O.P repayment';
    case 'etc':
      return 'your E.T.C repayment';
    case 'save-more':
      return 'Save More';
  }
}
