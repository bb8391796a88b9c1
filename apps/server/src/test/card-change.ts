import { and, eq } from 'drizzle-orm';
import { payments } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { createMember } from './members.ts';

/** Sandbox cards the card change tests type: one that needs no OTP, and another valid number. */
export const PLAIN_CARD = '4084084084084081';
export const OTHER_CARD = '4111111111111111';

/** The card form as the web app sends it (`page_response: 3`: the card change page). */
export const cardForm = (number: string, patch: Record<string, unknown> = {}) => ({
  card_name: 'Ngozi Eze',
  card_number: number,
  card_exp: '12/30',
  card_cvv: '408',
  card_pin: '1234',
  page_response: 3,
  ...patch,
});

/** A member with no card (paid by transfer), SILVER unless said, and calls signed in as them. */
export async function cardMember(t: TestApp, plan: 'SILVER' | 'GOLD' | 'PLATINUM' = 'SILVER') {
  const m = await createMember(t, { plan, pays: 'transfer' });
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: `/api${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
  return { ...m, call };
}
export type CardMember = Awaited<ReturnType<typeof cardMember>>;

/** The member's card change payments, oldest first. */
export const cardChangesOf = (t: TestApp, userId: number) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'card-change')))
    .orderBy(payments.id);

/** The OTP step of a card change, as the card page sends it. */
export const sendCardOtp = (m: CardMember, flwRef: string, otp: string) =>
  m.call('POST', '/submituserpaymentcard', { card_process: 2, payment_type: 2, flwRef, otp, fromWeb: 1 });
