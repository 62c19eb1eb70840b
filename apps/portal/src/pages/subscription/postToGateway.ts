import type { PaymentRedirect } from '@fleetkit/sdk-core';

/**
 * Sends the browser to the payment gateway the way it expects: a form post of the signed fields
 * (eSewa ePay v2, and the sandbox that works like it). The page is left; the gateway returns to
 * /dashboard/subscription/verify.
 */
export function postToGateway(redirect: PaymentRedirect): void {
  const form = document.createElement('form');
  form.method = redirect.method;
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
