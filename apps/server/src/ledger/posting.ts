import { describeAccount } from './accounts.ts';
import { InvalidTransferError } from './errors.ts';

/** One line of a transfer: kobo, debit positive, credit negative. */
export interface TransferLine {
  account: string;
  amount: bigint;
}

/** A movement of money as the caller describes it; post() stores it as one journal entry. */
export interface Transfer {
  /** Idempotency key: a payment reference, a weekly debit's WD-<member>-<cycle>-<week>, … */
  key: string;
  kind: string;
  memberId?: number;
  description: string;
  lines: TransferLine[];
  /** When it happened, from the app's clock (app.deps.clock.now()), never new Date(). */
  at: Date;
}

/**
 * Checks a transfer without touching storage and returns its lines merged per account (several lines
 * on one account are summed; an account whose lines cancel out is dropped), sorted by account code,
 * which is also the order accounts are locked in.
 * Throws InvalidTransferError or UnknownAccountError.
 */
export function validateTransfer(t: Transfer): TransferLine[] {
  if (typeof t.key !== 'string' || t.key.trim() === '' || t.key.length > 200) {
    throw new InvalidTransferError('A transfer needs an idempotency key of 1 to 200 characters');
  }
  if (typeof t.kind !== 'string' || t.kind.trim() === '')
    throw new InvalidTransferError('A transfer needs a kind');
  if (typeof t.description !== 'string') throw new InvalidTransferError('A transfer needs a description');
  if (!(t.at instanceof Date) || Number.isNaN(t.at.getTime())) {
    throw new InvalidTransferError('A transfer needs the time it happened (at) from the clock');
  }
  if (t.memberId !== undefined && (!Number.isSafeInteger(t.memberId) || t.memberId <= 0)) {
    throw new InvalidTransferError('memberId must be a positive integer');
  }
  if (!Array.isArray(t.lines) || t.lines.length < 2) {
    throw new InvalidTransferError('A transfer needs at least two lines');
  }
  const merged = new Map<string, bigint>();
  let sum = 0n;
  for (const line of t.lines) {
    if (typeof line.amount !== 'bigint') throw new InvalidTransferError('Amounts are integer kobo (bigint)');
    if (line.amount === 0n) throw new InvalidTransferError('A line cannot be zero');
    describeAccount(line.account);
    merged.set(line.account, (merged.get(line.account) ?? 0n) + line.amount);
    sum += line.amount;
  }
  if (sum !== 0n) throw new InvalidTransferError(`Transfer "${t.key}" does not balance (off by ${sum} kobo)`);
  // Canonical order: by account code in code-unit order (the default sort of strings), so the same
  // lines in any order give the same fingerprint and a replay is recognised.
  const lines = [...merged.keys()]
    .sort()
    .map((account) => ({ account, amount: merged.get(account) ?? 0n }))
    .filter((l) => l.amount !== 0n);
  if (lines.length < 2) throw new InvalidTransferError(`Transfer "${t.key}" moves no money`);
  return lines;
}

/** Canonical text of merged lines: two transfers with the same fingerprint move the same money. */
export function fingerprint(lines: TransferLine[]): string {
  return lines.map((l) => `${l.account}=${l.amount}`).join(';');
}
