/**
 * Money is integer kobo (N1 = 100 kobo) held in a bigint; naira appear only at the edges (forms,
 * the API's numbers, the screen). Nothing here uses floating point on an amount.
 */
export type Kobo = bigint;

export const KOBO_PER_NAIRA = 100n;

/**
 * Why an amount was refused: not an amount at all, more than 2 decimals, negative where that is not
 * allowed, or too large for a number to carry every kobo. Forms map each to their own message.
 */
export type AmountProblem = 'invalid' | 'decimals' | 'negative' | 'too-large';

/** Thrown by nairaToKobo for text or numbers that are not an amount of naira. */
export class InvalidAmountError extends Error {
  readonly problem: AmountProblem;
  constructor(problem: AmountProblem, message: string) {
    super(message);
    this.name = 'InvalidAmountError';
    this.problem = problem;
  }
}

export interface NairaToKoboOptions {
  /** Accept a leading minus (refunds, corrections). Default false. */
  allowNegative?: boolean;
}

// Optional sign, optional ₦ / N / NGN, digits (plain or grouped by commas in threes), up to 2 decimals.
const NAIRA_TEXT = /^(-)?\s*(?:₦|NGN|N)?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;
const TOO_MANY_DECIMALS = /^-?\s*(?:₦|NGN|N)?\s*[\d,]+\.\d{3,}$/i;

const tooManyDecimals = () => new InvalidAmountError('decimals', 'Enter an amount with at most 2 decimals');

/** "1,500.50", "₦1,500", "N200", "1500.5" -> kobo. */
function textToKobo(text: string, opts: NairaToKoboOptions): Kobo {
  const input = text.trim();
  if (TOO_MANY_DECIMALS.test(input)) throw tooManyDecimals();
  const m = NAIRA_TEXT.exec(input);
  if (!m) throw new InvalidAmountError('invalid', 'Enter a valid amount');
  const [, minus, whole = '0', frac = ''] = m;
  const kobo = BigInt(whole.replaceAll(',', '')) * KOBO_PER_NAIRA + BigInt(frac.padEnd(2, '0'));
  if (minus && kobo !== 0n) {
    if (!opts.allowNegative) throw new InvalidAmountError('negative', 'Enter an amount that is not negative');
    return -kobo;
  }
  return kobo;
}

/**
 * Naira -> kobo, exactly: text as a person types it ("1,500.50", "₦1,500", "N200", "1500.5"), a
 * number as the API and forms carry it (at most 2 decimals), or a bigint of whole naira. A number is
 * read through its shortest decimal text, so 0.1 + 0.2 is refused (17 decimals) rather than silently
 * rounded. Throws InvalidAmountError (with a message a member can read and its AmountProblem) for
 * more than 2 decimals, junk, a number too large to carry every kobo, and a negative amount unless
 * allowNegative.
 */
export function nairaToKobo(amount: number | string | bigint, opts: NairaToKoboOptions = {}): Kobo {
  if (typeof amount === 'bigint') {
    if (amount < 0n && !opts.allowNegative)
      throw new InvalidAmountError('negative', 'Enter an amount that is not negative');
    return amount * KOBO_PER_NAIRA;
  }
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new InvalidAmountError('invalid', 'Enter a valid amount');
    if (Math.abs(amount) > Number.MAX_SAFE_INTEGER / 100)
      throw new InvalidAmountError('too-large', 'The amount is too large');
    const text = String(amount);
    // In this range String() uses exponent notation only below 10^-6 ("1e-7"): more than 2 decimals.
    if (text.includes('e')) throw tooManyDecimals();
    return textToKobo(text, opts);
  }
  return textToKobo(amount, opts);
}

function splitKobo(kobo: Kobo): { sign: string; whole: bigint; frac: string } {
  const abs = kobo < 0n ? -kobo : kobo;
  return {
    sign: kobo < 0n ? '-' : '',
    whole: abs / KOBO_PER_NAIRA,
    frac: (abs % KOBO_PER_NAIRA).toString().padStart(2, '0'),
  };
}

/** Exact decimal text of an amount of kobo: 150050n -> "1500.50". */
export function toNairaText(kobo: Kobo): string {
  const { sign, whole, frac } = splitKobo(kobo);
  return `${sign}${whole}.${frac}`;
}

/**
 * Kobo -> naira as a JSON number with at most 2 decimals (the API's convention). Built from the exact
 * decimal text, so 150005n becomes 1500.05 exactly as written. Throws beyond N90 trillion, where a
 * number could no longer hold every kobo.
 */
export function toNairaNumber(kobo: Kobo): number {
  if (kobo > BigInt(Number.MAX_SAFE_INTEGER) || kobo < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('Amount too large to show as a number');
  }
  return Number(toNairaText(kobo));
}

const withDecimals = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeOnly = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * THE way money is shown to a person (screens, e-mails, notices, receipts): 150000n -> "₦1,500", and
 * kobo only when they are not zero: 150050n -> "₦1,500.50". Every text uses this one function (or
 * formatNairaNumber, its form for the API's naira) so an amount never looks two ways.
 */
export function formatNaira(kobo: Kobo): string {
  // Intl formats decimal strings exactly (no conversion to a float on the way).
  const exact = toNairaText(kobo) as unknown as number;
  return (kobo % KOBO_PER_NAIRA === 0n ? wholeOnly : withDecimals).format(exact);
}

const groupedWithKobo = new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount as a bank statement prints it: grouped, always with kobo, no currency sign (the statement
 * states NGN once): 150000n -> "1,500.00", -150050n -> "-1,500.50". The statement PDF's columns.
 */
export function formatStatementAmount(kobo: Kobo): string {
  return groupedWithKobo.format(toNairaText(kobo) as unknown as number);
}

/**
 * formatNaira for naira as the API sends them (a number with at most 2 decimals), which is what a
 * screen holds: 1500 -> "₦1,500", 1500.5 -> "₦1,500.50"; nothing yet -> "₦0".
 */
export function formatNairaNumber(amount: number | null | undefined): string {
  if (amount == null) return formatNaira(0n);
  let kobo: Kobo;
  try {
    kobo = nairaToKobo(amount, { allowNegative: true });
  } catch {
    // Not an amount the API sends (more than 2 decimals, or not finite): show it rounded to the kobo
    // rather than break the screen. Display only; nothing is computed from the text.
    kobo = Number.isFinite(amount) ? nairaToKobo(Number(amount.toFixed(2)), { allowNegative: true }) : 0n;
  }
  return formatNaira(kobo);
}

/**
 * Splits an amount by integer ratios without losing a kobo (largest remainder method): each share is
 * the exact share rounded down, then the kobo left over go one each to the shares with the largest
 * remainders (earlier shares first on a tie). So the parts sum to the amount and each differs from
 * its exact share by less than one kobo. A negative amount is split as its opposite, negated.
 */
export function allocate(amount: Kobo, ratios: readonly (bigint | number)[]): Kobo[] {
  const rs = ratios.map((r) => {
    if (typeof r === 'number' && !Number.isSafeInteger(r)) throw new RangeError('Ratios must be integers');
    const b = BigInt(r);
    if (b < 0n) throw new RangeError('Ratios cannot be negative');
    return b;
  });
  const total = rs.reduce((a, b) => a + b, 0n);
  if (rs.length === 0 || total === 0n) throw new RangeError('Ratios must contain a positive value');
  if (amount < 0n) return allocate(-amount, rs).map((p) => -p);
  const parts = rs.map((r) => (amount * r) / total);
  let left = amount - parts.reduce((a, b) => a + b, 0n);
  const order = rs
    .map((r, i) => ({ i, rem: (amount * r) % total }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    parts[i] = (parts[i] as bigint) + 1n;
    left -= 1n;
  }
  return parts;
}

export type Rounding = 'half-even' | 'half-up';

/**
 * numerator / denominator rounded to an integer. half-even (banker's) sends an exact half to the even
 * neighbour, so rounding errors do not pile up in one direction over many postings; half-up sends it
 * away from zero. denominator must be positive.
 */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  rounding: Rounding = 'half-even',
): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const r2 = (n % denominator) * 2n;
  if (r2 > denominator || (r2 === denominator && (rounding === 'half-up' || q % 2n === 1n))) q += 1n;
  return negative ? -q : q;
}

/**
 * A percentage of an amount given in basis points (100 bps = 1%; the trust bonus of 0.5% is 50),
 * rounded to the kobo with banker's rounding unless told otherwise.
 */
export function percentOf(kobo: Kobo, bps: number | bigint, rounding: Rounding = 'half-even'): Kobo {
  if (typeof bps === 'number' && !Number.isSafeInteger(bps))
    throw new RangeError('Basis points must be an integer');
  return divideRounded(kobo * BigInt(bps), 10_000n, rounding);
}
