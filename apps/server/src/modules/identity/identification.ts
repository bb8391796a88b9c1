import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dedicatedAccounts, idDocuments, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { customerIdentificationOf, GatewayError, namesOf } from '../../gateways/index.ts';
import type { IdentificationEvent } from '../payments/index.ts';

/**
 * Paystack's customer identification of a member's BVN (docs/domain-rules.md, "ID documents: the
 * provider's identification of a BVN"). The operator still decides on the document; the provider's
 * status and reason are shown beside it.
 *
 * provider_status: not_checked (never sent: no payout bank account, no provider that identifies, or
 * the provider could not be asked; provider_reason says which), pending (sent, no outcome yet),
 * verified, failed (provider_reason: the provider's words).
 */

export const IDENTIFICATION_REASONS = {
  noBank: 'Not checked: the member has no payout bank account from the bank list on their profile',
  noProvider: 'Not checked: the payment provider in use does not identify customers',
  unreachable: (words: string) => `Not checked: the payment provider could not be asked (${words})`,
};

type IdentityDeps = Pick<Deps, 'db' | 'gateway' | 'clock' | 'log'>;

/** The provider's customer of this member: the one their dedicated account was opened for, else a new one. */
async function customerCodeOf(
  deps: IdentityDeps,
  member: { id: number; email: string; fullName: string; phone: string },
  createCustomer: (input: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
  }) => Promise<{ customerCode: string }>,
): Promise<string> {
  const [account] = await deps.db
    .select({ customerCode: dedicatedAccounts.customerCode })
    .from(dedicatedAccounts)
    .where(and(eq(dedicatedAccounts.userId, member.id), eq(dedicatedAccounts.provider, deps.gateway.name)));
  if (account) return account.customerCode;
  const { customerCode } = await createCustomer({
    email: member.email,
    ...namesOf(member.fullName),
    phone: member.phone,
  });
  return customerCode;
}

const setProvider = (db: Db, docId: number, values: Partial<typeof idDocuments.$inferInsert>) =>
  db.update(idDocuments).set(values).where(eq(idDocuments.id, docId));

/**
 * Sends a just-uploaded BVN document's number to the provider's customer identification, with the
 * member's payout bank account (number and bank code) and names: the document becomes `pending`, and
 * the outcome arrives by webhook (applyIdentificationOutcome). The BVN is in the provider's request
 * only: never stored, never logged, and scrubbed from any words of the provider that are kept.
 * Never fails the upload: when the BVN cannot be sent, the document stays `not_checked` with the
 * reason (IDENTIFICATION_REASONS), for the operator.
 */
export async function requestBvnIdentification(
  deps: IdentityDeps,
  input: { userId: number; docId: number; bvn: string },
): Promise<void> {
  const { db } = deps;
  const [member] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      accountNumber: users.accountNumber,
      bankCode: users.bankCode,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!member) return;
  const provider = customerIdentificationOf(deps.gateway);
  if (!provider) {
    await setProvider(db, input.docId, { providerReason: IDENTIFICATION_REASONS.noProvider });
    return;
  }
  if (!member.accountNumber || !member.bankCode) {
    await setProvider(db, input.docId, { providerReason: IDENTIFICATION_REASONS.noBank });
    return;
  }
  const scrub = (words: string) => words.replaceAll(input.bvn, '[BVN]').slice(0, 300);
  try {
    const customerCode = await customerCodeOf(deps, member, (c) => provider.createCustomer(c));
    // Pending before the request: the provider's webhook may come before its answer is read.
    await setProvider(db, input.docId, {
      providerStatus: 'pending',
      providerReason: null,
      providerCustomerCode: customerCode,
    });
    await provider.validateCustomer({
      customerCode,
      bvn: input.bvn,
      accountNumber: member.accountNumber,
      bankCode: member.bankCode,
      ...namesOf(member.fullName),
    });
  } catch (e) {
    if (!(e instanceof GatewayError)) throw e;
    const words = scrub(e.message);
    deps.log.warn(
      { userId: input.userId, document: input.docId, err: words },
      'BVN not sent for identification',
    );
    // Only a document still waiting is marked: an outcome that already arrived stands.
    await db
      .update(idDocuments)
      .set({ providerStatus: 'not_checked', providerReason: IDENTIFICATION_REASONS.unreachable(words) })
      .where(and(eq(idDocuments.id, input.docId), ne(idDocuments.providerStatus, 'verified')));
  }
}

/**
 * The provider's customeridentification webhook, for the newest BVN document sent with its customer
 * code (an event whose BVN ending differs from the document's last four is about another BVN and
 * changes nothing). The rule, safe for replays and events out of order: a success makes a pending or
 * failed document verified; a failure makes only a pending one failed, with the provider's reason; a
 * verified document stays verified (a late failure never undoes a success), and a failed one keeps its
 * first reason.
 */
export async function applyIdentificationOutcome(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  event: IdentificationEvent,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select({
        id: idDocuments.id,
        numberLast4: idDocuments.numberLast4,
        providerStatus: idDocuments.providerStatus,
      })
      .from(idDocuments)
      .where(
        and(
          eq(idDocuments.providerCustomerCode, event.customerCode),
          eq(idDocuments.type, 'bvn'),
          ne(idDocuments.providerStatus, 'not_checked'),
        ),
      )
      .orderBy(desc(idDocuments.id))
      .limit(1)
      .for('update');
    if (!doc) {
      deps.log.warn({ customer: event.customerCode }, 'identification event for no BVN document of ours');
      return;
    }
    if (event.bvnEnding && !doc.numberLast4.endsWith(event.bvnEnding)) {
      deps.log.warn({ document: doc.id }, 'identification event about another BVN: ignored');
      return;
    }
    if (event.outcome === 'success' && doc.providerStatus !== 'verified') {
      await tx
        .update(idDocuments)
        .set({ providerStatus: 'verified', providerReason: null })
        .where(eq(idDocuments.id, doc.id));
    } else if (event.outcome === 'failed' && doc.providerStatus === 'pending') {
      await tx
        .update(idDocuments)
        .set({ providerStatus: 'failed', providerReason: event.reason })
        .where(eq(idDocuments.id, doc.id));
    }
  });
}
