import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields eSewa ePay v2 signs in a payment request, in this order. */
export const ESEWA_REQUEST_SIGNED_FIELDS = ['total_amount', 'transaction_uuid', 'product_code'] as const;

/**
 * eSewa's signature: base64 of HMAC-SHA256 (keyed with the merchant secret) over
 * `name=value,name=value,…` for the signed field names in their order.
 *
 * @example esewaSignature('8gBm/:&EnhH.1/q', { total_amount: '100', transaction_uuid: '11-201-13', product_code: 'EPAYTEST' }, ['total_amount', 'transaction_uuid', 'product_code'])
 */
export function esewaSignature(
  secret: string,
  values: Record<string, string>,
  names: readonly string[],
): string {
  const message = names.map((name) => `${name}=${values[name] ?? ''}`).join(',');
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** Whether `signature` is eSewa's signature of the values (compared in constant time). */
export function hasValidEsewaSignature(
  secret: string,
  values: Record<string, string>,
  names: readonly string[],
  signature: string,
): boolean {
  const expected = Buffer.from(esewaSignature(secret, values, names), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
