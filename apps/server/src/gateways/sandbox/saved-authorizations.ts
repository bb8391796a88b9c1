import type { CardAuthorization } from '../gateway.ts';
import type { SandboxAuthorizationStore, StoredAuthorization } from './authorization-store.ts';
import type { SandboxWebhooks } from './sandbox-webhooks.ts';

/**
 * The sandbox's reusable authorizations (saved cards and mandates) by code: in memory, and in the
 * store too when there is one, so a restart keeps charging what was saved before it.
 */
export class SavedAuthorizations {
  private readonly byCode = new Map<string, StoredAuthorization>();
  private readonly store: SandboxAuthorizationStore | undefined;
  private readonly webhooks: SandboxWebhooks;

  constructor(store: SandboxAuthorizationStore | undefined, webhooks: SandboxWebhooks) {
    this.store = store;
    this.webhooks = webhooks;
  }

  /** A saved card or mandate by its code: from memory, else from the store (saved before a restart). */
  async of(code: string): Promise<StoredAuthorization | undefined> {
    const known = this.byCode.get(code);
    if (known) return known;
    const kept = await this.store?.byCode(code);
    if (kept) this.byCode.set(code, kept);
    return kept;
  }

  /** Holds an authorization in memory under its code (the store is written separately). */
  remember(code: string, a: StoredAuthorization) {
    this.byCode.set(code, a);
  }

  /** Writes an authorization to the store before answering. */
  async save(a: StoredAuthorization): Promise<void> {
    await this.store?.save(stored(a));
  }

  /** Writes an authorization to the store after the answer (settled() waits for it). */
  keep(a: StoredAuthorization) {
    const store = this.store;
    if (store) this.webhooks.track(store.save(stored(a)).catch(() => {}));
  }

  /** A request reference's authorization as the store kept it (a mandate saved before a restart). */
  async keptByReference(reference: string): Promise<StoredAuthorization | undefined> {
    return this.store?.byReference(reference);
  }
}

/** What the store keeps of an authorization: never the callback or anything of the page. */
function stored(a: StoredAuthorization): StoredAuthorization {
  const { kind, code, reference, email, last4, brand, expMonth, expYear, bankName, accountName } = a;
  const { status, paysCharges, chargesPaid, createdAt } = a;
  return {
    kind,
    code,
    reference,
    email,
    last4,
    brand,
    expMonth,
    expYear,
    bankName,
    accountName,
    status,
    paysCharges,
    chargesPaid,
    createdAt,
  };
}

/** A saved authorization as a transaction's authorization (cards; a mandate's bank stands for a brand). */
export function cardOf(a: StoredAuthorization): CardAuthorization {
  return {
    code: a.code as string,
    last4: a.last4,
    brand: a.brand,
    expMonth: a.expMonth,
    expYear: a.expYear,
    reusable: true,
  };
}
