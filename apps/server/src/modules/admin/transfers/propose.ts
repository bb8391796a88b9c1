import { APPROVAL_MESSAGES } from '@trust/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { memberships, payments, proposals, users } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/envelope.ts';
import { type Operator, propose } from '../../approvals/index.ts';
import { type Awaited, listAwaited, openKey, openProposals, TRANSFER_CONFIRM } from './awaited.ts';
import { applyConfirmation, type TransferPayload } from './kind.ts';

export interface ProposeInput {
  tfp: string;
  amountKobo: bigint;
  bankReference: string;
  /** Which awaited payment, when the operator picked it in the queue. */
  paymentReference?: string;
}

/**
 * What a transfer of this amount from this TFP pays, in the order the confirmation applies them
 * (joining/bank-transfer.ts): an upgrade, then a plan start, then a repayment of exactly this amount,
 * then an active member's weekly contribution (any amount: several weeks may come at once).
 * Error: 404 unknown TFP or nothing awaited (the amount is checked by the confirmation itself).
 */
export async function resolveAwaited(db: Db, input: Omit<ProposeInput, 'bankReference'>): Promise<Awaited> {
  const [member] = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.tfpPin, input.tfp))
    .limit(1);
  if (!member) throw notFound(`No member has the TFP ${input.tfp}`);
  const awaited = await listAwaited(db, { memberId: member.id });
  if (input.paymentReference) {
    const picked = awaited.find((a) => a.paymentReference === input.paymentReference);
    if (!picked) throw notFound(`No bank transfer with the reference ${input.paymentReference} is awaited`);
    return picked;
  }
  const order = ['plan-change', 'plan'] as const;
  for (const kind of order) {
    const a = awaited.find((x) => x.kind === kind);
    if (a) return a;
  }
  const repayment = awaited.find((a) => a.paymentReference && a.amountKobo === input.amountKobo);
  if (repayment) return repayment;
  const weekly = awaited.find((a) => a.kind === 'contribution');
  if (weekly) return weekly;
  const other = awaited[0];
  if (other) return other;
  const [plan] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, member.id), eq(memberships.status, 'active')))
    .limit(1);
  const [transfer] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, member.id), eq(payments.purpose, 'transfer')))
    .limit(1);
  // An active member who never chose to pay by transfer: nothing is awaited from them.
  if (plan && !transfer) throw notFound(`No bank transfer is awaited from ${input.tfp}`);
  // No plan at all: the confirmation's dry run refuses it with its own message.
  return {
    kind: 'contribution',
    memberId: member.id,
    member: member.name,
    tfp: input.tfp,
    amountKobo: input.amountKobo,
    paymentReference: null,
    since: new Date(0),
  };
}

/**
 * An operator proposes that a member's bank transfer arrived: nothing posts; a different operator's
 * approval runs the confirmation (kind.ts). The bank credit (its reference) is the proposal's
 * subject, so the same credit is never proposed twice while one waits; an awaited payment already
 * under a waiting proposal is refused too.
 */
export async function proposeTransfer(db: Db, operator: Operator, input: ProposeInput, now: Date) {
  const [done] = await db
    .select({ payload: proposals.payload })
    .from(proposals)
    .where(
      and(
        eq(proposals.kind, TRANSFER_CONFIRM),
        eq(proposals.subject, bankSubject(input.bankReference)),
        eq(proposals.status, 'approved'),
      ),
    )
    .limit(1);
  if (done) {
    const same = (done.payload as { amount_kobo?: string }).amount_kobo === String(input.amountKobo);
    throw conflict(
      same
        ? `The transfer with bank reference ${input.bankReference} was already confirmed`
        : `The bank reference ${input.bankReference} was already confirmed for another amount`,
    );
  }
  const a = await resolveAwaited(db, input);
  const open = await openProposals(db);
  const waiting = a.paymentReference ? open.get(openKey(a)) : undefined;
  if (waiting) throw conflict(APPROVAL_MESSAGES.alreadyOpen, { proposal_id: waiting });
  const payload: TransferPayload = {
    target: a.kind,
    tfp: a.tfp,
    member: a.member,
    amount_kobo: String(input.amountKobo),
    bank_reference: input.bankReference,
    payment_reference: a.paymentReference,
  };
  await dryRun(db, payload, now, operator.userId);
  return propose(db, {
    operator,
    kind: TRANSFER_CONFIRM,
    subject: bankSubject(input.bankReference),
    memberId: a.memberId,
    payload: payload as unknown as Record<string, unknown>,
    now,
  });
}

/** One bank credit, one subject: its reference as the statement shows it (case kept). */
export const bankSubject = (bankReference: string) => `bank:${bankReference}`;

class RolledBack extends Error {}

/** Runs the confirmation and rolls it back: its refusal (amount, already confirmed, …) refuses the proposal. */
async function dryRun(db: Db, payload: TransferPayload, now: Date, operatorId: number) {
  try {
    await db.transaction(async (tx) => {
      await applyConfirmation(tx, payload, now, operatorId);
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
}
