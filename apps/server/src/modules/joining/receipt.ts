import { formatDateTime, formatNairaNumber, type PaymentReceipt, toNairaNumber } from '@trust/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { cards, memberships, payments, plans, users } from '../../db/schema/index.ts';
import { notFound } from '../../http/envelope.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { saveMoreReceiptLines } from '../contributions/index.ts';
import { findPayment, type PaymentRow, planPaymentOf } from '../payments/index.ts';
import { planChangeReceipt } from '../plan-change/index.ts';
import type { JoiningContext } from './context.ts';

const PLAN_LABEL: Record<string, string> = { ORDINARY: 'BASIC' };

/**
 * The receipt of a payment the member made (GET /paymentreceipt): what was paid, our reference,
 * when, how, and what it bought, in lines that sum to the amount: a plan's membership fee and first
 * contribution; an upgrade's fee balance and top-up (the lines its confirmation showed); a Save More's
 * weeks. A card-setup reference answers for the plan payment it led to. Errors: 404 for an unknown,
 * another member's, or a not-yet-successful payment.
 */
export async function paymentReceipt(
  ctx: Pick<JoiningContext, 'db'>,
  userId: number,
  reference: string,
): Promise<PaymentReceipt> {
  const first = await findPayment(ctx.db, reference);
  const paid = first && first.userId === userId ? await planPaymentOf(ctx.db, first) : undefined;
  const receipt = paid && (await receiptOf(ctx, paid));
  if (!receipt) throw notFound('No receipt for this payment yet: it has not been confirmed.');
  return receipt;
}

async function receiptOf(ctx: Pick<JoiningContext, 'db'>, p: PaymentRow): Promise<PaymentReceipt | null> {
  if (p.status !== 'success' || p.failureReason?.startsWith('Not applied') || !p.membershipId) return null;
  if (p.purpose === 'plan-change' || p.purpose === 'plan-change-transfer') return changeReceiptOf(ctx, p);
  if (p.purpose === 'save-more') return saveMoreReceiptOf(ctx, p);
  const [row] = await ctx.db
    .select({ membership: memberships, planName: plans.name })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(eq(memberships.id, p.membershipId))
    .limit(1);
  if (!row) return null;
  const plan = PLAN_LABEL[row.planName] ?? row.planName;
  const fee = row.membership.membershipFeeKobo;
  const first = p.amountKobo - fee;
  const period =
    row.membership.frequency === 'Monthly'
      ? 'monthly'
      : row.membership.frequency === 'Daily'
        ? 'daily'
        : 'weekly';
  const items = [
    ...(fee > 0n ? [{ label: `${plan} plan membership fee`, amount: toNairaNumber(fee) }] : []),
    ...(first > 0n ? [{ label: `First ${period} contribution (week 1)`, amount: toNairaNumber(first) }] : []),
  ];
  return {
    reference: p.reference,
    amount: toNairaNumber(p.amountKobo),
    paid_at: (p.settledAt ?? p.createdAt).toISOString(),
    plan_name: plan,
    method: await methodOf(ctx, p),
    items,
  };
}

/** How it was paid: the card the member's debits use ("Card ending 4081"), or a bank transfer. */
async function methodOf(ctx: Pick<JoiningContext, 'db'>, p: PaymentRow): Promise<string> {
  if (p.method === 'transfer') return 'Bank transfer';
  // Save More's card is not kept (contributions/save-more.ts): the card on file did not pay it.
  if (p.purpose === 'save-more') return 'Card';
  const [card] = await ctx.db
    .select({ last4: cards.last4, brand: cards.brand })
    .from(cards)
    .where(and(eq(cards.userId, p.userId), eq(cards.isDefault, 1)))
    .limit(1);
  return card ? `Card ending ${card.last4}` : 'Card';
}

const common = async (ctx: Pick<JoiningContext, 'db'>, p: PaymentRow) => ({
  reference: p.reference,
  amount: toNairaNumber(p.amountKobo),
  paid_at: (p.settledAt ?? p.createdAt).toISOString(),
  method: await methodOf(ctx, p),
});

/** An upgrade's receipt: the fee balance and the top-up, in the words of its confirmation. */
async function changeReceiptOf(
  ctx: Pick<JoiningContext, 'db'>,
  p: PaymentRow,
): Promise<PaymentReceipt | null> {
  const change = await planChangeReceipt(ctx.db, p.reference);
  if (!change) return null;
  return {
    ...(await common(ctx, p)),
    plan_name: change.planName,
    items: change.lines.map((l) => ({ label: l.label, amount: toNairaNumber(l.amountKobo) })),
  };
}

/** A Save More receipt: the weeks it paid (late or now), for the member's current plan. */
async function saveMoreReceiptOf(
  ctx: Pick<JoiningContext, 'db'>,
  p: PaymentRow,
): Promise<PaymentReceipt | null> {
  const [row] = await ctx.db
    .select({ planName: plans.name })
    .from(memberships)
    .innerJoin(plans, eq(plans.id, memberships.planId))
    .where(eq(memberships.id, p.membershipId ?? 0))
    .limit(1);
  const lines = await saveMoreReceiptLines(ctx.db, p.reference, p.amountKobo);
  return {
    ...(await common(ctx, p)),
    plan_name: PLAN_LABEL[row?.planName ?? ''] ?? row?.planName ?? '',
    items: lines.map((l) => ({ label: l.label, amount: toNairaNumber(l.amountKobo) })),
  };
}

/** The receipt as an e-mail: the same facts as the screen, amounts and dates in the one shared format. */
function receiptMail(to: string, name: string, r: PaymentReceipt): MailMessage {
  const lines = [
    `Hello ${name.trim().split(/\s+/)[0] ?? ''},`,
    `Thank you: we received your payment of ${formatNairaNumber(r.amount)} for the ${r.plan_name} plan.`,
  ];
  const facts: [string, string][] = [
    ['Reference', r.reference],
    ['Date', formatDateTime(r.paid_at)],
    ['Paid with', r.method],
    ...r.items.map((i): [string, string] => [i.label, formatNairaNumber(i.amount)]),
    ['Total paid', formatNairaNumber(r.amount)],
  ];
  const quote = 'Quote the reference if you contact support about this payment.';
  const esc = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
    );
  return {
    to,
    subject: `Your Trust Fund receipt ${r.reference}`,
    text: `${lines.join('\n\n')}\n\n${facts.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${quote}\n\nThe Trust Fund team`,
    html:
      `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#222;max-width:560px;margin:auto;padding:16px">` +
      lines.map((l) => `<p>${esc(l)}</p>`).join('') +
      `<table style="border-collapse:collapse;width:100%">${facts
        .map(
          ([k, v]) =>
            `<tr><th style="text-align:left;padding:6px 8px;border-bottom:1px solid #ddd">${esc(k)}</th><td style="text-align:right;padding:6px 8px;border-bottom:1px solid #ddd">${esc(v)}</td></tr>`,
        )
        .join('')}</table><p>${esc(quote)}</p><p>The Trust Fund team</p></body></html>`,
  };
}

/**
 * E-mails the receipt of a settled plan payment once, whichever path settled it first (the browser's
 * return, the OTP, the webhook): the claim is a conditional update of receipt_sent_at. A mail that
 * cannot be sent is logged, and the payment is not affected.
 */
export async function mailReceiptOnce(ctx: JoiningContext, payment: PaymentRow): Promise<void> {
  if (!ctx.mailer) return;
  const receipt = await receiptOf(ctx, payment);
  if (!receipt) return;
  const [claimed] = await ctx.db
    .update(payments)
    .set({ receiptSentAt: ctx.clock.now() })
    .where(and(eq(payments.id, payment.id), isNull(payments.receiptSentAt)))
    .returning({ id: payments.id });
  if (!claimed) return;
  const [user] = await ctx.db
    .select({ email: users.email, name: users.fullName })
    .from(users)
    .where(eq(users.id, payment.userId))
    .limit(1);
  if (!user) return;
  try {
    await ctx.mailer.send(receiptMail(user.email, user.name, receipt));
  } catch (e) {
    ctx.log.error({ reference: payment.reference, err: (e as Error).message }, 'receipt e-mail not sent');
  }
}
