import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

/** Reading stored payments: settlement, the member's payment state, the receipt. */

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: Db, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

/** The plan payment a payment stands for: itself, or the plan charge a card setup led to. */
export async function planPaymentOf(db: Db, payment: PaymentRow): Promise<PaymentRow | undefined> {
  if (payment.purpose !== 'card-setup') return payment;
  if (!payment.followUpReference) return undefined;
  return findPayment(db, payment.followUpReference);
}
