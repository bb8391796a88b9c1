import type { CustomerIdentificationInput } from '../customer-identification.ts';
import type { DedicatedCustomerInput } from '../dedicated-accounts.ts';
import type { InitializeInput, PaymentGateway, TransferRecipientInput } from '../gateway.ts';
import { SandboxCharges } from './sandbox-charges.ts';
import { SandboxCustomers } from './sandbox-customers.ts';
import { SandboxDedicatedAccounts } from './sandbox-dedicated-accounts.ts';
import { SandboxMandates } from './sandbox-mandates.ts';
import type { SandboxOptions } from './sandbox-options.ts';
import { SandboxSettlements } from './sandbox-settlements.ts';
import type { SandboxShared, SandboxTransaction } from './sandbox-shared.ts';
import { SandboxTransfers } from './sandbox-transfers.ts';
import { SandboxWebhooks } from './sandbox-webhooks.ts';
import { SavedAuthorizations } from './saved-authorizations.ts';

export { SANDBOX_CARDS, SANDBOX_OTP, SANDBOX_PIN } from './sandbox-charges.ts';
export { SANDBOX_IDENTIFICATION } from './sandbox-customers.ts';
export { SANDBOX_DEDICATED_BANKS } from './sandbox-dedicated-accounts.ts';
export { SANDBOX_MANDATE_ACCOUNTS, SANDBOX_MANDATE_BANKS } from './sandbox-mandates.ts';
export type { SandboxOptions } from './sandbox-options.ts';
export { sandboxFeeKobo } from './sandbox-settlements.ts';
export { SANDBOX_ACCOUNTS } from './sandbox-transfers.ts';

/**
 * A payment provider served by this server itself, for development, demos and tests. It keeps its
 * transactions in memory (a restart forgets unfinished checkouts, like an abandoned payment), its saved
 * cards and mandates in its store too (the database under `npm start`, so a restart keeps them), and
 * sends a signed charge.success webhook after every successful charge, so both the redirect path
 * and the webhook path run. It refuses what Paystack refuses (payments/paystack-rules.ts: a reference
 * outside Paystack's alphabet, an amount that is not whole kobo above zero, a bad email, a currency
 * other than NGN) by throwing ProviderRefusedError with Paystack's status and body.
 *
 * Each of Paystack's resources is a part of its own in this folder (charges and checkout, transfers,
 * direct-debit mandates, settlements, customers and identification, dedicated accounts); this class
 * puts them together behind the one PaymentGateway, sharing the transactions, the saved
 * authorizations and the webhooks.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly supportsDirectCharge = true;
  /** Signs and checks the sandbox's webhooks; a fresh secret per process, like a provider's key. */
  readonly webhookSecret: string;
  private readonly webhooks: SandboxWebhooks;
  private readonly charges: SandboxCharges;
  private readonly outgoing: SandboxTransfers;
  private readonly mandates: SandboxMandates;
  private readonly settlements: SandboxSettlements;
  private readonly customers: SandboxCustomers;
  private readonly dedicated: SandboxDedicatedAccounts;

  constructor(opts: SandboxOptions) {
    const webhooks = new SandboxWebhooks(opts);
    const shared: SandboxShared = {
      opts,
      transactions: new Map<string, SandboxTransaction>(),
      authorizations: new SavedAuthorizations(opts.store, webhooks),
      webhooks,
    };
    this.webhooks = webhooks;
    this.webhookSecret = webhooks.secret;
    this.charges = new SandboxCharges(shared);
    this.outgoing = new SandboxTransfers(webhooks);
    this.mandates = new SandboxMandates(shared);
    this.settlements = new SandboxSettlements(shared);
    this.customers = new SandboxCustomers(webhooks);
    this.dedicated = new SandboxDedicatedAccounts(shared, this.customers);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return this.webhooks.verify(rawBody, signature);
  }

  /** Sends one event body, signed, as the provider would (tests replay and reorder with it). */
  async sendEvent(body: string): Promise<unknown> {
    return this.webhooks.sendSigned(body);
  }

  /** Resolves when every webhook sent so far has been delivered (tests wait on this). */
  async settled(): Promise<void> {
    return this.webhooks.settled();
  }

  // --- charges and the checkout page (sandbox-charges.ts) ---

  initialize(input: InitializeInput) {
    return this.charges.initialize(input);
  }
  verify(reference: string) {
    return this.charges.verify(reference);
  }
  chargeCard(input: Parameters<SandboxCharges['chargeCard']>[0]) {
    return this.charges.chargeCard(input);
  }
  submitOtp(input: Parameters<SandboxCharges['submitOtp']>[0]) {
    return this.charges.submitOtp(input);
  }
  resendOtp(input: Parameters<SandboxCharges['resendOtp']>[0]) {
    return this.charges.resendOtp(input);
  }
  chargeAuthorization(input: Parameters<SandboxCharges['chargeAuthorization']>[0]) {
    return this.charges.chargeAuthorization(input);
  }
  refund(input: Parameters<SandboxCharges['refund']>[0]) {
    return this.charges.refund(input);
  }
  pendingCheckout(reference: string) {
    return this.charges.pendingCheckout(reference);
  }
  completeCheckout(reference: string, outcome: 'success' | 'failure') {
    return this.charges.completeCheckout(reference, outcome);
  }

  // --- transfers and their recipients (sandbox-transfers.ts) ---

  /** The transfers made, by reference (tests read and change them). */
  get transfers() {
    return this.outgoing.transfers;
  }
  /**
   * A test's switch: the next transfers end this way whatever the account (the test accounts in
   * SANDBOX_ACCOUNTS do the same by account number). Null: the account number decides.
   */
  get transferOutcome() {
    return this.outgoing.outcome;
  }
  set transferOutcome(outcome: SandboxTransfers['outcome']) {
    this.outgoing.outcome = outcome;
  }
  createTransferRecipient(input: TransferRecipientInput) {
    return this.outgoing.createTransferRecipient(input);
  }
  initiateTransfer(input: Parameters<SandboxTransfers['initiateTransfer']>[0]) {
    return this.outgoing.initiateTransfer(input);
  }
  verifyTransfer(reference: string) {
    return this.outgoing.verifyTransfer(reference);
  }
  replayTransferWebhook(reference: string) {
    this.outgoing.replayTransferWebhook(reference);
  }

  // --- direct-debit mandates and their bank page (sandbox-mandates.ts) ---

  initializeMandate(input: { email: string; callbackUrl: string }) {
    return this.mandates.initializeMandate(input);
  }
  verifyMandate(reference: string) {
    return this.mandates.verifyMandate(reference);
  }
  deactivateAuthorization(authorizationCode: string) {
    return this.mandates.deactivateAuthorization(authorizationCode);
  }
  pendingMandate(reference: string) {
    return this.mandates.pendingMandate(reference);
  }
  completeMandate(...args: Parameters<SandboxMandates['completeMandate']>) {
    return this.mandates.completeMandate(...args);
  }
  endMandateAtBank(reference: string) {
    return this.mandates.endMandateAtBank(reference);
  }
  replayMandateWebhook(...args: Parameters<SandboxMandates['replayMandateWebhook']>) {
    this.mandates.replayMandateWebhook(...args);
  }

  // --- settlements (sandbox-settlements.ts) ---

  listSettlements(input: { page: number; perPage: number }) {
    return this.settlements.listSettlements(input);
  }
  settlementTransactions(settlementId: string) {
    return this.settlements.settlementTransactions(settlementId);
  }

  // --- customers and their identification (sandbox-customers.ts) ---

  /** When true, identification events are kept in identificationEvents and not sent (a test sends them). */
  get holdIdentificationEvents() {
    return this.customers.holdIdentificationEvents;
  }
  set holdIdentificationEvents(hold: boolean) {
    this.customers.holdIdentificationEvents = hold;
  }
  /** Every identification event the sandbox made, in order (its bodies as sent). */
  get identificationEvents(): string[] {
    return this.customers.identificationEvents;
  }
  createCustomer(input: DedicatedCustomerInput) {
    return this.customers.createCustomer(input);
  }
  validateCustomer(input: CustomerIdentificationInput) {
    return this.customers.validateCustomer(input);
  }

  // --- dedicated accounts and the transfers into them (sandbox-dedicated-accounts.ts) ---

  /** When true, a dedicated account opens only for a customer whose BVN the sandbox identified. */
  get requireCustomerValidation() {
    return this.dedicated.requireCustomerValidation;
  }
  set requireCustomerValidation(require: boolean) {
    this.dedicated.requireCustomerValidation = require;
  }
  createDedicatedAccount(input: { customerCode: string; preferredBank: string }) {
    return this.dedicated.createDedicatedAccount(input);
  }
  receiveTransfer(input: Parameters<SandboxDedicatedAccounts['receiveTransfer']>[0]) {
    return this.dedicated.receiveTransfer(input);
  }
  replayIncomingTransfer(reference: string) {
    this.dedicated.replayIncomingTransfer(reference);
  }
  verifyIncomingTransfer(reference: string) {
    return this.dedicated.verifyIncomingTransfer(reference);
  }
}
