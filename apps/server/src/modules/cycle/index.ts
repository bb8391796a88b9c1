/** What the cycle module offers the rest of the server; everything else in it is its own. */
export { requestCashout } from './cashout.ts';
export type { DebitRun } from './charge.ts';
export { DEBIT_BATCH, runAutoDebit } from './debit.ts';
export { debitReference, isDebitReference } from './reference.ts';
export { rollOverEndedCycles } from './roll-over.ts';
