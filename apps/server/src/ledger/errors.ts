/** Every error the ledger throws. None is retried: each is a caller's bug or a refusal to show. */

/**
 * Thrown by post() when the same idempotency key arrives with different lines: a bug in the caller
 * (two different movements under one key), never retried.
 */
export class IdempotencyConflictError extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`Idempotency key "${key}" was already used for a different transfer`);
    this.name = 'IdempotencyConflictError';
    this.key = key;
  }
}

/**
 * Thrown by post() when a member account would go below zero (e.g. redeeming more earnings than the
 * member has). Nothing is written; callers turn it into the spec's "insufficient" message.
 */
export class InsufficientBalanceError extends Error {
  readonly account: string;
  readonly available: bigint;
  readonly requested: bigint;
  constructor(account: string, available: bigint, requested: bigint) {
    super(`Account ${account} has ${available} kobo; the transfer needs ${requested}`);
    this.name = 'InsufficientBalanceError';
    this.account = account;
    this.available = available;
    this.requested = requested;
  }
}

/** Thrown by reverse() for an unknown entry, an entry that is itself a reversal, or one already reversed. */
export class ReversalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReversalError';
  }
}

/** Thrown when a transfer is malformed (does not balance, zero or non-integer amount, unknown account). */
export class InvalidTransferError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransferError';
  }
}

/** Thrown for an account code outside the chart of accounts (accounts.ts): a caller's bug. */
export class UnknownAccountError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(`Unknown ledger account "${code}"`);
    this.name = 'UnknownAccountError';
    this.code = code;
  }
}
