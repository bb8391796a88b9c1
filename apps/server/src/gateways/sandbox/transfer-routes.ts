import { formatNaira, sandboxTransferBodySchema } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { dedicatedAccounts } from '../../db/schema/index.ts';
import { fail, ok } from '../../http/envelope.ts';
import { sandboxOf } from '../index.ts';
import { escapeHtml, page } from './checkout-routes.ts';

type Sent = { reference: string; accountNumber: string; amountKobo: bigint };

/**
 * The sandbox's "send a transfer to this account": what a member's bank does when they send money to
 * their dedicated account. `POST /sandbox/transfers { account_number, amount }` (amount in naira, as
 * the API's amounts) answers JSON for tests and scripts; the page at `/sandbox/transfers` posts the
 * same fields as a form. Either way the sandbox records the transaction and sends the signed
 * charge.success (channel dedicated_nuban) Paystack would, which the webhook credits.
 */
export const sandboxTransferRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const form = (values: { account_number?: string; amount?: string } = {}, note = '') =>
    page(
      'Send a transfer (sandbox)',
      `<h1>Send a transfer</h1>
<p class="note">Sandbox only: no real money moves. This plays a member's bank sending money to their Trust Fund account number.</p>
${note}
<form method="post" action="/sandbox/transfers">
<p><label for="account_number">Account number</label><br><input id="account_number" name="account_number" inputmode="numeric" maxlength="10" value="${escapeHtml(values.account_number ?? '')}" style="font-size:1rem;padding:10px;width:100%;box-sizing:border-box"></p>
<p><label for="amount">Amount (naira)</label><br><input id="amount" name="amount" inputmode="decimal" value="${escapeHtml(values.amount ?? '')}" style="font-size:1rem;padding:10px;width:100%;box-sizing:border-box"></p>
<div class="actions"><button class="pay" type="submit">Send transfer</button></div>
</form>
<p class="note"><a href="/dashboard">Back to the dashboard</a></p>`,
    );

  app.get<{ Querystring: { account_number?: string } }>('/sandbox/transfers', async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return form({ account_number: request.query.account_number });
  });

  app.post('/sandbox/transfers', async (request, reply) => {
    const isForm = String(request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    const body = (request.body ?? {}) as Record<string, string>;
    const refuse = (status: number, message: string, field?: string) =>
      isForm
        ? reply
            .code(status)
            .type('text/html; charset=utf-8')
            .send(form(body, `<p role="alert" style="color:#c92a2a">${escapeHtml(message)}</p>`))
        : reply.code(status).send(fail(message, field ? { field } : null));
    const parsed = sandboxTransferBodySchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(400, issue?.message ?? 'Check the transfer', String(issue?.path[0] ?? ''));
    }
    const sent = await send(app, parsed.data.account_number, parsed.data.amount);
    if (!sent) return refuse(404, 'No Trust Fund account has this number', 'account_number');
    if (!isForm)
      return ok({ reference: sent.reference, account_number: sent.accountNumber }, 'Transfer sent');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        form(
          {},
          `<p role="status" class="amount" aria-label="Amount sent">${formatNaira(sent.amountKobo)}</p><p>Sent to ${escapeHtml(sent.accountNumber)}, reference ${escapeHtml(sent.reference)}. It shows in the member’s account in a moment.</p>`,
        ),
      );
  });
};

/** Sends the transfer at the sandbox when the number is one of our dedicated accounts. */
async function send(
  app: Parameters<FastifyPluginAsync>[0],
  accountNumber: string,
  amountKobo: bigint,
): Promise<Sent | undefined> {
  const sandbox = sandboxOf(app.deps.gateway);
  if (!sandbox) return undefined;
  const [account] = await app.deps.db
    .select()
    .from(dedicatedAccounts)
    .where(eq(dedicatedAccounts.accountNumber, accountNumber));
  if (!account) return undefined;
  const reference = sandbox.receiveTransfer({
    accountNumber,
    customerCode: account.customerCode,
    bankName: account.bankName,
    amountKobo,
  });
  return { reference, accountNumber, amountKobo };
}
