/** What the transactions module offers the rest of the server; everything else in it is its own. */
export { startOfLagosDay, toHhMm, toMmDdYyyy } from './lagos-date.ts';
export { paymentReferenceOf } from './queries.ts';
