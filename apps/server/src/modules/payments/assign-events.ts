import type { Deps } from '../../deps.ts';
import { eventText } from './event-text.ts';

/**
 * Paystack's outcome of assigning a dedicated account (dedicatedaccount.assign.success / .failed):
 * the provider's customer (code and email), and on a success the account (bank name, number, name),
 * on a failure the provider's reason. Nothing more of the body is kept.
 */
export type AssignEvent =
  | {
      outcome: 'success';
      customerCode: string;
      email: string | null;
      account: { bankName: string; accountNumber: string; accountName: string };
    }
  | { outcome: 'failed'; customerCode: string; email: string | null; reason: string };

/** What an assign webhook's owner does with one: safe to repeat and to receive out of order. */
export type AssignEventHandler = (
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'gateway'>,
  event: AssignEvent,
) => Promise<void>;

let handler: AssignEventHandler | undefined;

/** Set only by the app's wiring (modules/registries.ts): dedicated accounts own the accounts. */
export function registerAssignEventHandler(h: AssignEventHandler): void {
  handler = h;
}

export const ASSIGN_EVENTS = {
  success: 'dedicatedaccount.assign.success',
  failed: 'dedicatedaccount.assign.failed',
} as const;

/**
 * The assign outcome in a webhook body, or undefined for another event, or one without a customer
 * code (or, on a success, without a 10-digit account number, a bank name and an account name).
 */
export function assignEventOf(body: unknown): AssignEvent | undefined {
  // Read field by field: a field that is missing, or not what it should be, reads as missing.
  const { event, data } = (body ?? {}) as { event?: unknown; data?: Record<string, unknown> };
  if ((event !== ASSIGN_EVENTS.success && event !== ASSIGN_EVENTS.failed) || !data) return undefined;
  const customer = (data.customer ?? {}) as Record<string, unknown>;
  const customerCode = eventText(customer.customer_code, 100);
  if (!customerCode) return undefined;
  const email = eventText(customer.email, 320) ?? null;
  if (event === ASSIGN_EVENTS.failed) {
    const dva = (data.dedicated_account ?? {}) as Record<string, unknown>;
    const reason = eventText(data.reason, 300) ?? eventText(dva.reason, 300) ?? 'The provider gave no reason';
    return { outcome: 'failed', customerCode, email, reason };
  }
  const dva = (data.dedicated_account ?? {}) as Record<string, unknown>;
  const bank = (dva.bank ?? {}) as Record<string, unknown>;
  const accountNumber = eventText(dva.account_number, 20);
  const bankName = eventText(bank.name, 100);
  const accountName = eventText(dva.account_name, 200);
  if (!accountNumber || !/^\d{10}$/.test(accountNumber) || !bankName || !accountName) return undefined;
  return { outcome: 'success', customerCode, email, account: { bankName, accountNumber, accountName } };
}

/** Hands an assign outcome to its owner; ignored while no module keeps dedicated accounts. */
export async function applyAssignEvent(
  deps: Parameters<AssignEventHandler>[0],
  event: AssignEvent,
): Promise<void> {
  await handler?.(deps, event);
}
