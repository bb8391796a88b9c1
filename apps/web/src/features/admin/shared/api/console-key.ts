/**
 * The first part of every console query's key. An approved or rejected money action can change any
 * queue (a transfer confirmed, a loan or POP disbursed, a payout due), so deciding one refreshes them all
 * by this key.
 */
export const consoleKey = ['admin'] as const;
