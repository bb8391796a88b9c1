/**
 * The trust wallet: what a member earned and redeemed, and what they owe on a loan, POP or ETC with
 * its repayment by card or bank transfer. The loan, POP and ETC applications (which decide the
 * statuses) are their own modules.
 */
export { LENDING_KINDS } from './lendings.ts';
export {
  confirmRepaymentTransfer,
  confirmRepaymentTransferIn,
  repaymentPurposes,
  startRepayment,
} from './repay.ts';
export { walletRoutes } from './routes.ts';
