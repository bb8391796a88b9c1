import { formatNaira } from '@trust/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sandboxOf } from '../index.ts';
import { SANDBOX_MANDATE_BANKS } from './sandbox-gateway.ts';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:10vh auto;overflow-wrap:anywhere;box-sizing:border-box;width:calc(100% - 24px);background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 8px}.amount{font-size:2rem;font-weight:700;margin:16px 0}
.note{color:#495057;font-size:.9rem}form{flex:1}button{width:100%}
.actions{display:flex;gap:12px;margin-top:24px;flex-wrap:wrap}
button{font-size:1rem;padding:12px 20px;border-radius:8px;border:0;cursor:pointer;flex:1;min-width:120px}
.pay{background:#1864ab;color:#fff}.decline{background:#e9ecef;color:#212529}
label{display:block;font-weight:600;margin:16px 0 4px}select,input{font-size:1rem;padding:10px;width:100%;box-sizing:border-box;border:1px solid #adb5bd;border-radius:8px}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox's hosted checkout (DESIGN section 6): the amount with Pay and Decline. Each button
 * posts outcome=success|failure and the browser goes back to the callback with ?reference=&trxref=.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get<{ Params: { reference: string } }>('/sandbox/checkout/:reference', async (request, reply) => {
    const sandbox = sandboxOf(app.deps.gateway);
    const checkout = sandbox?.pendingCheckout(request.params.reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!checkout) {
      return reply
        .code(404)
        .send(
          page(
            'Checkout not found',
            '<h1>This checkout has ended</h1><p>It was paid, declined or never started.</p>',
          ),
        );
    }
    const action = `/sandbox/checkout/${encodeURIComponent(request.params.reference)}`;
    return page(
      'Trust Fund sandbox checkout',
      `<h1>Trust Fund sandbox checkout</h1>
<p class="note">Test payments only: no real money moves.</p>
<p class="amount" aria-label="Amount to pay">${formatNaira(checkout.amountKobo)}</p>
<p class="note">Paying as ${escapeHtml(checkout.email)}</p>
<div class="actions">
<form method="post" action="${action}"><input type="hidden" name="outcome" value="success"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failure"><button class="decline" type="submit">Decline</button></form>
</div>`,
    );
  });

  app.post<{ Params: { reference: string }; Body: { outcome?: string } }>(
    '/sandbox/checkout/:reference',
    async (request, reply) => {
      const outcome = request.body?.outcome;
      const sandbox = sandboxOf(app.deps.gateway);
      if (!sandbox || (outcome !== 'success' && outcome !== 'failure')) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(page('Bad request', '<h1>Choose Pay or Decline</h1>'));
      }
      const back = sandbox.completeCheckout(request.params.reference, outcome);
      if (!back) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page('Checkout not found', '<h1>This checkout was never started</h1>'));
      }
      return reply.redirect(back, 302);
    },
  );

  // The bank page of a direct-debit mandate, in this scope so it reads the same form bodies.
  await app.register(sandboxMandateRoutes);
};

const MANDATE_TITLE = 'Trust Fund sandbox bank: direct debit';

/**
 * The sandbox's bank page for a direct-debit mandate: the member picks their bank and account and
 * approves or declines the fund's weekly debit. Approve and Decline post outcome=approve|decline with
 * the account, and the browser goes back to the fund's page with ?reference=.
 */
const sandboxMandateRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { reference: string } }>('/sandbox/mandate/:reference', async (request, reply) => {
    const sandbox = sandboxOf(app.deps.gateway);
    const pending = await sandbox?.pendingMandate(request.params.reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!pending) {
      return reply
        .code(404)
        .send(
          page(
            'Mandate not found',
            '<h1>This request has ended</h1><p>It was approved, declined or never started.</p>',
          ),
        );
    }
    const action = `/sandbox/mandate/${encodeURIComponent(request.params.reference)}`;
    const banks = SANDBOX_MANDATE_BANKS.map(
      (b) => `<option value="${b.code}">${escapeHtml(b.name)}</option>`,
    );
    return page(
      MANDATE_TITLE,
      `<h1>${MANDATE_TITLE}</h1>
<p class="note">Test mandates only: no real account is debited.</p>
<p>Trust Fund asks to debit your bank account for your weekly contribution, until you cancel.</p>
<p class="note">Signed in as ${escapeHtml(pending.email)}</p>
<form method="post" action="${action}">
<label for="bank">Your bank</label>
<select id="bank" name="bank">${banks.join('')}</select>
<label for="account">Account number</label>
<input id="account" name="account" inputmode="numeric" pattern="[0-9]{10}" maxlength="10" value="0123456789" required>
<div class="actions">
<button class="pay" type="submit" name="outcome" value="approve">Approve</button>
<button class="decline" type="submit" name="outcome" value="decline" formnovalidate>Decline</button>
</div>
</form>`,
    );
  });

  app.post<{
    Params: { reference: string };
    Body: { outcome?: string; bank?: string; account?: string };
  }>('/sandbox/mandate/:reference', async (request, reply) => {
    const { outcome, bank, account } = request.body ?? {};
    const sandbox = sandboxOf(app.deps.gateway);
    const bankName = SANDBOX_MANDATE_BANKS.find((b) => b.code === bank)?.name;
    const accountNumber = String(account ?? '');
    const valid =
      outcome === 'decline' ||
      (outcome === 'approve' && bankName !== undefined && /^\d{10}$/.test(accountNumber));
    if (!sandbox || !valid) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Bad request',
            '<h1>Choose your bank, type a 10-digit account number, then Approve or Decline</h1>',
          ),
        );
    }
    const back = await sandbox.completeMandate(request.params.reference, outcome as 'approve' | 'decline', {
      bankName: bankName ?? '',
      accountNumber,
      accountName: 'Sandbox Account Holder',
    });
    if (!back) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('Mandate not found', '<h1>This request was never started</h1>'));
    }
    return reply.redirect(back, 302);
  });
};
