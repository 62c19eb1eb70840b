import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ownOrigin } from '../../http/authHook';
import {
  type PaymentSandbox,
  SANDBOX_COMPLETE_PATH,
  SANDBOX_FORM_PATH,
  type SandboxRequest,
} from '../../services/payments/PaymentSandbox';
import { formatPaymentAmount } from '../../services/payments/paymentAmount';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

/** The sandbox's payment page: what is being paid, and Pay / Cancel. */
function paymentPage(request: SandboxRequest): string {
  const fields = hiddenFields(request.fields);
  const amount = `NPR ${formatPaymentAmount(request.amountMinor)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Payment sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:12px;padding:1.5rem}.amount{font-size:2rem;font-weight:600;margin:.5rem 0}
.note{color:#6b7280;font-size:.875rem}form{display:inline}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:1px solid #16a34a;margin-right:.5rem;cursor:pointer}
.pay{background:#16a34a;color:#fff}.cancel{background:#fff;color:#374151;border-color:#d1d5db}</style></head>
<body><div class="card"><h1>Payment sandbox</h1>
<p class="note">A built-in test gateway that works like eSewa. No money moves.</p>
<p>Amount</p><p class="amount">${escapeHtml(amount)}</p>
<p class="note">Transaction ${escapeHtml(request.transactionUuid)}</p>
<form method="post" action="${SANDBOX_COMPLETE_PATH}">${fields}<input type="hidden" name="decision" value="pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${SANDBOX_COMPLETE_PATH}">${fields}<input type="hidden" name="decision" value="cancel"><button class="cancel" type="submit">Cancel</button></form>
</div></body></html>`;
}

/**
 * The built-in sandbox gateway's pages (public, like a gateway's): the payment form a checkout posts
 * to, and the Pay / Cancel answer that sends the browser back with eSewa's signed answer.
 */
export async function paymentSandboxRoutes(app: FastifyInstance, options: { sandbox: PaymentSandbox }) {
  const { sandbox } = options;
  const { config } = app.ctx;
  const origins = (request: FastifyRequest) => {
    const list = [ownOrigin(request)];
    if (config.publicUrl) list.push(new URL(config.publicUrl).origin);
    return list;
  };

  app.post(SANDBOX_FORM_PATH, { config: { public: true } }, async (request, reply) => {
    const paymentRequest = sandbox.readRequest(request.body, origins(request));
    return reply.type('text/html; charset=utf-8').send(paymentPage(paymentRequest));
  });

  app.post(SANDBOX_COMPLETE_PATH, { config: { public: true } }, async (request, reply) => {
    const paymentRequest = sandbox.readRequest(request.body, origins(request));
    const decision = (request.body as { decision?: unknown }).decision;
    const target = decision === 'pay' ? sandbox.paidUrl(paymentRequest) : paymentRequest.failureUrl;
    return reply.redirect(target, 303);
  });
}
