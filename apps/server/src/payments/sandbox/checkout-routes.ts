import { formatNaira } from '@trust/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sandboxOf } from '../index.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string) {
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
};
