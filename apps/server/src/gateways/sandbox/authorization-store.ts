import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxAuthorizations } from '../../db/schema/index.ts';

/**
 * What the sandbox keeps of a reusable authorization, as a provider keeps it: a saved card (code, last
 * four digits, brand, expiry) or a direct-debit mandate (its request reference, the bank, the account's
 * last four digits and name, where it stands). Never a card number, CVV, PIN or whole account number.
 */
export interface StoredAuthorization {
  kind: 'card' | 'mandate';
  code: string | null;
  reference: string | null;
  email: string;
  last4: string;
  brand: string;
  expMonth: string;
  expYear: string;
  bankName: string | null;
  accountName: string | null;
  /**
   * A card: active. A mandate: consent (waiting for the member at the bank page), declined, created
   * (consent given, the bank has not activated it yet), active, inactive (ended).
   */
  status: 'consent' | 'declined' | 'created' | 'active' | 'inactive';
  /** Charges it pays before it declines with 'Insufficient funds'; null for no limit. */
  paysCharges: number | null;
  chargesPaid: number;
  createdAt: Date;
}

/**
 * Where the sandbox keeps its authorizations beyond the process: the database under `npm start`, so a
 * restart keeps charging the cards and mandates saved before it; nowhere in tests and the simulation,
 * which build the sandbox on its own.
 */
export interface SandboxAuthorizationStore {
  save(a: StoredAuthorization): Promise<void>;
  byCode(code: string): Promise<StoredAuthorization | undefined>;
  byReference(reference: string): Promise<StoredAuthorization | undefined>;
}

type Row = typeof sandboxAuthorizations.$inferSelect;

const fromRow = (r: Row): StoredAuthorization => ({
  kind: r.kind as StoredAuthorization['kind'],
  code: r.code,
  reference: r.reference,
  email: r.email,
  last4: r.last4,
  brand: r.brand,
  expMonth: r.expMonth,
  expYear: r.expYear,
  bankName: r.bankName,
  accountName: r.accountName,
  status: r.status as StoredAuthorization['status'],
  paysCharges: r.paysCharges,
  chargesPaid: r.chargesPaid,
  createdAt: r.createdAt,
});

/** The sandbox's authorizations in the database (table sandbox_authorizations). */
export function databaseAuthorizationStore(db: Db): SandboxAuthorizationStore {
  const t = sandboxAuthorizations;
  return {
    async save(a) {
      const values = { ...a };
      const { createdAt: _created, kind: _kind, email: _email, ...changes } = values;
      // A mandate is known by its request's reference from the start (its code comes at approval);
      // a card by its code.
      await db
        .insert(t)
        .values(values)
        .onConflictDoUpdate({ target: a.reference ? t.reference : t.code, set: changes });
    },
    async byCode(code) {
      const [r] = await db.select().from(t).where(eq(t.code, code)).limit(1);
      return r && fromRow(r);
    },
    async byReference(reference) {
      const [r] = await db.select().from(t).where(eq(t.reference, reference)).limit(1);
      return r && fromRow(r);
    },
  };
}
