/** What the plans module offers the rest of the server; everything else in it is its own. */
export { PLAN_CATALOGUE } from './catalogue.ts';
export { flexiPaymentHandler, provideFlexiPayment } from './flexi-payment.ts';
export { flexiTerms, loadFlexiReference } from './flexi-quote.ts';
export { listActivePlans } from './queries.ts';
export { toPlanView } from './view.ts';
