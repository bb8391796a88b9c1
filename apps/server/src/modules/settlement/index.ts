/**
 * Settlement: the payment provider's payouts of its balance to the fund's bank (Paystack's
 * settlements), imported daily with their transactions, posted from the provider's clearing account
 * to the bank once each, and checked against our records; a difference is flagged for finance
 * (the console's Settlement section, modules/admin/settlement).
 */
export { importSettlements } from './import.ts';
export { reviewSettlement } from './review.ts';
export { listSettlements, settlementDetail } from './views.ts';
