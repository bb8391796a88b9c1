import type { TransferRecipientInput, TransferStatus } from '../gateway.ts';
import { keepToPaystackRules } from './keep-to-paystack-rules.ts';
import type { SandboxWebhooks } from './sandbox-webhooks.ts';

/**
 * The sandbox's test bank accounts: a transfer to `fails` fails, a transfer to `reversed` succeeds
 * and is then reversed by the bank. Any other 10-digit account number receives the money.
 */
export const SANDBOX_ACCOUNTS = { fails: '0000000001', reversed: '0000000002' } as const;

export interface SandboxTransfer {
  reference: string;
  amountKobo: bigint;
  accountNumber: string;
  status: TransferStatus;
  /** The bank's words on the outcome (Paystack's gateway_response). */
  message: string;
  /** What we sent as the transfer's reason: our narration, as Paystack keeps it. */
  narration: string;
}

/**
 * Transfers out of the fund, as Paystack's transfer recipients and transfers: the answer says pending
 * and the outcome (success, failed, or success and then reversed) arrives by webhook, in that order.
 */
export class SandboxTransfers {
  readonly transfers = new Map<string, SandboxTransfer>();
  /**
   * A test's switch: the next transfers end this way whatever the account (the test accounts in
   * SANDBOX_ACCOUNTS do the same by account number). Null: the account number decides.
   */
  outcome: 'failed' | 'reversed' | null = null;
  private readonly recipients = new Map<string, TransferRecipientInput>();
  private readonly webhooks: SandboxWebhooks;

  constructor(webhooks: SandboxWebhooks) {
    this.webhooks = webhooks;
  }

  async createTransferRecipient(input: TransferRecipientInput) {
    const recipientCode = `RCP_sbx_${input.bankCode}_${input.accountNumber}`;
    this.recipients.set(recipientCode, input);
    return { recipientCode };
  }

  async initiateTransfer(input: {
    reference: string;
    amountKobo: bigint;
    recipientCode: string;
    reason: string;
    currency?: string;
  }) {
    keepToPaystackRules('transfer', input);
    const existing = this.transfers.get(input.reference);
    if (existing) return { status: existing.status, message: existing.message };
    const recipient = this.recipients.get(input.recipientCode);
    if (!recipient) return { status: 'failed' as const, message: 'Transfer recipient not found' };
    const t: SandboxTransfer = {
      reference: input.reference,
      amountKobo: input.amountKobo,
      accountNumber: recipient.accountNumber,
      status: 'pending',
      message: 'Transfer is being processed',
      narration: input.reason,
    };
    this.transfers.set(input.reference, t);
    const outcome =
      this.outcome ??
      (recipient.accountNumber === SANDBOX_ACCOUNTS.fails
        ? 'failed'
        : recipient.accountNumber === SANDBOX_ACCOUNTS.reversed
          ? 'reversed'
          : 'success');
    // Like Paystack, the answer says pending and the outcome arrives by webhook.
    if (outcome === 'failed') this.settleTransfer(t, 'failed', 'Could not credit the account');
    else {
      this.settleTransfer(t, 'success', 'Transfer successful');
      if (outcome === 'reversed') this.settleTransfer(t, 'reversed', 'Reversed by the receiving bank');
    }
    return { status: 'pending' as const, message: 'Transfer is being processed' };
  }

  async verifyTransfer(reference: string) {
    const t = this.transfers.get(reference);
    if (!t) return { status: 'failed' as const, amountKobo: 0n, message: 'Transfer not found' };
    return { status: t.status, amountKobo: t.amountKobo, message: t.message };
  }

  /** Sends a transfer's webhook again, as a provider retrying a delivery (tests replay with it). */
  replayTransferWebhook(reference: string) {
    const t = this.transfers.get(reference);
    if (t) this.webhooks.send(transferEvent(t));
  }

  /**
   * The transfer's outcome, sent by webhook after the answer. The state the webhook's verify reads
   * is set when the webhook goes out, so a reversal is first seen as a success, as at a bank.
   */
  private settleTransfer(t: SandboxTransfer, status: TransferStatus, message: string) {
    this.webhooks.sendInOrder(() => {
      t.status = status;
      t.message = message;
      return transferEvent(t);
    });
  }
}

/**
 * Paystack's transfer event: transfer.success, transfer.failed or transfer.reversed. As at Paystack,
 * `reason` is the narration sent with the transfer and `gateway_response` the bank's words.
 */
function transferEvent(t: SandboxTransfer): string {
  return JSON.stringify({
    event: `transfer.${t.status}`,
    data: {
      reference: t.reference,
      status: t.status,
      amount: Number(t.amountKobo),
      currency: 'NGN',
      reason: t.narration,
      gateway_response: t.message,
      recipient: { details: { account_number: t.accountNumber } },
    },
  });
}
