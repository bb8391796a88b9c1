import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { PaymentGateway, Verification } from '../gateways/gateway.ts';
import { SandboxGateway } from '../gateways/sandbox/sandbox-gateway.ts';

/** A card the sandbox charges at once (any Luhn-valid number but its test cards). */
const GOOD_CARD = { number: '4084084084084081', expMonth: '12', expYear: '39', cvv: '123', pin: '1234' };

/** The member of a weekly debit's reference (WD-<member>-<cycle>-<week>, or release 1's weekly-debit:<member>:…). */
export const debitMemberOf = (reference: string) =>
  Number(/^(?:WD-|weekly-debit:)(\d+)[-:]/.exec(reference)?.[1]);

export type Outcome =
  | 'success'
  | 'insufficient'
  | 'declined-without-reason'
  | 'undecided'
  | 'crash-after-charge'
  | 'no-answer';

/**
 * The real sandbox gateway, with a script: decide(reference) picks what happens to a saved-card
 * charge. 'insufficient' declines like the sandbox's declined card ('declined-without-reason' with no
 * message); 'undecided' answers pending (the bank has not decided yet); 'crash-after-charge' charges
 * at the sandbox and then throws, as if the process died before storing the answer; 'no-answer'
 * throws without charging. providerCharges counts the charges the provider really made per reference.
 */
export class ScriptedGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly supportsDirectCharge = true;
  readonly sandbox: SandboxGateway;
  readonly providerCharges = new Map<string, number>();
  /** What happens to each member's debits (by user id); anyone else's succeed. */
  readonly outcomes = new Map<number, Outcome>();
  decide: (reference: string) => Outcome = (reference) =>
    this.outcomes.get(debitMemberOf(reference)) ?? 'success';

  /** The charges the provider made for one member's debits. */
  chargesFor(userId: number): number {
    let n = 0;
    for (const [ref, count] of this.providerCharges) if (debitMemberOf(ref) === userId) n += count;
    return n;
  }

  constructor(clock: Clock) {
    this.sandbox = new SandboxGateway({
      publicUrl: 'http://localhost:3000',
      deliverWebhook: async () => {},
      now: () => clock.now(),
    });
  }

  /** A reusable authorization from the sandbox, as the card-setup flow would store it. */
  async newAuthorization(): Promise<string> {
    const reference = `card-setup-${randomBytes(6).toString('hex')}`;
    await this.sandbox.chargeCard({
      reference,
      amountKobo: 10_000n,
      email: 'a@b.ng',
      card: GOOD_CARD,
      callbackUrl: '',
    });
    const v = await this.sandbox.verify(reference);
    if (!v.authorization) throw new Error('sandbox gave no authorization');
    return v.authorization.code;
  }

  async chargeAuthorization(
    input: Parameters<PaymentGateway['chargeAuthorization']>[0],
  ): Promise<Verification> {
    const outcome = this.decide(input.reference);
    if (outcome === 'no-answer') throw new Error('socket hang up');
    if (outcome === 'undecided') {
      return { reference: input.reference, status: 'pending', amountKobo: 0n, currency: 'NGN', message: '' };
    }
    const prior = await this.verify(input.reference);
    let v: Verification;
    if (prior.status === 'success' || this.declined.has(input.reference)) {
      v = prior; // a provider answers a repeated reference with its first answer
    } else if (outcome === 'insufficient' || outcome === 'declined-without-reason') {
      this.declined.set(input.reference, outcome === 'insufficient' ? 'Insufficient funds' : '');
      v = await this.verify(input.reference);
    } else {
      v = await this.sandbox.chargeAuthorization(input);
      if (v.status === 'success') {
        this.providerCharges.set(input.reference, (this.providerCharges.get(input.reference) ?? 0) + 1);
      }
    }
    if (outcome === 'crash-after-charge') throw new Error('process stopped before the answer was stored');
    const reported = this.reportedAmounts.get(input.reference);
    return reported === undefined ? v : { ...v, amountKobo: reported };
  }

  /** The references declined, with the provider's message. */
  private readonly declined = new Map<string, string>();

  /** The amount the provider reports for a charge, by reference (0n: reports none). */
  readonly reportedAmounts = new Map<string, bigint>();

  /** References whose verification fails (the provider's status call errors). */
  readonly verifyFails = new Set<string>();

  async verify(reference: string): Promise<Verification> {
    if (this.verifyFails.has(reference)) throw new Error('provider status call failed');
    const declined = this.declined.get(reference);
    if (declined !== undefined) {
      return { reference, status: 'failed', amountKobo: 0n, currency: 'NGN', message: declined };
    }
    return this.sandbox.verify(reference);
  }

  initialize: PaymentGateway['initialize'] = (i) => this.sandbox.initialize(i);
  chargeCard: PaymentGateway['chargeCard'] = (i) => this.sandbox.chargeCard(i);
  submitOtp: PaymentGateway['submitOtp'] = (i) => this.sandbox.submitOtp(i);
  resendOtp: PaymentGateway['resendOtp'] = (i) => this.sandbox.resendOtp(i);
  refund: PaymentGateway['refund'] = (i) => this.sandbox.refund(i);
  verifyWebhook: PaymentGateway['verifyWebhook'] = (b, s) => this.sandbox.verifyWebhook(b, s);
  createTransferRecipient: PaymentGateway['createTransferRecipient'] = (i) =>
    this.sandbox.createTransferRecipient(i);
  initiateTransfer: PaymentGateway['initiateTransfer'] = (i) => this.sandbox.initiateTransfer(i);
  verifyTransfer: PaymentGateway['verifyTransfer'] = (r) => this.sandbox.verifyTransfer(r);

  /** Total charges the provider made across references; a double charge shows as a count above 1. */
  maxChargesPerReference(): number {
    return Math.max(0, ...this.providerCharges.values());
  }
}
