/** What the transactions module offers the rest of the server; everything else in it is its own. */
export { toHhMm, toMmDdYyyy } from './lagos-date.ts';
export { memberHistory, paymentReferenceOf } from './queries.ts';
