/** What the cycle module offers the rest of the server; everything else in it is its own. */
export { requestCashout } from './cashout.ts';
export { DEBIT_BATCH, type DebitRun, runAutoDebit } from './debit.ts';
export { rollOverEndedCycles } from './roll-over.ts';
