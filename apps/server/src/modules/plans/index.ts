/** What the plans module offers the rest of the server; everything else in it is its own. */
export { PLAN_CATALOGUE } from './catalogue.ts';
export { provideFlexiPayment } from './flexi-payment.ts';
export { flexiTerms, loadFlexiReference } from './flexi-quote.ts';
