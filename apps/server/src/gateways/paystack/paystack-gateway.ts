import type { CustomerIdentificationInput } from '../customer-identification.ts';
import type { DedicatedCustomerInput } from '../dedicated-accounts.ts';
import {
  type ChargeOutcome,
  GatewayError,
  type InitializeInput,
  type PaymentGateway,
  type TransferRecipientInput,
} from '../gateway.ts';
import { webhookSignatureValid } from '../webhook-signature.ts';
import * as charges from './paystack-charges.ts';
import { PaystackClient } from './paystack-client.ts';
import * as customers from './paystack-customers.ts';
import * as dedicated from './paystack-dedicated-accounts.ts';
import * as mandates from './paystack-mandates.ts';
import * as settlements from './paystack-settlements.ts';
import * as transfers from './paystack-transfers.ts';

/**
 * The real Paystack REST API (https://paystack.com/docs/api/). Bearer auth with the secret key,
 * amounts in kobo, answers { status, message, data }. Card setup goes through Paystack's hosted
 * checkout, so card numbers never reach our server with this adapter (PCI DSS SAQ A).
 *
 * Each of Paystack's resources is a file of its own in this folder (charges, transfers, direct-debit
 * mandates, settlements, customers, dedicated accounts), its calls made through one PaystackClient;
 * this class puts them together behind the one PaymentGateway.
 */
export class PaystackGateway implements PaymentGateway {
  readonly name = 'paystack' as const;
  readonly supportsDirectCharge = false;
  private readonly secretKey: string;
  private readonly api: PaystackClient;

  constructor(opts: { baseUrl: string; secretKey: string }) {
    this.secretKey = opts.secretKey;
    this.api = new PaystackClient(opts);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    return webhookSignatureValid(rawBody, signature, this.secretKey);
  }

  async chargeCard(): Promise<ChargeOutcome> {
    throw new GatewayError('Card details are taken on the Paystack checkout page');
  }

  async submitOtp(): Promise<ChargeOutcome> {
    throw new GatewayError('Card details are taken on the Paystack checkout page');
  }

  initialize = (input: InitializeInput) => charges.initialize(this.api, input);
  verify = (reference: string) => charges.verify(this.api, reference);
  chargeAuthorization = (input: Parameters<typeof charges.chargeAuthorization>[1]) =>
    charges.chargeAuthorization(this.api, input);
  refund = (input: Parameters<typeof charges.refund>[1]) => charges.refund(this.api, input);

  createTransferRecipient = (input: TransferRecipientInput) =>
    transfers.createTransferRecipient(this.api, input);
  initiateTransfer = (input: Parameters<typeof transfers.initiateTransfer>[1]) =>
    transfers.initiateTransfer(this.api, input);
  verifyTransfer = (reference: string) => transfers.verifyTransfer(this.api, reference);

  initializeMandate = (input: { email: string; callbackUrl: string }) =>
    mandates.initializeMandate(this.api, input);
  verifyMandate = (reference: string) => mandates.verifyMandate(this.api, reference);
  deactivateAuthorization = (code: string) => mandates.deactivateAuthorization(this.api, code);

  listSettlements = (input: { page: number; perPage: number }) =>
    settlements.listSettlements(this.api, input);
  settlementTransactions = (id: string) => settlements.settlementTransactions(this.api, id);

  createCustomer = (input: DedicatedCustomerInput) => customers.createCustomer(this.api, input);
  validateCustomer = (input: CustomerIdentificationInput) => customers.validateCustomer(this.api, input);
  createDedicatedAccount = (input: { customerCode: string; preferredBank: string }) =>
    dedicated.createDedicatedAccount(this.api, input);
  verifyIncomingTransfer = (reference: string) => dedicated.verifyIncomingTransfer(this.api, reference);
}
