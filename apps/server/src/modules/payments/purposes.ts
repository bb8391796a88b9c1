import type { Db } from '../../db/client.ts';
import type { Verification } from '../../gateways/index.ts';
import type { PaymentsContext } from './context.ts';
import type { PaymentRow } from './payment-rows.ts';
import type { PurposeName } from './reference.ts';

/**
 * What a payment's purpose does when the provider has taken the money for exactly what we asked.
 * `applied`: the payment succeeded and what it paid for is done. `refund`: the money goes back (the
 * plan was already paid, a card check's N100), settled with the status and reason given.
 */
type Applied = { kind: 'applied' } | { kind: 'refund'; status: 'success' | 'failed'; reason: string | null };

/**
 * A module's handler for one purpose of payment (a plan, a card check, Save More, later loan, POP
 * and ETC repayments, a card change, a plan change). Settlement (settle.ts) owns the rest of the
 * life: the provider's answer, the amount-and-currency check, settling once, the refund.
 */
export interface PaymentPurpose {
  name: PurposeName;
  /**
   * Applies a paid payment inside the settling transaction (the payment row is locked and still
   * pending). Absent for a purpose no provider settles: a bank transfer, which an operator confirms.
   */
  apply?: (tx: Db, payment: PaymentRow, v: Verification, ctx: PaymentsContext) => Promise<Applied>;
  /** The provider's reusable card becomes the member's card for weekly debits (plan payments, card checks). */
  savesCard?: boolean;
  /** The purpose emails its own receipt: the payment-received notice is then in the app only. */
  mailsOwnReceipt?: boolean;
  /** The failure reason stored when the provider took another amount or currency (it is refunded). */
  mismatchReason?: (payment: PaymentRow, v: Verification) => string;
  /** After the settling transaction committed: mails, a card check's follow-up charge. Runs on every settle call. */
  afterSettled?: (ctx: PaymentsContext, payment: PaymentRow) => Promise<void>;
}

const registry = new Map<string, PaymentPurpose>();

/**
 * Makes a purpose known to settlement. Called only by the app's wiring (modules/registries.ts: buildApp
 * and every command-line entry), never when a module is imported, so whether a payment settles does not
 * depend on which modules a process happened to load. Registering the same purpose again replaces it.
 */
export function registerPaymentPurpose(purpose: PaymentPurpose): void {
  registry.set(purpose.name, purpose);
}

/**
 * The handler of a stored payment's purpose. Throws for a purpose that is not wired: a process that
 * did not call wireRegistries() (modules/registries.ts), or a purpose missing from its list.
 */
export function purposeOf(name: string): PaymentPurpose {
  const purpose = registry.get(name);
  if (!purpose) {
    throw new Error(
      `The payment purpose "${name}" is not wired: list it in modules/registries.ts, and call wireRegistries() where the process starts`,
    );
  }
  return purpose;
}
