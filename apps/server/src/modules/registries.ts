import { adjustmentKind } from './admin/adjustments/index.ts';
import { payoutBatchKind, payoutBounceKind, payoutTransferEvents } from './admin/payouts/index.ts';
import { adminGrantKind } from './admin/staff/index.ts';
import { transferConfirmationKind } from './admin/transfers/index.ts';
import { type ApprovalKind, registerApprovalKind } from './approvals/index.ts';
import { cardChangePurpose } from './card-change/index.ts';
import { saveMorePurpose } from './contributions/index.ts';
import {
  applyAssignOutcome,
  creditIncomingTransfer,
  openAccountAfterIdentification,
  uncreditedCreditKind,
} from './dedicated-accounts/index.ts';
import { applyIdentificationOutcome } from './identity/index.ts';
import { planCardSetupPurpose, planPurpose, transferPurpose } from './joining/index.ts';
import { loanDisbursalKind } from './loans/index.ts';
import { mandateEvents } from './mandates/index.ts';
import {
  type AssignEventHandler,
  type IdentificationEventHandler,
  type IncomingTransferHandler,
  type MandateEventHandler,
  type PaymentPurpose,
  registerAssignEventHandler,
  registerIdentificationEventHandler,
  registerIncomingTransferHandler,
  registerMandateEventHandler,
  registerPaymentPurpose,
  registerTransferEventHandler,
  type TransferEventHandler,
} from './payments/index.ts';
import { planChangePurpose, planChangeTransferPurpose } from './plan-change/index.ts';
import { popEtcDisbursalKinds } from './pop-etc/index.ts';
import { memberBankChangeKind } from './profile/index.ts';
import { repaymentPurposes } from './wallet/index.ts';

/**
 * What each kind of payment does when it is paid (modules/payments settles it; the module named beside
 * each owns it). A new purpose is one line here, beside its reference prefix in payments/reference.ts.
 */
const PAYMENT_PURPOSES: readonly PaymentPurpose[] = [
  planPurpose, // joining: a plan bought by card or checkout
  planCardSetupPurpose, // joining: the card check that leads to a plan's charge
  transferPurpose, // joining: a plan paid by bank transfer (an operator confirms it)
  saveMorePurpose, // contributions: Save More
  ...repaymentPurposes, // wallet: loan, POP and ETC repayments, by card and by bank transfer
  cardChangePurpose, // card change: the new card's check
  planChangePurpose, // plan change: an upgrade paid by card
  planChangeTransferPurpose, // plan change: an upgrade paid by bank transfer
];

/** Operators' money actions under maker-checker (modules/approvals runs the queue). */
export const APPROVAL_KINDS: readonly ApprovalKind[] = [
  transferConfirmationKind, // admin/transfers: confirming a bank transfer
  payoutBatchKind, // admin/payouts: sending a batch of payouts
  payoutBounceKind, // admin/payouts: a payout the bank returned
  loanDisbursalKind, // loans: disbursing a loan
  ...popEtcDisbursalKinds, // pop-etc: disbursing a POP or an ETC
  adjustmentKind, // admin/adjustments: a correction of the ledger (reversal, fee refund, move, write-off, manual)
  adminGrantKind, // admin/staff: granting the admin role, approved by a second admin
  memberBankChangeKind, // profile: a member's bank details changed by an operator
  uncreditedCreditKind, // dedicated accounts: a transfer that could not be credited by itself, credited by finance
];

/** What a transfer webhook does: payouts own the transfers the fund sends (admin/payouts). */
const TRANSFER_EVENTS: TransferEventHandler = payoutTransferEvents;

/** What a direct-debit webhook does: mandates own the authorizations on members' bank accounts. */
const MANDATE_EVENTS: MandateEventHandler = mandateEvents;
/** What a charge.success naming no payment of ours does: a transfer into a member's dedicated account. */
export const INCOMING_TRANSFERS: IncomingTransferHandler = creditIncomingTransfer;
/**
 * What a customeridentification webhook does: identity owns the BVN documents it is about; on a
 * success, dedicated accounts asks again for an account the provider would not open before it.
 */
export const IDENTIFICATION_EVENTS: IdentificationEventHandler = async (deps, event) => {
  await applyIdentificationOutcome(deps, event);
  if (event.outcome === 'success') await openAccountAfterIdentification(deps, event.customerCode);
};
/** What a dedicatedaccount.assign webhook does: dedicated accounts store or record the outcome. */
export const ASSIGN_EVENTS: AssignEventHandler = applyAssignOutcome;

/**
 * Registers the lists above with the modules that look them up: payment settlement, the approvals
 * queue, the webhook's transfer events. Importing a module registers nothing: buildApp calls this, and
 * so does every process that settles, proposes or approves without an app (cli/, the simulation).
 * Safe to call again (the same entries replace themselves).
 */
export function wireRegistries(): void {
  for (const purpose of PAYMENT_PURPOSES) registerPaymentPurpose(purpose);
  for (const kind of APPROVAL_KINDS) registerApprovalKind(kind);
  registerTransferEventHandler(TRANSFER_EVENTS);
  registerMandateEventHandler(MANDATE_EVENTS);
  registerIncomingTransferHandler(INCOMING_TRANSFERS);
  registerIdentificationEventHandler(IDENTIFICATION_EVENTS);
  registerAssignEventHandler(ASSIGN_EVENTS);
}
