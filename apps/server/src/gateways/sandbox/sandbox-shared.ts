import type { CardAuthorization } from '../gateway.ts';
import type { SandboxOptions } from './sandbox-options.ts';
import type { SandboxWebhooks } from './sandbox-webhooks.ts';
import type { SavedAuthorizations } from './saved-authorizations.ts';

/** A transaction the sandbox holds: a charge, or a transfer into a dedicated account (already paid). */
export interface SandboxTransaction {
  reference: string;
  amountKobo: bigint;
  email: string;
  status: 'pending' | 'success' | 'failed';
  message: string;
  callbackUrl: string;
  flwRef?: string;
  card?: { number: string; expMonth: string; expYear: string };
  authorization?: CardAuthorization;
  refunded?: boolean;
  /** When the charge succeeded: the day it is settled after. */
  paidAt?: Date;
  /** A transfer into a dedicated account: the account and its customer (channel dedicated_nuban). */
  dedicated?: { accountNumber: string; customerCode: string; bankName: string };
}

/**
 * What the sandbox's parts share: its options, the transactions (charges, and transfers into dedicated
 * accounts, which settlements are made of), the saved cards and mandates, and its webhooks.
 */
export interface SandboxShared {
  opts: SandboxOptions;
  transactions: Map<string, SandboxTransaction>;
  authorizations: SavedAuthorizations;
  webhooks: SandboxWebhooks;
}
