import { randomBytes } from 'node:crypto';
import { type MandateVerification, ProviderRefusedError } from '../gateway.ts';
import type { StoredAuthorization } from './authorization-store.ts';
import type { SandboxShared } from './sandbox-shared.ts';

/**
 * The sandbox's test accounts for a direct-debit mandate, typed on its bank page: `slow` is approved by
 * the member but never activated by the bank (it stays pending approval); `empty` is activated and its
 * debits are declined ('Insufficient funds'). Any other 10-digit account number is activated at once
 * and pays every debit.
 */
export const SANDBOX_MANDATE_ACCOUNTS = { slow: '0000000008', empty: '0000000009' } as const;
/** The banks the sandbox's mandate page offers (Paystack's codes). */
export const SANDBOX_MANDATE_BANKS = [
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '044', name: 'Access Bank' },
  { code: '057', name: 'Zenith Bank' },
  { code: '50211', name: 'Kuda Bank' },
  { code: '999992', name: 'OPay' },
] as const;

/** A mandate request the sandbox holds, with where to send the browser back. */
interface SandboxMandate extends StoredAuthorization {
  kind: 'mandate';
  reference: string;
  callbackUrl?: string;
}

type MandateEventKind = 'created' | 'active' | 'deactivated';

/**
 * Direct debit, as Paystack's Initialize, Verify and Deactivate Authorization, with the bank page the
 * member approves or declines the mandate on (gateways/sandbox/checkout-routes.ts). The bank's news
 * (created, active, deactivated) arrives by webhook, in order.
 */
export class SandboxMandates {
  /** Mandate requests by their reference. */
  private readonly mandates = new Map<string, SandboxMandate>();
  private readonly shared: SandboxShared;

  constructor(shared: SandboxShared) {
    this.shared = shared;
  }

  async initializeMandate(input: { email: string; callbackUrl: string }) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(input.email))
      throw new ProviderRefusedError(400, { status: false, message: 'Invalid Email Address Passed' });
    // Paystack makes the reference itself: lowercase letters and digits.
    const reference = randomBytes(15).toString('hex');
    const mandate: SandboxMandate = {
      kind: 'mandate',
      code: null,
      reference,
      email: input.email,
      last4: '',
      brand: '',
      expMonth: '',
      expYear: '',
      bankName: null,
      accountName: null,
      status: 'consent',
      paysCharges: null,
      chargesPaid: 0,
      createdAt: this.shared.opts.now(),
      callbackUrl: input.callbackUrl,
    };
    this.mandates.set(reference, mandate);
    await this.shared.authorizations.save(mandate);
    return { redirectUrl: this.mandateUrl(reference), reference };
  }

  async verifyMandate(reference: string): Promise<MandateVerification> {
    const m = await this.mandateOf(reference);
    if (!m?.code || m.status === 'consent' || m.status === 'declined')
      return { status: 'not-found', message: 'Authorization not found' };
    return {
      status: m.status === 'active' ? 'active' : 'inactive',
      authorizationCode: m.code,
      bankName: m.bankName ?? '',
      accountLast4: m.last4,
      accountName: m.accountName ?? '',
    };
  }

  async deactivateAuthorization(authorizationCode: string) {
    const a = await this.shared.authorizations.of(authorizationCode);
    if (!a) throw new ProviderRefusedError(400, { status: false, message: 'Authorization not found' });
    a.status = 'inactive';
    await this.shared.authorizations.save(a);
    return { message: 'Authorization has been deactivated' };
  }

  // --- the mandate page (gateways/sandbox/checkout-routes.ts) ---

  /** The mandate request a bank page shows, while it waits for the member's consent. */
  async pendingMandate(reference: string): Promise<{ email: string } | undefined> {
    const m = await this.mandateOf(reference);
    return m?.status === 'consent' ? { email: m.email } : undefined;
  }

  /**
   * The member approved or declined the debit at the bank page. Approved, the bank creates the
   * authorization (direct_debit.authorization.created, not yet active) and then activates it
   * (direct_debit.authorization.active), each by webhook, in that order; the `slow` test account is
   * never activated. Declined, nothing is created and no webhook is sent, as at Paystack. Answers where
   * to send the browser back to.
   */
  async completeMandate(
    reference: string,
    outcome: 'approve' | 'decline',
    account: { bankName: string; accountNumber: string; accountName: string },
  ): Promise<string | undefined> {
    const m = await this.mandateOf(reference);
    if (!m) return undefined;
    if (m.status === 'consent') {
      if (outcome === 'decline') {
        m.status = 'declined';
        await this.shared.authorizations.save(m);
      } else {
        m.code = `AUTH_sbxdd_${randomBytes(8).toString('hex')}`;
        m.status = 'created';
        m.bankName = account.bankName;
        m.last4 = account.accountNumber.slice(-4);
        m.brand = account.bankName;
        m.accountName = account.accountName;
        m.paysCharges = account.accountNumber === SANDBOX_MANDATE_ACCOUNTS.empty ? 0 : null;
        this.shared.authorizations.remember(m.code, m);
        await this.shared.authorizations.save(m);
        this.sendMandateEvent(m, 'created');
        if (account.accountNumber !== SANDBOX_MANDATE_ACCOUNTS.slow) this.sendMandateEvent(m, 'active');
      }
    }
    // The callback is kept in memory only: after a restart the member goes back where it always points.
    const back = new URL(m.callbackUrl || `${this.shared.opts.publicUrl}/profile?debit=mandate`);
    back.searchParams.set('reference', reference);
    return back.toString();
  }

  /**
   * The member cancels the mandate at their bank: it ends, and the bank's event says so
   * (direct_debit.authorization.deactivated). Tests and the demo use it.
   */
  async endMandateAtBank(reference: string): Promise<void> {
    const m = await this.mandateOf(reference);
    if (!m?.code) return;
    this.sendMandateEvent(m, 'deactivated');
  }

  /** Sends a mandate's last webhook of this kind again, as a provider retrying a delivery. */
  replayMandateWebhook(reference: string, kind: MandateEventKind) {
    const m = this.mandates.get(reference);
    if (m) this.shared.webhooks.send(mandateEvent(m, kind));
  }

  private async mandateOf(reference: string): Promise<SandboxMandate | undefined> {
    const known = this.mandates.get(reference);
    if (known) return known;
    const kept = await this.shared.authorizations.keptByReference(reference);
    if (kept?.kind !== 'mandate') return undefined;
    const m = { ...kept, kind: 'mandate', reference } as SandboxMandate;
    this.mandates.set(reference, m);
    if (m.code) this.shared.authorizations.remember(m.code, m);
    return m;
  }

  /**
   * A mandate's event, sent after the answer and in order; the state the event's verify reads is set
   * when it goes out (created, then active, or inactive), as at a bank.
   */
  private sendMandateEvent(m: SandboxMandate, kind: MandateEventKind) {
    this.shared.webhooks.sendInOrder(async () => {
      if (kind === 'active' && m.status === 'created') m.status = 'active';
      if (kind === 'deactivated') m.status = 'inactive';
      await this.shared.authorizations.save(m);
      return mandateEvent(m, kind);
    });
  }

  private mandateUrl(reference: string) {
    return `${this.shared.opts.publicUrl}/sandbox/mandate/${encodeURIComponent(reference)}`;
  }
}

/**
 * Paystack's direct-debit event (its published samples): the authorization with whether it is active,
 * the bank, the account's last four digits and name, and the request's reference.
 */
function mandateEvent(m: SandboxMandate, kind: MandateEventKind): string {
  return JSON.stringify({
    event: `direct_debit.authorization.${kind}`,
    data: {
      authorization_code: m.code,
      active: kind === 'active',
      last4: m.last4,
      channel: 'direct_debit',
      card_type: 'mandate',
      bank: m.bankName,
      country_code: 'NG',
      brand: m.bankName,
      reusable: true,
      account_name: m.accountName,
      reference: m.reference,
      customer: { email: m.email },
    },
  });
}
